-- Kassa schema, version 1. Multi-merchant from the start: every row belongs to a merchant.
-- Money is decimal text normalised to the currency's minor units ("12.50", "1500" for JPY);
-- arithmetic happens in the application with exact integers, never in floating point.
-- Card data: only BIN, last 4, expiry and scheme are ever stored. There is no column for a PAN
-- or a security code, by design.

CREATE TABLE merchants (
  merchant_id      text PRIMARY KEY,
  name             text NOT NULL,
  -- SHA-256 of the API key, hex. The key itself is never stored.
  api_key_hash     text NOT NULL UNIQUE,
  callback_url     text,
  -- HMAC-SHA256 key for postback signatures; the merchant holds the same secret.
  postback_secret  text NOT NULL,
  is_sandbox       boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  payment_id            text PRIMARY KEY,
  merchant_id           text NOT NULL REFERENCES merchants (merchant_id),
  payment_type          text NOT NULL,
  payment_method        text NOT NULL,
  ui_mode               text NOT NULL,
  methods               jsonb NOT NULL,
  -- OPEN → PROCESSING → SUCCEEDED | FAILED; OPEN → EXPIRED (read time) — see server/payments.
  state                 text NOT NULL,
  merchant_payment_id   text,
  merchant_customer_id  text NOT NULL,
  customer              jsonb NOT NULL,
  amount                text NOT NULL,
  currency_code         text NOT NULL,
  language              text,
  tax                   jsonb,
  tax_amount            text,
  success_url           text NOT NULL,
  failure_url           text NOT NULL,
  shop_name             text,
  shop_url              text,
  forced_3d             boolean NOT NULL DEFAULT false,
  products              jsonb NOT NULL,
  payment_form_override jsonb,
  session_token         text NOT NULL UNIQUE,
  created_at            timestamptz NOT NULL,
  expires_at            timestamptz NOT NULL,
  attempts              int4 NOT NULL DEFAULT 0,
  last_error            jsonb,
  payment_token_id      text,
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_merchant_created ON payments (merchant_id, created_at);
CREATE INDEX payments_merchant_reference ON payments (merchant_id, merchant_payment_id);

CREATE TABLE payment_tokens (
  payment_token_id      text PRIMARY KEY,
  merchant_id           text NOT NULL REFERENCES merchants (merchant_id),
  merchant_customer_id  text NOT NULL,
  payment_method        text NOT NULL,
  card_scheme           text NOT NULL,
  card_bin              text NOT NULL,
  card_last4            text NOT NULL,
  card_expiry_month     int4 NOT NULL,
  card_expiry_year      int4 NOT NULL,
  card_holder_name      text,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_tokens_customer ON payment_tokens (merchant_id, merchant_customer_id);

CREATE TABLE transactions (
  transaction_id           text PRIMARY KEY,
  payment_id               text NOT NULL REFERENCES payments (payment_id),
  merchant_id              text NOT NULL REFERENCES merchants (merchant_id),
  transaction_type         text NOT NULL,
  status                   text NOT NULL,
  response_code            int4 NOT NULL,
  response_message         text NOT NULL,
  processor_response_text  text NOT NULL,
  amount                   text NOT NULL,
  tax_amount               text,
  currency_code            text NOT NULL,
  payment_method           text NOT NULL,
  card_scheme              text,
  card_bin                 text,
  card_last4               text,
  card_expiry_month        int4,
  card_expiry_year         int4,
  card_holder_name         text,
  products                 jsonb NOT NULL,
  -- A PENDING transaction the sandbox processor settles later: when, and with which code.
  settle_at                timestamptz,
  settle_code              int4,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_payment ON transactions (payment_id);
CREATE INDEX transactions_due ON transactions (settle_at) WHERE settle_at IS NOT NULL;

-- Postbacks wait here until the merchant's callback URL answers 2xx. Rows are written in the same
-- database transaction as the change they report, so no change is ever left without its postback.
CREATE TABLE postback_outbox (
  event_id         text PRIMARY KEY,
  merchant_id      text NOT NULL REFERENCES merchants (merchant_id),
  event_type       text NOT NULL,
  -- The exact body that is signed and sent, byte for byte, on every attempt.
  payload          text NOT NULL,
  attempts         int4 NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  delivered_at     timestamptz,
  -- Set when the retry schedule is exhausted; such events are kept for inspection.
  failed_at        timestamptz,
  last_status      int4,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX postback_outbox_due ON postback_outbox (next_attempt_at)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
