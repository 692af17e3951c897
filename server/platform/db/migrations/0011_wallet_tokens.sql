-- Apple Pay and Google Pay (issue 9) leave a payment token like a card does, but a wallet's device
-- card has no BIN the merchant may see (and no cardholder name): the token keeps scheme, last 4
-- and expiry, and no BIN.
ALTER TABLE payment_tokens ALTER COLUMN card_bin DROP NOT NULL;
