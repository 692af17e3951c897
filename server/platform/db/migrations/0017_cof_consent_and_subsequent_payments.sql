-- Merchant- and customer-initiated charges on a payment token (issue 11: POST /v1/mit-sale,
-- /v1/mit-authorize, /v1/cit-sale).
--
-- The token's card-on-file consent record: given when the token was saved (created_at), revoked
-- when the customer withdraws it. The spec's revoke-cof-consent call "deletes all consent records
-- for the customer and token": the row keeps the card (the saved card is not removed) and records
-- when its consent ended, so a later MIT is refused with 2911 and the audit trail stays.
ALTER TABLE payment_tokens ADD COLUMN cof_consent_revoked_at timestamptz;

-- An MIT payment has no shopper to send anywhere: success_url and failure_url are optional on
-- /mit-sale and /mit-authorize (spec: required for SALE, AUTHORIZE, RECURRING, RECURRING_REBILL).
ALTER TABLE payments ALTER COLUMN success_url DROP NOT NULL;
ALTER TABLE payments ALTER COLUMN failure_url DROP NOT NULL;
