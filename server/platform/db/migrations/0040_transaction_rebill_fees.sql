-- What each rebill of a transaction's SUBSCRIPTION products will be charged by the processor that
-- decided it (rebill_transaction_fee_amount and _currency_code of the record's products): a JSON
-- object from product_id to { "amount", "currency_code" }, written with the transaction's outcome
-- as its fee is. NULL for a transaction without SUBSCRIPTION products, and for one recorded before:
-- its records say zero, as they did.
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS rebill_fees jsonb;
