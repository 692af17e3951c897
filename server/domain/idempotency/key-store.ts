import { text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';

// SQL for idempotency keys lives here and nowhere else, built from the one column table below
// (migration 0007_idempotency_keys.sql).

export interface KeyUse {
  merchantId: string;
  key: string;
  /** The endpoint that used the key: `checkout`, later `sale`, `authorize`, …. */
  endpoint: string;
  /** What the request created; the error of a repeat names it so the merchant can look it up. */
  paymentId: string;
  createdAt: Date;
}

const keys = defineTable<KeyUse>('idempotency_keys', {
  merchantId: column('merchant_id', text),
  key: column('idempotency_key', text),
  endpoint: column('endpoint', text),
  paymentId: column('payment_id', text),
  createdAt: column('created_at', timestamptz),
});

const FIRST_USE = keys.pick(['endpoint', 'paymentId', 'createdAt']);

// The primary key (merchant_id, idempotency_key) decides a race: a second INSERT of the same key
// waits for the first one's transaction and then conflicts. A row used before the cutoff ($6) is
// taken over (the key is reusable after its retention); a newer one is left alone and nothing is
// returned. PostgreSQL re-checks the WHERE on the row as the winner committed it, so two requests
// reusing one expired key still get exactly one row back.
const CLAIM = `${keys.insert}
  ON CONFLICT (merchant_id, idempotency_key) DO UPDATE SET ${keys.names
    .filter((name) => name !== 'merchant_id' && name !== 'idempotency_key')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ')}
  WHERE idempotency_keys.created_at <= $${keys.names.length + 1}
  RETURNING merchant_id`;

const BY_KEY = `SELECT ${FIRST_USE.list} FROM idempotency_keys WHERE merchant_id = $1 AND idempotency_key = $2`;

/** What a repeat is told about the first use of its key. */
export type FirstUse = Pick<KeyUse, 'endpoint' | 'paymentId' | 'createdAt'>;

export type Claim = { claimed: true } | { claimed: false; firstUse: FirstUse | undefined };

/**
 * Records `use` unless the merchant used the same key after `reusableBefore`. Run it in the
 * transaction that creates `use.paymentId`: the key is held until that transaction ends, and is
 * free again if it rolls back.
 */
export async function claimKey(tx: Queryable, use: KeyUse, reusableBefore: Date): Promise<Claim> {
  const claimed = await tx.query(CLAIM, [...keys.params(use), reusableBefore]);
  if (claimed.length > 0) return { claimed: true };
  // A new statement sees the row of the transaction that won (READ COMMITTED). It is undefined
  // only if the row was purged in between, which needs the clocks of two servers to disagree.
  const rows = await tx.query(BY_KEY, [use.merchantId, use.key]);
  return { claimed: false, firstUse: rows[0] && FIRST_USE.toRecord(rows[0]) };
}

/** At most this many rows go in one DELETE, so a purge never holds many locks at once. */
const PURGE_BATCH = 1000;

// The outer created_at test is re-checked on a row that a concurrent claim just took over, so a
// key reused a moment ago is never deleted.
const PURGE = `DELETE FROM idempotency_keys
  WHERE created_at <= $1 AND (merchant_id, idempotency_key) IN (
    SELECT merchant_id, idempotency_key FROM idempotency_keys WHERE created_at <= $1 LIMIT ${PURGE_BATCH}
  )
  RETURNING merchant_id`;

/**
 * Deletes every key used at or before `usedBefore`, in batches, a turn of the event loop between
 * two; answers how many it deleted.
 */
export async function purgeKeys(db: Queryable, usedBefore: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await db.query(PURGE, [usedBefore])).length;
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
    await yieldToEventLoop();
  }
}
