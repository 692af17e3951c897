-- A CRYPTO payout named in its asset (USDT, up to 18 decimals for ETH) was recorded with a PAYOUT
-- transaction in that asset; the interface gives a transaction amount at most two decimals, in an
-- ISO 4217 currency, and payouts are now recorded so (server/domain/payouts/crypto-payout.ts).
-- Each such transaction is rewritten in its payout's base amount: the payout's amount in the
-- merchant's base currency, converted when the payout was made and kept since.
UPDATE transactions AS t
SET amount = p.base_amount,
    currency_code = p.base_currency_code,
    base_amount = p.base_amount,
    base_currency_code = p.base_currency_code
FROM payments AS p
WHERE t.payment_id = p.payment_id
  AND t.transaction_type = 'PAYOUT'
  AND p.payment_method = 'CRYPTO'
  AND p.currency_code IN ('USDT', 'USDC', 'BTC', 'ETH', 'LTC', 'TRX')
  AND t.currency_code = p.currency_code
  AND p.base_amount IS NOT NULL
  AND p.base_currency_code IS NOT NULL;

-- A CRYPTO payout's destination says which asset it sends and how much of it, as new payouts'
-- do: for one made before, the asset it was named in and its amount.
UPDATE payouts AS o
SET payment_details = o.payment_details
  || jsonb_build_object('crypto_currency_code', p.currency_code, 'crypto_amount', p.amount)
FROM payments AS p
WHERE o.payment_id = p.payment_id
  AND o.payment_method = 'CRYPTO'
  AND o.payment_details -> 'crypto_currency_code' IS NULL;

-- A BANK_TRANSFER's destination carries the account and the bank code under the live service's
-- reference's names too (account_number, routing_number), as new payouts' do.
UPDATE payouts
SET payment_details = payment_details
  || jsonb_build_object('account_number', payment_details -> 'bank_account_number')
  || CASE WHEN payment_details -> 'bank_code' IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('routing_number', payment_details -> 'bank_code') END
WHERE payment_method = 'BANK_TRANSFER'
  AND payment_details -> 'account_number' IS NULL;
