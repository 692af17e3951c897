-- Disputes the sandbox's dispute test cards plan: written with the SALE or CAPTURE they dispute
-- (server/domain/outcomes/plan-disputes.ts), one row per step, and run when due: on the server's
-- clock by the dispute sweep (clock_id NULL), or by the advance of the sandbox clock the payment's
-- customer lives on. Exactly once: a runner claims due rows FOR UPDATE SKIP LOCKED and sets ran_at
-- in the same database transaction as the dispute it records, or as the rule that refused it
-- (`outcome`: the dispute's transaction id, or why it was skipped).
CREATE TABLE scheduled_disputes (
  scheduled_id             text PRIMARY KEY,
  original_transaction_id  text NOT NULL REFERENCES transactions (transaction_id),
  merchant_id              text NOT NULL REFERENCES merchants (merchant_id),
  step                     int4 NOT NULL,
  kind                     text NOT NULL,
  due_at                   timestamptz NOT NULL,
  clock_id                 text REFERENCES sandbox_clocks (clock_id),
  ran_at                   timestamptz,
  outcome                  text,
  created_at               timestamptz NOT NULL,
  UNIQUE (original_transaction_id, step)
);
CREATE INDEX scheduled_disputes_due ON scheduled_disputes (clock_id, due_at) WHERE ran_at IS NULL;
