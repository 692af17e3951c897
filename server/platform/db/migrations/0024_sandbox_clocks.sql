-- Sandbox clocks: a time of the merchant's own that moves only when told to, so months of a
-- subscription's life (rebills, retries, trial ends, ends of periods) run in seconds. A
-- subscription on a clock lives on the clock's time; every other object on the server's.
CREATE TABLE sandbox_clocks (
  clock_id         text PRIMARY KEY,
  merchant_id      text NOT NULL REFERENCES merchants (merchant_id),
  name             text,
  -- "Now" on this clock: where the last advance left it.
  clock_time       timestamptz NOT NULL,
  -- An advance under way since this time on the server's clock (one at a time per clock; a lease
  -- that runs out if the server running it died); NULL otherwise.
  advancing_since  timestamptz,
  created_at       timestamptz NOT NULL
);

-- A customer attached to a clock: its subscriptions, those it has and those it starts later, live
-- on the clock. A customer is on one clock at most.
CREATE TABLE sandbox_clock_customers (
  merchant_id           text NOT NULL REFERENCES merchants (merchant_id),
  merchant_customer_id  text NOT NULL,
  clock_id              text NOT NULL REFERENCES sandbox_clocks (clock_id),
  attached_at           timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, merchant_customer_id)
);

ALTER TABLE subscriptions ADD COLUMN clock_id text REFERENCES sandbox_clocks (clock_id);

-- The scheduler claims what is due on the server's time; an advance, what is due on its clock.
DROP INDEX subscriptions_due;
CREATE INDEX subscriptions_due ON subscriptions (due_at)
  WHERE due_at IS NOT NULL AND clock_id IS NULL;
CREATE INDEX subscriptions_clock_due ON subscriptions (clock_id, due_at)
  WHERE due_at IS NOT NULL AND clock_id IS NOT NULL;
