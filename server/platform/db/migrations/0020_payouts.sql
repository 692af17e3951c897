-- Payouts (POST /v1/payout; docs/payouts.md). A payout is a payment of type PAYOUT (the spec's
-- Payout resource shares the payment's id, references and amounts) with one PAYOUT transaction,
-- PENDING when taken and then SUCCESS, DECLINE or ERROR, each change a TRANSACTION postback. This
-- table keeps what only a payout has: where the money goes (payment_details, as the answer shows
-- it: a card by its token and facts, never a number), its description, and when the sandbox
-- processor's final answer is due. The sweep (server/domain/payouts/settle-payouts.ts) claims due
-- rows; decide_at NULL and decided_at NULL is a payout held until the sandbox's tools API decides it.
CREATE TABLE payouts (
  payment_id           text PRIMARY KEY REFERENCES payments (payment_id),
  merchant_id          text NOT NULL REFERENCES merchants (merchant_id),
  -- Unique per merchant (spec: "unique per request (deduplication check)"): the constraint
  -- decides between concurrent requests, not a read first.
  merchant_payment_id  text NOT NULL,
  -- The PAYOUT transaction, written after this row: the row claims merchant_payment_id before the
  -- processor is asked to send anything, so the reference is checked when the transaction commits.
  transaction_id       text NOT NULL UNIQUE
                       REFERENCES transactions (transaction_id) DEFERRABLE INITIALLY DEFERRED,
  payment_method       text NOT NULL,
  payment_details      jsonb NOT NULL,
  description          text,
  -- The processor's final answer and when it is applied; NULL while held or once decided.
  decide_at            timestamptz,
  decide_code          int4,
  decide_text          text,
  decided_at           timestamptz,
  created_at           timestamptz NOT NULL,
  UNIQUE (merchant_id, merchant_payment_id),
  CONSTRAINT payouts_method CHECK (payment_method IN ('CARD', 'CRYPTO', 'SEPA', 'PAXUM', 'BANK_TRANSFER')),
  CONSTRAINT payouts_due CHECK ((decide_at IS NULL) = (decide_code IS NULL) AND (decide_code IS NULL) = (decide_text IS NULL))
);
CREATE INDEX payouts_due ON payouts (decide_at) WHERE decided_at IS NULL AND decide_at IS NOT NULL;

-- The base currency (spec: base_amount, base_currency_code, "amount converted to the merchant
-- base currency"): the merchant's setting, and each payment's amount in it as it was converted
-- when the payment was made (NULL for payments made before, and for a currency without a rate).
ALTER TABLE merchants ADD COLUMN base_currency_code text NOT NULL DEFAULT 'EUR';
ALTER TABLE payments ADD COLUMN base_amount text;
ALTER TABLE payments ADD COLUMN base_currency_code text;

-- The back-office setups payouts need (spec: Payout methods): CRYPTO_WALLET, PAXUM_PROCESSOR,
-- BANK_TRANSFER_PROCESSOR. None unless set; the sandbox merchant gets SANDBOX_PAYOUT_PREREQUISITES.
ALTER TABLE merchants ADD COLUMN payout_prerequisites jsonb NOT NULL DEFAULT '[]'::jsonb;

-- A CARD payout pays to a token obtained with POST /v1/token (spec: Payout methods): the TOKEN
-- payment that saved it keeps its id, and this index finds it.
CREATE INDEX payments_token_sessions ON payments (merchant_id, payment_token_id)
  WHERE payment_type = 'TOKEN';
