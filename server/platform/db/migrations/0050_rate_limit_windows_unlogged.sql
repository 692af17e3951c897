-- The rate limits' counters need no crash safety: a window lost in a crash only lets its clients
-- start counting afresh, as they would a minute later. Unlogged, a count is an update of a row
-- with no write-ahead log to flush before its commit, and the requests of one API key, which all
-- count in one row and wait for each other's commits, wait for less. PostgreSQL empties an
-- unlogged table after a crash (not after a clean stop); the counters in it are gone from then on.
-- The table is made anew, not altered (ALTER TABLE … SET UNLOGGED rewrites it under a lock that
-- running processes' counts would queue behind, and not every PostgreSQL-compatible engine has
-- it); the counts in it are a minute's at most.
DROP TABLE IF EXISTS rate_limit_windows;
CREATE UNLOGGED TABLE rate_limit_windows (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_ends_at ON rate_limit_windows (ends_at);
