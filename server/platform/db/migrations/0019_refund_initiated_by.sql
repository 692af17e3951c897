-- Who asked for a refund, as the merchant says it (POST /v1/refund's `initiated_by`: free text of
-- 1..64 characters, never a card number, e.g. a back-office user or a job's name), or NULL when
-- the request did not say. Sent back in the refund's answer, its postback and GET /v1/transaction.
ALTER TABLE refunds ADD COLUMN initiated_by text;
