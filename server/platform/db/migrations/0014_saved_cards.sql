-- Saved cards (issue 10). A payment token is kept for the merchant after every successful card or
-- wallet sale (the spec's postback carries it); it is offered to the shopper on their later
-- checkouts only when they ticked "Save this card for next time" (consent `given`). Tokens kept
-- before this migration were never offered to a shopper, so they stay merchant-only.
ALTER TABLE payment_tokens ADD COLUMN saved_for_shopper boolean NOT NULL DEFAULT false;
-- The merchant hid the saved card from the payment form (spec: POST
-- /customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete): a soft delete. The token
-- and its consent stay, so MIT payments on it remain possible.
ALTER TABLE payment_tokens ADD COLUMN hidden_at timestamptz;
-- The form's lookup: a customer's cards that the shopper may see, newest first.
CREATE INDEX payment_tokens_saved_cards
  ON payment_tokens (merchant_id, merchant_customer_id, created_at DESC)
  WHERE saved_for_shopper AND hidden_at IS NULL;
