-- Disputes: FRAUD_ALERT, CHARGEBACK, CHARGEBACK_REVERSAL, RDR and RDR_REVERSAL are rows of
-- `transactions` like any other (same payment as the SALE or CAPTURE they dispute, their own
-- status, version and postbacks); this table links each to the transaction it disputes, in the
-- order they came (`seq`: two on one instant of a sandbox clock keep their order), with the
-- network's reason code. Whoever records one locks the disputed transaction's row first, so a
-- dispute and a refund of one transaction are decided one after the other
-- (server/domain/disputes/open-dispute.ts, server/domain/refunds/create-refund.ts).
CREATE TABLE disputes (
  dispute_transaction_id   text PRIMARY KEY REFERENCES transactions (transaction_id),
  original_transaction_id  text NOT NULL REFERENCES transactions (transaction_id),
  merchant_id              text NOT NULL REFERENCES merchants (merchant_id),
  kind                     text NOT NULL,
  reason_code              text NOT NULL,
  created_at               timestamptz NOT NULL,
  seq                      int8 GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX disputes_original ON disputes (original_transaction_id, seq);
