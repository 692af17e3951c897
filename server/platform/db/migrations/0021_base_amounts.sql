-- Base amounts on transactions (spec: base_amount, base_currency_code; postback field
-- processor_response_base_amount): each transaction's amount converted to its payment's base
-- currency when the transaction was recorded, at the processor's rates. NULL for transactions
-- recorded before, and for a payment without a base amount (a currency without a rate).
ALTER TABLE transactions ADD COLUMN base_amount text;
ALTER TABLE transactions ADD COLUMN base_currency_code text;
