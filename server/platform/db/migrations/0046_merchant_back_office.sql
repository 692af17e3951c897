-- A disabled merchant's keys are refused and its checkout pages take no payment.
ALTER TABLE merchants ADD COLUMN IF NOT EXISTS disabled_at timestamptz;

-- Each merchant's rebill retry schedule: seconds from a declined rebill to each retry, each from
-- the one before (server/platform/rebill-retry-schedule.ts). Until the back office sets one, the
-- eight-days preset, as SUBSCRIPTION_RETRY_SCHEDULE's default.
ALTER TABLE merchants
  ADD COLUMN IF NOT EXISTS rebill_retry_seconds jsonb NOT NULL DEFAULT '[691200, 691200, 691200]'::jsonb;

-- When the environment last seeded the merchant's settings (server/sandbox/sandbox-merchant.ts):
-- null until a start has, so the start after this migration seeds the row that earlier releases
-- brought up to date at every start, and later starts keep what the back office stored.
ALTER TABLE merchants ADD COLUMN IF NOT EXISTS settings_seeded_at timestamptz;
