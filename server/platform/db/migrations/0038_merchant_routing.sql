-- A merchant's routing document (server/domain/routing/routing-rules.ts): its processors as data
-- and the rules that choose among them, as PUT /sandbox/api/routing stored it. No row: the
-- default document (server/domain/routing/default-routing.ts). `version` counts the writes, so a
-- reader can tell a document it has seen from a newer one.
CREATE TABLE IF NOT EXISTS merchant_routing (
  merchant_id text PRIMARY KEY REFERENCES merchants (merchant_id),
  document jsonb NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A 3-D Secure challenge holds the SALE until the shopper answers; the processor that held its
-- answer, and where routing put it, go with it so the SALE is recorded as that processor's.
ALTER TABLE three_ds_challenges
  ADD COLUMN IF NOT EXISTS processor_id text,
  ADD COLUMN IF NOT EXISTS cascade_attempt integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS routing jsonb;

-- A payment token keeps the processor that issued it: a subscription's rebills on it go back there.
ALTER TABLE payment_tokens ADD COLUMN IF NOT EXISTS processor_id text;
