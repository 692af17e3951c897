-- Capture, void and expiry of authorizations (issue 11). A successful AUTHORIZE transaction of an
-- AUTHORIZE payment holds its amount until it is closed once: captured (POST /v1/capture), voided
-- (POST /v1/void) or expired (never captured within AUTHORIZATION_HOLD_SECONDS). The closure is
-- one row keyed by the authorization: concurrent captures and voids of one authorization cannot
-- both close it (the primary key decides, not a read first). No row: still authorized.
CREATE TABLE authorization_closures (
  authorization_id        text PRIMARY KEY REFERENCES transactions (transaction_id),
  payment_id              text NOT NULL REFERENCES payments (payment_id),
  merchant_id             text NOT NULL REFERENCES merchants (merchant_id),
  outcome                 text NOT NULL,
  -- The CAPTURE or VOID transaction that closed it (an expiry is recorded as a VOID too).
  closing_transaction_id  text NOT NULL UNIQUE REFERENCES transactions (transaction_id),
  -- What was captured, decimal text in the currency's decimals; null for a void or an expiry.
  captured_amount         text,
  closed_at               timestamptz NOT NULL,
  CONSTRAINT authorization_closures_outcome CHECK (outcome IN ('CAPTURED', 'VOIDED', 'EXPIRED')),
  CONSTRAINT authorization_closures_amount CHECK ((outcome = 'CAPTURED') = (captured_amount IS NOT NULL))
);
-- The expiry sweep: successful authorizations by when they succeeded.
CREATE INDEX transactions_open_authorizations ON transactions (updated_at)
  WHERE transaction_type = 'AUTHORIZE' AND status = 'SUCCESS';

-- POST /v1/token (issue 11) is behind a merchant setting (spec: "The setting enabling this
-- endpoint must be enabled in the back office"); the sandbox merchant has it on.
ALTER TABLE merchants ADD COLUMN tokens_enabled boolean NOT NULL DEFAULT false;
