import { nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { KeyLifetime } from './api-key.ts';
import { type KeyedMerchant, merchantRecord } from './merchant-store.ts';

// SQL for merchants' API keys (migration 0047) lives here and nowhere else.

export interface ApiKeyRecord extends KeyLifetime {
  keyId: string;
  merchantId: string;
  /** SHA-256 of the key, hex: the key itself is never stored. */
  keyHash: string;
  label: string;
  /** Empty for a key moved from before keys were listed: only its digest was kept. */
  last4: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const apiKeys = defineTable<ApiKeyRecord>('merchant_api_keys', {
  keyId: column('key_id', text),
  merchantId: column('merchant_id', text),
  keyHash: column('key_hash', text),
  label: column('label', text),
  last4: column('last4', text),
  createdAt: column('created_at', timestamptz),
  expiresAt: column('expires_at', nullable(timestamptz)),
  revokedAt: column('revoked_at', nullable(timestamptz)),
  lastUsedAt: column('last_used_at', nullable(timestamptz)),
});

/** A key as the request check reads it, with its merchant. */
export interface KeyHolder extends KeyLifetime {
  keyId: string;
  keyHash: string;
  merchant: KeyedMerchant;
}

const presented = defineRow<Omit<KeyHolder, 'merchant'>>('api key check', {
  keyId: column('key_id', text),
  keyHash: column('key_hash', text),
  expiresAt: column('expires_at', nullable(timestamptz)),
  revokedAt: column('revoked_at', nullable(timestamptz)),
});

// One statement, as the lookup was before keys had times: the key, its merchant, and the key's
// last use written when this minute's is not yet (a key that does not work is not marked used).
// A data-modifying WITH runs whether or not the SELECT reads it; two processes racing in the same
// minute write once, the second finding the first's minute under the row's lock.
const BY_HASH = `
WITH presented AS (
  SELECT key_id, key_hash, merchant_id AS holder, expires_at, revoked_at
  FROM merchant_api_keys WHERE key_hash = $1
), used AS (
  UPDATE merchant_api_keys SET last_used_at = $2
  WHERE key_hash = $1 AND (last_used_at IS NULL OR last_used_at < $2)
    AND (revoked_at IS NULL OR revoked_at > $3) AND (expires_at IS NULL OR expires_at > $3)
)
SELECT presented.key_id, presented.key_hash, presented.expires_at, presented.revoked_at,
  ${merchantRecord.names.map((name) => `merchants.${name}`).join(', ')}, merchants.disabled_at
FROM presented JOIN merchants ON merchants.merchant_id = presented.holder`;

/**
 * The key whose digest is `keyHash`, with its merchant, working or not; marks it used in the
 * minute `now` falls in, when it works.
 */
export async function findKeyHolder(
  db: Queryable,
  keyHash: string,
  now: Date,
): Promise<KeyHolder | undefined> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const rows = await db.query(BY_HASH, [keyHash, minute, now]);
  const row = rows[0];
  return (
    row && {
      ...presented.toRecord(row),
      merchant: { ...merchantRecord.toRecord(row), disabled: row.disabled_at instanceof Date },
    }
  );
}

const ORDER = 'ORDER BY created_at, key_id';
const LIST = `${apiKeys.select} WHERE merchant_id = $1 ${ORDER}`;

/** The merchant's keys, oldest first, revoked and expired ones included. */
export async function listApiKeys(db: Queryable, merchantId: string): Promise<ApiKeyRecord[]> {
  return (await db.query(LIST, [merchantId])).map(apiKeys.toRecord);
}

// Every key of the merchant, locked until the transaction ends: two revocations at once cannot
// each count the other's key as the one left working.
const LOCKED = `${apiKeys.select} WHERE merchant_id = $1 ${ORDER} FOR UPDATE`;

/** The merchant's keys, locked for a change that must see all of them (a revocation). */
export async function lockApiKeys(tx: Queryable, merchantId: string): Promise<ApiKeyRecord[]> {
  return (await tx.query(LOCKED, [merchantId])).map(apiKeys.toRecord);
}

export async function insertApiKey(tx: Queryable, key: ApiKeyRecord): Promise<void> {
  await tx.query(apiKeys.insert, apiKeys.params(key));
}

const REVOKE = `UPDATE merchant_api_keys SET revoked_at = $3
  WHERE merchant_id = $1 AND key_id = $2 RETURNING ${apiKeys.list}`;

/** Sets when the key stops working; answers it as stored, or undefined for another's key. */
export async function setKeyRevokedAt(
  tx: Queryable,
  merchantId: string,
  keyId: string,
  at: Date,
): Promise<ApiKeyRecord | undefined> {
  const rows = await tx.query(REVOKE, [merchantId, keyId, at]);
  return rows[0] && apiKeys.toRecord(rows[0]);
}

// A key already there is left as it is, revoked or not, whoever holds it; a key moved from
// before keys were listed learns its last four characters.
const ADD_IF_MISSING = `
INSERT INTO merchant_api_keys (key_id, merchant_id, key_hash, label, last4, created_at)
VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (key_hash) DO UPDATE SET last4 = EXCLUDED.last4
  WHERE merchant_api_keys.last4 = '' AND merchant_api_keys.merchant_id = EXCLUDED.merchant_id`;

/**
 * Adds a key the merchant was configured with unless it is stored already: the merchant's other
 * keys stay as they are, and a revocation of this one stands.
 */
export async function addApiKeyIfMissing(
  db: Queryable,
  key: Pick<ApiKeyRecord, 'keyId' | 'merchantId' | 'keyHash' | 'label' | 'last4' | 'createdAt'>,
): Promise<void> {
  await db.query(ADD_IF_MISSING, [
    key.keyId,
    key.merchantId,
    key.keyHash,
    key.label,
    key.last4,
    key.createdAt,
  ]);
}
