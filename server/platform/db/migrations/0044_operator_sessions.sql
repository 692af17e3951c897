-- A signed-in operator's session. The cookie holds a random token; only its SHA-256 is kept, so
-- a copy of the database signs nobody in. A session ends at expires_at, or earlier when unused
-- for the idle time (idle_expires_at moves on with each request); signing out deletes the row.
CREATE TABLE IF NOT EXISTS operator_sessions (
  token_hash       text PRIMARY KEY,
  operator_id      text NOT NULL REFERENCES operators (operator_id) ON DELETE CASCADE,
  csrf_token       text NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  idle_expires_at  timestamptz NOT NULL
);

CREATE INDEX IF NOT EXISTS operator_sessions_operator ON operator_sessions (operator_id);
