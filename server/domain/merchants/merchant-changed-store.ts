import type { Queryable } from '../../platform/db/database.ts';

// Every process keeps what it read of a merchant for a few seconds (the API key check,
// server/http/auth.ts): a change to a merchant's keys, secrets or settings is announced on this
// channel, in the transaction that makes it, so each process drops what it kept of that merchant
// before its next request. PostgreSQL delivers a notification only when (and if) its transaction
// commits, to every process listening on the database; the embedded engine to this process, the
// only one there is, before the COMMIT returns.

/** The channel the changes are announced on; the payload is the merchant's id. */
export const MERCHANT_CHANGED_CHANNEL = 'kassa_merchant_changed';

const ANNOUNCE = `SELECT pg_notify('${MERCHANT_CHANGED_CHANNEL}', $1)`;

/** Announces, with `tx`'s commit, that the merchant changed. */
export async function announceMerchantChanged(tx: Queryable, merchantId: string): Promise<void> {
  await tx.query(ANNOUNCE, [merchantId]);
}
