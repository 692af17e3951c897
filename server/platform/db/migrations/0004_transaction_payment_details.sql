-- Payment details as one document per transaction, shaped by the method's flow kind (issue 14,
-- item 4): {"kind":"card","scheme":…,"bin":…,"last4":…,"expiryMonth":…,"expiryYear":…,
-- "holderName":…} for a card; wallets and the alternative methods get their own kinds. Still no
-- place for a card number or a security code. cof_consent records how the shopper agreed to keep
-- the method on file (server/payments/token-rule.ts); every transaction so far was a checkout sale.
ALTER TABLE transactions ADD COLUMN payment_details jsonb;
ALTER TABLE transactions ADD COLUMN cof_consent text NOT NULL DEFAULT 'checkout_sale';

UPDATE transactions SET payment_details = jsonb_build_object(
  'kind', 'card',
  'scheme', card_scheme,
  'bin', card_bin,
  'last4', card_last4,
  'expiryMonth', card_expiry_month,
  'expiryYear', card_expiry_year,
  'holderName', COALESCE(card_holder_name, '')
);

ALTER TABLE transactions ALTER COLUMN payment_details SET NOT NULL;
ALTER TABLE transactions ALTER COLUMN cof_consent DROP DEFAULT;
ALTER TABLE transactions
  DROP COLUMN card_scheme,
  DROP COLUMN card_bin,
  DROP COLUMN card_last4,
  DROP COLUMN card_expiry_month,
  DROP COLUMN card_expiry_year,
  DROP COLUMN card_holder_name;
