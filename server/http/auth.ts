import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { hashApiKey, keyWorksAt, sameHash } from '../domain/merchants/api-key.ts';
import { findKeyHolder, type KeyHolder } from '../domain/merchants/api-key-store.ts';
import { MERCHANT_CHANGED_CHANNEL } from '../domain/merchants/merchant-changed-store.ts';
import type { Merchant } from '../domain/merchants/merchant-store.ts';
import type { Database } from '../platform/db/database.ts';
import type { AuthThrottle } from './auth-throttle.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by apiKeyAuth on /v1 routes only; read it through merchantOf. */
    merchant: Merchant | null;
  }
}

/** Every request starts without a merchant; apiKeyAuth sets one under /v1. */
export function decorateMerchant(app: FastifyInstance): void {
  app.decorateRequest('merchant', null);
}

/** The merchant apiKeyAuth found for this request; a route outside /v1 asking for one is a bug. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant)
    throw new Error('no merchant on this request: the route is not under apiKeyAuth');
  return request.merchant;
}

// Looking a key up costs a query; a short cache keeps the hot path (POST /v1/checkout) off the
// database. What it keeps is exact, not merely recent:
// - a key's expiry and a revocation announced ahead are kept with it and compared with the clock
//   at every request, so the key stops at its time to the millisecond;
// - a change to a merchant (a key created or revoked, a secret rotated, a setting) is announced on
//   MERCHANT_CHANGED_CHANNEL as it commits (domain/merchants/merchant-changed-store.ts), and every
//   process drops what it kept of that merchant when it hears it: on the embedded engine before
//   the change's COMMIT returns, on PostgreSQL as the notification arrives (milliseconds), and in
//   the process that made the change at once (forgetMerchant).
// An entry lives at most CACHE_MS all the same, and never into the next minute: a process that is
// not listening (its connection to PostgreSQL dropped) honours a change within CACHE_MS, and each
// key's first request of a minute reads it again, which marks it used in that minute
// (last_used_at, written at most once a minute per key, by the lookup itself).
const CACHE_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface KeyCache {
  entries: Map<string, { holder: KeyHolder; until: number }>;
  /** Counts what was dropped: a lookup that began before a drop does not keep what it read. */
  drops: number;
}

/** The caches of this process: one per app (tests build several on one database). */
const caches = new Set<KeyCache>();

function drop(cache: KeyCache, merchantId: string | undefined): void {
  cache.drops += 1;
  if (merchantId === undefined) {
    cache.entries.clear();
    return;
  }
  for (const [hash, kept] of cache.entries) {
    if (kept.holder.merchant.merchantId === merchantId) cache.entries.delete(hash);
  }
}

/**
 * Drops what this process keeps of the merchant's keys, at once: for the process that changed
 * the merchant, which on PostgreSQL hears its own notification only a moment after the commit.
 */
export function forgetMerchant(merchantId: string): void {
  for (const cache of caches) drop(cache, merchantId);
}

export type ApiKeyAuth = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Why a stored key does not work at `now`, as the 401 says it. */
function stopReason(holder: KeyHolder, now: Date): string {
  const revoked = holder.revokedAt !== null && holder.revokedAt.getTime() <= now.getTime();
  return revoked ? 'X-Api-Key has been revoked' : 'X-Api-Key has expired';
}

/**
 * The `X-Api-Key` check for every /v1 route (spec: Authentication) and the sandbox's tools API.
 * An address that sent too many wrong keys is answered 429 before its key is looked at
 * (server/http/auth-throttle.ts); one hook serves every scope, so they share that count. A
 * revoked or expired key counts as a wrong one. Listens for merchant changes until `app` closes.
 */
export function apiKeyAuth(
  app: FastifyInstance,
  db: Database,
  throttle: AuthThrottle,
  now: () => Date,
): ApiKeyAuth {
  const cache: KeyCache = { entries: new Map(), drops: 0 };
  caches.add(cache);
  // Changes made while the process was not listening were not heard: once it listens again it
  // forgets everything. Before it first listens, what it keeps lives CACHE_MS, as then.
  let deaf = false;
  const listener = db.listen(MERCHANT_CHANGED_CHANNEL, {
    notified: (merchantId) => drop(cache, merchantId),
    listening: () => {
      if (deaf) drop(cache, undefined);
      deaf = false;
    },
    lost: () => {
      deaf = true;
    },
  });
  app.addHook('onClose', async () => {
    caches.delete(cache);
    await listener.close();
  });

  const refuse = async (request: FastifyRequest, message: string): Promise<never> => {
    await throttle.failed(request.ip);
    throw new ApiError(401, 'INVALID_REQUEST', message);
  };

  return async (request, reply) => {
    const wait = throttle.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `too many wrong API keys from this address; retry in ${wait} seconds`,
      );
    }
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw new ApiError(401, 'INVALID_REQUEST', 'X-Api-Key header is required');
    }
    const hash = hashApiKey(key);
    const time = now();
    const at = time.getTime();
    const kept = cache.entries.get(hash);
    let holder = kept && kept.until > at ? kept.holder : undefined;
    if (!holder) {
      const drops = cache.drops;
      holder = await findKeyHolder(db, hash, time);
      cache.entries.delete(hash);
      if (holder && keyWorksAt(holder, time) && cache.drops === drops) {
        if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
        const nextMinute = (Math.floor(at / 60_000) + 1) * 60_000;
        cache.entries.set(hash, { holder, until: Math.min(at + CACHE_MS, nextMinute) });
      }
    }
    // The lookup is by digest; the final comparison is in constant time all the same.
    if (!holder || !sameHash(holder.keyHash, hash)) {
      return refuse(request, 'X-Api-Key is not valid');
    }
    if (!keyWorksAt(holder, time)) return refuse(request, stopReason(holder, time));
    request.merchant = holder.merchant;
  };
}
