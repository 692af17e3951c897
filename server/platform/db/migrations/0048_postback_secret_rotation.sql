-- Rotating the postback secret without a gap (docs/key-rotation.md): until
-- previous_postback_secret_retires_at, postbacks are signed with the previous secret as well.
-- Columns on the merchant rather than a table of secrets: there are never more than two that
-- sign, the delivery claim reads them in the join it already makes, and no history of secrets is
-- kept (a retired one signs nothing; the next rotation overwrites it).
ALTER TABLE merchants
  ADD COLUMN IF NOT EXISTS previous_postback_secret text,
  ADD COLUMN IF NOT EXISTS previous_postback_secret_retires_at timestamptz,
  -- The SHA-256 of the POSTBACK_SECRET (or generated secret) the sandbox merchant was last started
  -- with: a start with the same one leaves a secret rotated since in place, a new one replaces it.
  ADD COLUMN IF NOT EXISTS environment_postback_secret_sha256 text;
