-- The subscription's life after its checkout: a status (subscription-lifecycle.ts holds the
-- table of statuses and events), when it ends, its last rebill's transaction, and when the
-- scheduler must next act on it.
ALTER TABLE subscriptions
  ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE',
  -- When it ends (rebills turned off: the end of the period paid for) or ended; NULL while it
  -- rebills with no end.
  ADD COLUMN expires_at timestamptz,
  -- The last rebill's transaction, whatever its outcome.
  ADD COLUMN last_transaction_id text REFERENCES transactions (transaction_id),
  -- When the scheduler must next act (a rebill, a trial's end, a retry, the end of a period with
  -- rebills off); NULL once ended. Written with every change, from the status and the times.
  ADD COLUMN due_at timestamptz;
ALTER TABLE subscriptions ALTER COLUMN status DROP DEFAULT;

-- Until now no subscription was ever rebilled: one in a trial is still in it.
UPDATE subscriptions SET status = 'TRIAL' WHERE is_trial;
UPDATE subscriptions SET due_at = next_rebill_at;

-- The amount each rebill charges includes its tax (an ON_TOP tax was added when the subscription
-- started), so the tax inside it is an INCLUDED one: the rebills' transactions say the same.
UPDATE subscriptions SET transaction_tax_type = 'INCLUDED' WHERE transaction_tax_type IS NOT NULL;

-- The scheduler's claim: what is due, soonest first.
DROP INDEX subscriptions_due;
CREATE INDEX subscriptions_due ON subscriptions (due_at) WHERE due_at IS NOT NULL;
-- GET /v1/subscription?transaction_id=: the subscriptions a transaction started.
CREATE INDEX subscriptions_initial_transaction ON subscriptions (initial_transaction_id);
