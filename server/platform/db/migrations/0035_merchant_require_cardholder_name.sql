-- A merchant setting read by the payment form's session view and by the card payment: the
-- cardholder name is optional on the form unless the merchant requires it (its acquirer or its
-- risk rules want the name). Off unless set (MERCHANT_REQUIRE_CARDHOLDER_NAME for the sandbox
-- merchant).
ALTER TABLE merchants ADD COLUMN require_cardholder_name boolean NOT NULL DEFAULT false;
