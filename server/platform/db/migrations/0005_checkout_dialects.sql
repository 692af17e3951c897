-- The checkout's additional_info (issue 15): payment_token_id, customer_full_name, crypto_network
-- and crypto_address, as one document; absent (NULL) when the merchant sent none. Its `phone` is
-- stored as the customer's phone_number. Never card data: the checkout refuses card numbers in
-- every free-text field before anything is stored.
ALTER TABLE payments ADD COLUMN additional_info jsonb;
