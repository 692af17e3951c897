-- The transaction record (issue 15, item 6): what a TRANSACTION postback and GET /v1/transaction
-- report besides the outcome.
--   version          1 when a transaction is recorded, one more each time it changes; merchants
--                    order and dedupe postbacks by it. A stored transaction that has already
--                    changed once (a pending one that settled) starts at 2.
--   rrn              the retrieval reference number the processor answered, 12 digits. Stored
--                    transactions get one made up now (YDDDhhnnnnnn from created_at), so every
--                    record has one.
--   payment_context  the request and browser the shopper paid from; unknown ({}) for transactions
--                    stored before it was captured.
ALTER TABLE transactions ADD COLUMN version int4 NOT NULL DEFAULT 1;
UPDATE transactions SET version = 2 WHERE updated_at > created_at;
ALTER TABLE transactions ALTER COLUMN version DROP DEFAULT;

ALTER TABLE transactions ADD COLUMN rrn text;
UPDATE transactions SET rrn =
  right(to_char(created_at AT TIME ZONE 'UTC', 'YYYY'), 1)
  || to_char(created_at AT TIME ZONE 'UTC', 'DDDHH24')
  || lpad(floor(random() * 1000000)::int4::text, 6, '0');
ALTER TABLE transactions ALTER COLUMN rrn SET NOT NULL;

ALTER TABLE transactions ADD COLUMN payment_context jsonb NOT NULL DEFAULT '{}';
ALTER TABLE transactions ALTER COLUMN payment_context DROP DEFAULT;
