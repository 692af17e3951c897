import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { hashApiKey, sameHash } from '../domain/merchants/api-key.ts';
import type { Merchant } from '../domain/merchants/merchant-store.ts';
import { findMerchantByKeyHash } from '../domain/merchants/merchant-store.ts';
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
// database. Entries expire quickly so a rotated key stops working within seconds. The cache is
// each process's own on purpose: with several processes (docs/deploy.md) a key changed in the
// database is honoured by every process within the same few seconds, and sharing the cache would
// cost the query it saves.
const CACHE_MS = 5_000;

export type ApiKeyAuth = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The `X-Api-Key` check for every /v1 route (spec: Authentication) and the sandbox's tools API.
 * An address that sent too many wrong keys is answered 429 before its key is looked at
 * (server/http/auth-throttle.ts); one hook serves every scope, so they share that count.
 */
export function apiKeyAuth(db: Database, throttle: AuthThrottle, now: () => Date): ApiKeyAuth {
  const cache = new Map<string, { merchant: Merchant; until: number }>();
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
    const at = now().getTime();
    const cached = cache.get(hash);
    let merchant = cached && cached.until > at ? cached.merchant : undefined;
    if (!merchant) {
      merchant = await findMerchantByKeyHash(db, hash);
      if (merchant) {
        if (cache.size > 1000) cache.clear();
        cache.set(hash, { merchant, until: at + CACHE_MS });
      }
    }
    // The lookup is by digest; the final comparison is in constant time all the same.
    if (!merchant || !sameHash(merchant.apiKeyHash, hash)) {
      await throttle.failed(request.ip);
      throw new ApiError(401, 'INVALID_REQUEST', 'X-Api-Key is not valid');
    }
    request.merchant = merchant;
  };
}
