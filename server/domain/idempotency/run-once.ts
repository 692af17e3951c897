import { ApiError } from '../../contract/api-error.ts';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency-header.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { claimKey, type FirstUse } from './key-store.ts';

// One helper for every endpoint that creates a payment (POST /v1/checkout now; /sale, /authorize,
// /recurring, /payout, /mit-sale and /cit-sale with issue 11): the key and what the request
// creates are written in one transaction, so concurrent requests with one key create exactly one
// payment and every other gets the 409 below. A database constraint decides, not a read first.

/** How long a key is remembered per merchant (issue 11: 24 hours). */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The endpoints that take X-Idempotency-Key, as recorded with each key. */
export const IDEMPOTENT_ENDPOINTS = [
  'checkout',
  'sale',
  'authorize',
  'recurring',
  'payout',
  'mit-sale',
  'cit-sale',
] as const;

export type IdempotentEndpoint = (typeof IDEMPOTENT_ENDPOINTS)[number];

export interface KeyedRequest {
  merchantId: string;
  /** From idempotencyKeyOf(request); null when the request carried no key. */
  key: string | null;
  endpoint: IdempotentEndpoint;
  /** The id of the payment `create` writes: the key records it. */
  paymentId: string;
  /** The request's clock reading (deps.now()), the same the payment is created with. */
  now: Date;
}

/** The 409 of a repeat: names the header, the first use and the payment it created. */
export function repeatedKeyError(key: string, firstUse: FirstUse | undefined): ApiError {
  const first = firstUse
    ? ` at ${firstUse.createdAt.toISOString()} for payment ${firstUse.paymentId}`
    : ' within the last 24 hours';
  return new ApiError(
    409,
    'INVALID_REQUEST',
    `${IDEMPOTENCY_HEADER} ${JSON.stringify(key)} was already used${first}; send a new key for a new request`,
  );
}

/**
 * Runs `create` (which writes `request.paymentId` through the Queryable it is given) once per
 * merchant and key. Without a key it runs `create` on the database directly: no transaction, no
 * extra round trip. With a key it claims the key and runs `create` in one transaction; a key the
 * merchant used in the last 24 hours throws the 409 of `repeatedKeyError` and creates nothing.
 * `create` writes everything (the payment, its transactions, its postbacks) through the Queryable
 * it is given and opens no transaction of its own: with a key it already runs in one.
 */
export async function runOncePerKey<T>(
  db: Database,
  request: KeyedRequest,
  create: (q: Queryable) => Promise<T>,
): Promise<T> {
  const { key } = request;
  if (key === null) return create(db);
  return db.transaction(async (tx) => {
    const claim = await claimKey(
      tx,
      {
        merchantId: request.merchantId,
        key,
        endpoint: request.endpoint,
        paymentId: request.paymentId,
        createdAt: request.now,
      },
      new Date(request.now.getTime() - KEY_RETENTION_MS),
    );
    if (!claim.claimed) throw repeatedKeyError(key, claim.firstUse);
    return create(tx);
  });
}
