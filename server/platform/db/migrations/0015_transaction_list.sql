-- GET /v1/transaction (issue 11): a merchant's transactions, newest first, paged by keyset on
-- (created_at, transaction_id) — the page after `prev_id` is the rows strictly before that
-- transaction in this order. One index answers it: the merchant's rows in exactly that order, so a
-- page reads `limit + 1` index entries wherever it starts, at 1,000 rows or 1,000,000, and rows
-- written meanwhile (newer, so earlier in the order) never shift a later page. The creation time
-- filters (created_from, created_to) are a range on the same index; the other filters are checked
-- on the rows the walk meets (payment_id and merchant_payment_id have their own indexes:
-- transactions_payment, payments_merchant_reference).
--
-- On a large PostgreSQL table, create it beforehand with CREATE INDEX CONCURRENTLY under the same
-- name (this file then finds it there): migrations run in one transaction, where a plain CREATE
-- INDEX holds off writes to transactions until it is built.
CREATE INDEX IF NOT EXISTS transactions_merchant_created
  ON transactions (merchant_id, created_at DESC, transaction_id DESC);
