-- The rate limits' and the wrong-key throttle's counters on PostgreSQL, shared by every process
-- of the service (server/http/rate-limit-store.ts): one row per limiter and client (a route and an
-- address, a scope and an API key's hash, an address's wrong keys), counting the requests of the
-- window that ends at ends_at. A window that has ended is started afresh by the next request that
-- counts in it; rows nobody counts in any more are deleted by the store now and then.
CREATE TABLE IF NOT EXISTS rate_limit_windows (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  ends_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_windows_ends_at ON rate_limit_windows (ends_at);
