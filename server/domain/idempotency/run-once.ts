import { ApiError } from '../../contract/api-error.ts';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency-header.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { claimKey, type FirstUse } from './key-store.ts';

// One wrapper for every endpoint that takes X-Idempotency-Key (POST /v1/checkout, /sale,
// /authorize, /recurring, /mit-sale, /cit-sale, /refund): the key and what the request creates
// are written in one transaction, so concurrent requests with one key create exactly one payment
// and every other gets the 409 below. A database constraint decides, not a read first.

/** How long a key is remembered per merchant: 24 hours. */
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
  'refund',
] as const;

export type IdempotentEndpoint = (typeof IDEMPOTENT_ENDPOINTS)[number];

export interface KeyedRequest {
  merchantId: string;
  /** The X-Idempotency-Key sent; null when the request carried none. */
  key: string | null;
  /** The endpoint the key is recorded under; null for one that takes no key (its key is ignored). */
  endpoint: IdempotentEndpoint | null;
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
 * Claims the request's key inside the transaction `tx` the request's writes run in (nothing to do
 * without a key); a key the merchant used in the last 24 hours throws the 409 of
 * `repeatedKeyError`, and the transaction's rollback then takes back whatever it wrote. For a
 * request that must lock and check rows before it knows the payment its key names (a refund).
 */
export async function claimOnce(tx: Queryable, request: KeyedRequest): Promise<void> {
  const { key, endpoint } = request;
  if (key === null || endpoint === null) return;
  const claim = await claimKey(
    tx,
    {
      merchantId: request.merchantId,
      key,
      endpoint,
      paymentId: request.paymentId,
      createdAt: request.now,
    },
    new Date(request.now.getTime() - KEY_RETENTION_MS),
  );
  if (!claim.claimed) throw repeatedKeyError(key, claim.firstUse);
}

/**
 * Runs `create` (which writes `request.paymentId` through the Queryable it is given) once per
 * merchant and key: the key is claimed and `create` runs in one transaction. Without a key,
 * `create` runs in a transaction only when `options.transaction` asks for one (writes that must
 * land together); else on the database directly, with no extra round trip. `create` writes
 * everything (the payment, its transactions, its postbacks) through the Queryable it is given and
 * opens no transaction of its own.
 */
export async function runOncePerKey<T>(
  db: Database,
  request: KeyedRequest,
  create: (q: Queryable) => Promise<T>,
  options: { transaction?: boolean } = {},
): Promise<T> {
  const keyed = request.key !== null && request.endpoint !== null;
  if (!keyed && !options.transaction) return create(db);
  return db.transaction(async (tx) => {
    await claimOnce(tx, request);
    return create(tx);
  });
}
