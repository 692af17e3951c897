-- X-Idempotency-Key (spec: "a later request with the same key from the same merchant returns an
-- error"; issues 11 and 15): one row per merchant and key, remembered 24 hours. The primary key is
-- what makes a repeat impossible: the row is written in the same transaction as the payment the
-- request creates, so of any number of concurrent requests with one key exactly one commits a
-- payment (server/idempotency/key-store.ts). A key is per merchant across endpoints; `endpoint`
-- records which one used it (checkout, sale, authorize, …) and `payment_id` what it created, so
-- the error of a repeat can name both. Rows older than 24 hours are reusable and purged.
CREATE TABLE idempotency_keys (
  merchant_id      text NOT NULL REFERENCES merchants (merchant_id),
  idempotency_key  text NOT NULL,
  endpoint         text NOT NULL,
  payment_id       text NOT NULL,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
