-- One row per postback delivery attempt (issue 16, item 10): the sandbox's delivery log, read by
-- GET /sandbox/api/postbacks, `npm run postbacks` and the /sandbox/postbacks page. Written in the
-- same transaction that records the attempt's outcome on the outbox row
-- (server/postbacks/outbox-store.ts). Never the request payload: the merchant's answer is kept as
-- an excerpt of at most 200 characters with control characters stripped.
CREATE TABLE postback_attempts (
  attempt_id        int8 GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id          text NOT NULL REFERENCES postback_outbox (event_id),
  attempted_at      timestamptz NOT NULL,
  -- The merchant's HTTP status; NULL when no answer came (timeout, network error, no URL).
  http_status       int4,
  duration_ms       int4 NOT NULL,
  -- delivered | failed
  outcome           text NOT NULL,
  -- The failure as the worker describes it ("HTTP 500", "timeout after 10000 ms"); NULL when delivered.
  error             text,
  response_excerpt  text NOT NULL DEFAULT ''
);
CREATE INDEX postback_attempts_event ON postback_attempts (event_id, attempted_at);
