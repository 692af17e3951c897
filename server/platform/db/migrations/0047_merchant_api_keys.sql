-- A merchant's API keys, several at once, so a key can be replaced without a moment in which the
-- integration has none (docs/key-rotation.md). Only the key's SHA-256 is stored, as before, and
-- its last four characters to tell keys apart in the back office. A key works while it is neither
-- revoked nor expired at the time of the request: `revoked_at` may lie in the future (a
-- revocation announced ahead), as `expires_at` may. `last_used_at` is kept to the minute.
CREATE TABLE IF NOT EXISTS merchant_api_keys (
  key_id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (merchant_id),
  key_hash text NOT NULL UNIQUE,
  label text NOT NULL,
  -- Empty for a key moved here from merchants.api_key_hash: only its digest was ever stored.
  last4 text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX IF NOT EXISTS merchant_api_keys_merchant ON merchant_api_keys (merchant_id, created_at);

-- Each merchant's one key becomes its first key; the sandbox merchant's is the environment's.
INSERT INTO merchant_api_keys (key_id, merchant_id, key_hash, label, last4, created_at)
  SELECT 'key_' || replace(gen_random_uuid()::text, '-', ''), merchant_id, api_key_hash,
    CASE WHEN is_sandbox THEN 'environment' ELSE 'first key' END, '', created_at
  FROM merchants
ON CONFLICT (key_hash) DO NOTHING;

-- One place says which keys work: a column beside the table would be a second, out of date.
ALTER TABLE merchants DROP COLUMN IF EXISTS api_key_hash;
