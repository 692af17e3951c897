-- One row per attempt with an alternative payment method (issue 10): the step the shopper takes on
-- the provider's side (a redirect, a QR code, a voucher, a bank app), from the moment the payment
-- is PENDING (1200) until it is decided once: approved, declined, cancelled on the form or expired.
-- The id is a bearer capability: it is the sandbox provider page's URL, so it carries 256 bits of
-- randomness. Never card data: an alternative method has none.
CREATE TABLE apm_payments (
  apm_payment_id    text PRIMARY KEY,
  payment_id        text NOT NULL REFERENCES payments (payment_id),
  -- The PENDING SALE this step decides.
  transaction_id    text NOT NULL UNIQUE REFERENCES transactions (transaction_id),
  merchant_id       text NOT NULL REFERENCES merchants (merchant_id),
  -- The method table's name (src/methods/payment-methods.ts): NAVERPAY is stored as NAVER_PAY.
  payment_method    text NOT NULL,
  flow_kind         text NOT NULL,
  -- The reference the shopper pays with (voucher) or the QR code's (spec:
  -- payment_method_reference_type / _number); none for a redirect or a bank app.
  reference_type    text,
  reference_number  text,
  -- OPEN until decided; then APPROVED, DECLINED, CANCELLED (on the form) or EXPIRED.
  state             text NOT NULL,
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  -- When the sandbox pays it by itself (a voucher; a step left pending); null: never.
  auto_pay_at       timestamptz,
  decided_at        timestamptz,
  CONSTRAINT apm_payments_id_format CHECK (apm_payment_id ~ '^apm_[A-Za-z0-9_-]{43}$'),
  CONSTRAINT apm_payments_flow_kind CHECK (flow_kind IN ('redirect', 'qr', 'voucher', 'bank_app')),
  CONSTRAINT apm_payments_state
    CHECK (state IN ('OPEN', 'APPROVED', 'DECLINED', 'CANCELLED', 'EXPIRED')),
  CONSTRAINT apm_payments_decided CHECK ((state = 'OPEN') = (decided_at IS NULL)),
  CONSTRAINT apm_payments_expiry CHECK (expires_at > created_at),
  CONSTRAINT apm_payments_reference
    CHECK ((reference_type IS NULL) = (reference_number IS NULL)
      AND (flow_kind IN ('voucher', 'qr')) = (reference_number IS NOT NULL)
      AND (reference_number IS NULL OR reference_number ~ '^[0-9]{12,30}$'))
);
-- At most one open step per payment: a refresh, the back button or a second tab cannot open another.
CREATE UNIQUE INDEX apm_payments_open_payment ON apm_payments (payment_id) WHERE state = 'OPEN';
-- A reference names one payment.
CREATE UNIQUE INDEX apm_payments_reference_number ON apm_payments (reference_number)
  WHERE reference_number IS NOT NULL;
CREATE INDEX apm_payments_due_expiry ON apm_payments (expires_at) WHERE state = 'OPEN';
CREATE INDEX apm_payments_due_auto_pay ON apm_payments (auto_pay_at)
  WHERE state = 'OPEN' AND auto_pay_at IS NOT NULL;
