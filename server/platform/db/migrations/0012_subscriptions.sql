-- Subscriptions (issue 10): one row per SUBSCRIPTION product a shopper paid for in a successful
-- RECURRING checkout, written in the same transaction as that outcome. The row is what the rebill
-- scheduler and the subscription endpoints (the next issue) work from: the terms it rebills on,
-- what each rebill charges (amount, fee and tax, decimal text like every amount), when the next
-- rebill is due and the state of its retries. Money is decimal text in the currency's decimals.
CREATE TABLE subscriptions (
  subscription_id                   text PRIMARY KEY,
  merchant_id                       text NOT NULL REFERENCES merchants (merchant_id),
  -- The checkout that started it and its successful first transaction (a SALE, or the zero
  -- AUTHORIZE that verified the card when every subscription starts in a trial).
  payment_id                        text NOT NULL REFERENCES payments (payment_id),
  initial_transaction_id            text NOT NULL REFERENCES transactions (transaction_id),
  merchant_customer_id              text NOT NULL,
  -- The card a rebill charges; null when the first payment left no token.
  payment_token_id                  text,
  product_id                        text NOT NULL,
  merchant_product_id               text,
  product_name                      text NOT NULL,
  product_description               text NOT NULL,
  is_rebill_enabled                 boolean NOT NULL,
  charge_interval                   text NOT NULL,
  charge_interval_value             int4 NOT NULL CHECK (charge_interval_value >= 1),
  is_trial                          boolean NOT NULL,
  trial_interval                    text,
  trial_interval_value              int4 CHECK (trial_interval_value >= 1),
  -- What each rebill charges, tax included, and the fee and tax inside it.
  rebill_transaction_amount         text NOT NULL,
  rebill_transaction_currency_code  text NOT NULL,
  transaction_fee_amount            text NOT NULL,
  transaction_fee_currency_code     text NOT NULL,
  transaction_tax_amount            text,
  transaction_tax_currency_code     text,
  transaction_tax_type              text,
  transaction_tax_label             text,
  transaction_tax_percentage        text,
  transaction_tax_exempt_amount     text,
  next_rebill_at                    timestamptz NOT NULL,
  -- A failed rebill's next try, and how many tries the current rebill has had.
  retry_at                          timestamptz,
  retry_count                       int4 NOT NULL DEFAULT 0 CHECK (retry_count >= 0),
  -- 1 when created, one more each time it changes (merchants order and dedupe postbacks by it).
  version                           int4 NOT NULL CHECK (version >= 1),
  created_at                        timestamptz NOT NULL,
  updated_at                        timestamptz NOT NULL,
  CHECK (is_trial = (trial_interval IS NOT NULL)),
  CHECK ((trial_interval IS NULL) = (trial_interval_value IS NULL)),
  CHECK (
    (transaction_tax_amount IS NULL) = (transaction_tax_type IS NULL) AND
    (transaction_tax_amount IS NULL) = (transaction_tax_percentage IS NULL) AND
    (transaction_tax_amount IS NULL) = (transaction_tax_currency_code IS NULL)
  ),
  -- A payment starts at most one subscription per product: applying the same successful outcome
  -- again (a redelivered settlement, a retried worker) cannot start a second one.
  UNIQUE (payment_id, product_id)
);
-- The rebill scheduler's claim: enabled subscriptions by when their next rebill is due.
CREATE INDEX subscriptions_due ON subscriptions (next_rebill_at) WHERE is_rebill_enabled;
-- A merchant's subscriptions to one of its products.
CREATE INDEX subscriptions_merchant_product ON subscriptions (merchant_id, merchant_product_id);
