-- The back office's operators (server/domain/operators/): an ADMIN sees every merchant, a
-- MERCHANT user its own. The password is kept as a scrypt hash with its salt and cost parameters
-- beside it, so the parameters can be raised later without losing the passwords hashed before.
CREATE TABLE IF NOT EXISTS operators (
  operator_id          text PRIMARY KEY,
  login                text NOT NULL UNIQUE,
  role                 text NOT NULL CHECK (role IN ('ADMIN', 'MERCHANT')),
  merchant_id          text REFERENCES merchants (merchant_id) ON DELETE CASCADE,
  password_hash        text NOT NULL,
  password_salt        text NOT NULL,
  -- The scrypt parameters the hash was made with: {"n":…,"r":…,"p":…,"keylen":…}.
  password_params      jsonb NOT NULL,
  created_at           timestamptz NOT NULL,
  password_changed_at  timestamptz NOT NULL,
  CHECK ((role = 'ADMIN') = (merchant_id IS NULL))
);
