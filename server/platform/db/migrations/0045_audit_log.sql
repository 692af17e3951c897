-- Who changed what, written in the change's own database transaction: the back office's changes
-- and the sandbox APIs' (routing, block list, clocks). Secrets are never written: a changed
-- secret's entry says "changed". merchant_id is kept without a reference so an entry outlives
-- nothing it describes and a merchant's removal (tests empty the table) keeps the history apart.
CREATE TABLE IF NOT EXISTS audit_log (
  audit_id     text PRIMARY KEY,
  -- The order entries were written in, for entries of one instant (a request's several changes).
  seq          bigint GENERATED ALWAYS AS IDENTITY,
  merchant_id  text,
  at           timestamptz NOT NULL,
  actor_kind   text NOT NULL CHECK (actor_kind IN ('OPERATOR', 'API_KEY', 'SYSTEM')),
  actor_name   text NOT NULL,
  actor_id     text,
  action       text NOT NULL,
  target       text,
  changes      jsonb NOT NULL
);

-- Newest first, for every merchant and for one; seq orders the entries of one instant.
CREATE INDEX IF NOT EXISTS audit_log_newest ON audit_log (at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS audit_log_merchant_newest ON audit_log (merchant_id, at DESC, seq DESC);
