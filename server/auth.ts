import type { FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import { ApiError } from './errors.ts';
import { hashApiKey, sameHash } from './merchants/api-key.ts';
import type { Merchant } from './merchants/store.ts';
import { findMerchantByKeyHash } from './merchants/store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
  }
}

// Looking a key up costs a query; a short cache keeps the hot path (POST /v1/checkout) off the
// database. Entries expire quickly so a rotated key stops working within seconds.
const CACHE_MS = 5_000;

/** The `X-Api-Key` check for every /v1 route (spec: Authentication). */
export function apiKeyAuth(db: Database): (request: FastifyRequest) => Promise<void> {
  const cache = new Map<string, { merchant: Merchant; until: number }>();
  return async (request) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw new ApiError(401, 'INVALID_REQUEST', 'X-Api-Key header is required');
    }
    const hash = hashApiKey(key);
    const now = Date.now();
    const cached = cache.get(hash);
    let merchant = cached && cached.until > now ? cached.merchant : undefined;
    if (!merchant) {
      merchant = await findMerchantByKeyHash(db, hash);
      if (merchant) {
        if (cache.size > 1000) cache.clear();
        cache.set(hash, { merchant, until: now + CACHE_MS });
      }
    }
    // The lookup is by digest; the final comparison is in constant time all the same.
    if (!merchant || !sameHash(merchant.apiKeyHash, hash)) {
      throw new ApiError(401, 'INVALID_REQUEST', 'X-Api-Key is not valid');
    }
    request.merchant = merchant;
  };
}
