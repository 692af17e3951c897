-- The merchant's negative (block) database (spec: Negative database, Negative database entry): each
-- entry blocks one value of one attribute, and a transaction matching any entry is declined with
-- the attribute's code (2309 customer, 2310 card, 2311 IP, 2312 e-mail, 2313 BIN, 2314 country).
CREATE TABLE merchant_negative_entries (
  entry_id           text PRIMARY KEY,
  merchant_id        text NOT NULL REFERENCES merchants (merchant_id),
  entry_type         text NOT NULL,
  -- The blocked value in its one normal form (e-mail lower case, an IP's canonical text, a
  -- country upper case, a card as "token:<id>" or "card:<bin>:<last4>:<mm>/<yyyy>"): the key that
  -- refuses a second entry for the same value, whatever its spelling.
  match_value        text NOT NULL,
  -- A CARD entry: the payment token it was made from (null for one given by its card facts), and
  -- the card facts it blocks (a wallet's token has no BIN and is blocked by its token only).
  payment_token_id   text,
  card_bin           text,
  card_last4         text,
  card_expiry_month  integer,
  card_expiry_year   integer,
  reason             text,
  created_at         timestamptz NOT NULL,
  CONSTRAINT merchant_negative_entries_type
    CHECK (entry_type IN ('CUSTOMER', 'CARD', 'IP', 'EMAIL', 'BIN', 'COUNTRY')),
  CONSTRAINT merchant_negative_entries_once UNIQUE (merchant_id, entry_type, match_value)
);
-- The list, newest first, a page after a cursor.
CREATE INDEX merchant_negative_entries_list
  ON merchant_negative_entries (merchant_id, created_at DESC, entry_id DESC);
-- What a transaction is screened by, each part an index lookup so that a long block list costs
-- a payment no more than a short one: the unique key above for the values kept in match_value
-- (customer, card token, IP, e-mail, country), and this one for a card's BIN, which CARD entries
-- (with their last 4 and expiry) and BIN entries (by the 6 digits a card's BIN has here) keep.
CREATE INDEX merchant_negative_entries_card
  ON merchant_negative_entries (merchant_id, card_bin) WHERE card_bin IS NOT NULL;
