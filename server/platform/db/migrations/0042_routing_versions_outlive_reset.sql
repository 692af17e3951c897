-- Going back to the default routing document keeps the merchant's row, its document NULL, and
-- moves its version on: were the row deleted, the next document stored would be version 1 again,
-- and an If-Match a client kept from before (1, or 3) could match a document it never read.
-- NULL document: the default applies (server/domain/routing/default-routing.ts), at that version.
ALTER TABLE merchant_routing ALTER COLUMN document DROP NOT NULL;
