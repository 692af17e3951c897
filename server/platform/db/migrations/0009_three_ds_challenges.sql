-- A 3-D Secure challenge the shopper must answer on the sandbox ACS page (issue 9). The row holds
-- the SALE the authentication is for, exactly as it will be recorded once the challenge is decided
-- (the same columns as transactions), and the code the processor answers for it, so approval,
-- denial, cancellation and the timeout all finish the attempt from the database alone. Never the
-- card number or security code: only what a transaction keeps (scheme, BIN, last 4, expiry).
CREATE TABLE three_ds_challenges (
  challenge_id        text PRIMARY KEY,
  payment_id          text NOT NULL REFERENCES payments (payment_id),
  merchant_id         text NOT NULL REFERENCES merchants (merchant_id),
  -- OPEN until decided; then APPROVED, DENIED, CANCELLED (by the shopper on the form), FAILED (too
  -- many wrong codes) or TIMED_OUT.
  state               text NOT NULL,
  -- The one-time code the sandbox issuer "sent" to the shopper; shown as a hint on the page.
  one_time_code       text NOT NULL,
  wrong_codes         int4 NOT NULL DEFAULT 0,
  expires_at          timestamptz NOT NULL,
  -- What the processor answers for the SALE once the shopper is authenticated.
  sale_code           int4 NOT NULL,
  sale_response_text  text NOT NULL,
  transaction_type    text NOT NULL,
  amount              text NOT NULL,
  tax_amount          text,
  currency_code       text NOT NULL,
  payment_method      text NOT NULL,
  payment_details     jsonb NOT NULL,
  cof_consent         text NOT NULL,
  payment_context     jsonb NOT NULL,
  products            jsonb NOT NULL,
  created_at          timestamptz NOT NULL,
  decided_at          timestamptz
);
-- At most one open challenge per payment: a second submission cannot open another.
CREATE UNIQUE INDEX three_ds_challenges_open_payment ON three_ds_challenges (payment_id)
  WHERE state = 'OPEN';
CREATE INDEX three_ds_challenges_due ON three_ds_challenges (expires_at) WHERE state = 'OPEN';
