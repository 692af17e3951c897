-- EMAIL entries are compared without the +tag of the local part ("eve+shop2@example.com" is
-- "eve@example.com", server/domain/negative-entries/entry-values.ts), and transactions are
-- screened in that form: an entry kept with its tag would match nothing any more. Each is
-- rewritten to its mailbox. When the mailbox has an entry already, or several tagged entries name
-- one mailbox, the oldest keeps the mailbox (the unique key allows one) and the others are left
-- as they were: the mailbox's entry blocks every address they named.
WITH tagged AS (
  SELECT entry_id, merchant_id, stripped,
    row_number() OVER (PARTITION BY merchant_id, stripped ORDER BY created_at, entry_id) AS nth
  FROM (
    SELECT entry_id, merchant_id, created_at,
      split_part(split_part(match_value, '@', 1), '+', 1) || '@' || split_part(match_value, '@', 2)
        AS stripped
    FROM merchant_negative_entries
    WHERE entry_type = 'EMAIL' AND strpos(split_part(match_value, '@', 1), '+') > 1
  ) AS candidates
)
UPDATE merchant_negative_entries AS entry
SET match_value = tagged.stripped
FROM tagged
WHERE entry.entry_id = tagged.entry_id AND tagged.nth = 1
  AND NOT EXISTS (
    SELECT 1 FROM merchant_negative_entries AS mailbox
    WHERE mailbox.merchant_id = tagged.merchant_id AND mailbox.entry_type = 'EMAIL'
      AND mailbox.match_value = tagged.stripped
  );
