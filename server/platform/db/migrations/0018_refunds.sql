-- Refunds (issue 11): a REFUND is a row of `transactions` like any other (same payment as the
-- transaction it refunds, its own status, code, version and postbacks); this table links it to the
-- transaction it refunds and keeps the merchant's reason. POST /v1/refund locks the refunded
-- transaction's row (SELECT … FOR UPDATE) before it adds up what this table says was refunded, so
-- concurrent refunds of one transaction are decided one after the other and never refund more than
-- was captured (server/refunds/create-refund.ts).
CREATE TABLE refunds (
  refund_transaction_id    text PRIMARY KEY REFERENCES transactions (transaction_id),
  original_transaction_id  text NOT NULL REFERENCES transactions (transaction_id),
  merchant_id              text NOT NULL REFERENCES merchants (merchant_id),
  -- What the merchant said the refund is for (1..256 characters, never a card number), or NULL.
  reason                   text,
  created_at               timestamptz NOT NULL
);
CREATE INDEX refunds_original ON refunds (original_transaction_id);
