-- Each transaction keeps the processor that decided it (server/domain/ledger/transaction-store.ts):
-- its key in the merchant's routing configuration and its name, its own response code, which
-- attempt of a cascade decided it, the card's BIN facts as that processor gave them, its fee and
-- the routing decision. Records are read from these, never from whichever processor is live.
ALTER TABLE transactions
  ADD COLUMN IF NOT EXISTS processor_id text,
  ADD COLUMN IF NOT EXISTS processor_name text,
  ADD COLUMN IF NOT EXISTS processor_response_code text,
  ADD COLUMN IF NOT EXISTS cascade_attempt integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS has_been_cascaded boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS card_bin_country_code text,
  ADD COLUMN IF NOT EXISTS card_bin_country_name text,
  ADD COLUMN IF NOT EXISTS card_bin_type text,
  ADD COLUMN IF NOT EXISTS fee_amount text,
  ADD COLUMN IF NOT EXISTS fee_currency_code text,
  ADD COLUMN IF NOT EXISTS routing jsonb;

-- Every transaction recorded before was decided by the one sandbox processor: its name, and its
-- own code for the response code (server/sandbox/processor/processor-codes.ts; a test keeps the two
-- lists in step), or the code of the status group for a code without one of its own.
UPDATE transactions AS t
SET processor_name = 'Kassa Sandbox',
    processor_response_code = COALESCE(
      (SELECT own.code FROM (VALUES
  (1000, '00'),
  (1200, '09'),
  (2001, '01'),
  (2002, '05'),
  (2004, '51'),
  (2005, '57'),
  (2006, '62'),
  (2007, '61'),
  (2008, '61'),
  (2009, '12'),
  (2010, '94'),
  (2101, '82'),
  (2102, '82'),
  (2103, '54'),
  (2120, '13'),
  (2200, '04'),
  (2201, '43'),
  (2202, '54'),
  (2204, '15'),
  (2299, '14'),
  (2300, '59'),
  (2301, '65'),
  (2302, '59'),
  (2900, '96'),
  (2903, '96'),
  (2904, '91'),
  (2914, '91')
) AS own (response_code, code)
       WHERE own.response_code = t.response_code),
      CASE t.status WHEN 'SUCCESS' THEN '00' WHEN 'PENDING' THEN '09' WHEN 'DECLINE' THEN '05' ELSE '96' END
    )
WHERE t.processor_name IS NULL;

-- And the card's BIN facts from the sandbox's BIN table (server/sandbox/processor/bin-table.ts).
UPDATE transactions AS t
SET card_bin_country_code = bins.country_code,
    card_bin_country_name = bins.country_name,
    card_bin_type = bins.bin_type
FROM (VALUES
  ('424242', 'US', 'United States of America', 'CREDIT'),
  ('555555', 'US', 'United States of America', 'CREDIT'),
  ('378282', 'US', 'United States of America', 'CREDIT'),
  ('601111', 'US', 'United States of America', 'CREDIT'),
  ('356600', 'JP', 'Japan', 'CREDIT'),
  ('620000', 'CN', 'China', 'DEBIT'),
  ('675964', 'GB', 'United Kingdom', 'DEBIT'),
  ('362272', 'US', 'United States of America', 'CREDIT'),
  ('652150', 'IN', 'India', 'DEBIT'),
  ('400000', 'DE', 'Germany', 'DEBIT')
) AS bins (bin, country_code, country_name, bin_type)
WHERE t.payment_details ->> 'kind' = 'card'
  AND left(t.payment_details ->> 'bin', 6) = bins.bin
  AND t.card_bin_country_code IS NULL;

ALTER TABLE transactions
  ALTER COLUMN processor_name SET NOT NULL,
  ALTER COLUMN processor_response_code SET NOT NULL;
