-- The order events were queued in (issue 9): a 3-D Secure attempt queues its THREE_DS postback and
-- then its SALE postback in one database transaction, at the same instant, and event ids are
-- random. Delivery claims due events by (next_attempt_at, queued_seq), so they leave in the order
-- they were written; the delivery log lists them the same way.
ALTER TABLE postback_outbox ADD COLUMN queued_seq int8 GENERATED ALWAYS AS IDENTITY;
DROP INDEX postback_outbox_due;
CREATE INDEX postback_outbox_due ON postback_outbox (next_attempt_at, queued_seq)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
