-- The claims read subscriptions in the order they run (due_at, then subscription_id): an index in
-- that whole order lets a claim stop at its LIMIT instead of sorting every due row of a clock for
-- each batch.
DROP INDEX subscriptions_due;
CREATE INDEX subscriptions_due ON subscriptions (due_at, subscription_id)
  WHERE due_at IS NOT NULL AND clock_id IS NULL;
DROP INDEX subscriptions_clock_due;
CREATE INDEX subscriptions_clock_due ON subscriptions (clock_id, due_at, subscription_id)
  WHERE due_at IS NOT NULL AND clock_id IS NOT NULL;
