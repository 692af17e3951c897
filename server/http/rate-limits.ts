import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { hashApiKey } from '../domain/merchants/api-key.ts';
import type { RateLimits } from '../platform/config.ts';

// Rate limits, each over a one-minute window, answered 429 TOO_MANY_REQUESTS
// in the spec's body with Retry-After (seconds until the window resets):
// - per API key on /v1: a merchant's integration bug or load test cannot starve the others. The
//   limiter is keyed by the key's hash, never the key itself, so raw keys are not kept in memory,
//   and an unknown key shares no budget with a known one;
// - per client address on the form API's payment endpoint and on the demo checkout: card testing
//   and checkout spam from one address are slowed down.
// Counters live in memory (one process); 0 switches a limit off.

const WINDOW_MS = 60_000;

type RouteRateLimit = { max: number; timeWindow: number } | false;

/** The route option `config.rateLimit` for a per-client-address limit of `perMinute`. */
export function perAddressLimit(perMinute: number): RouteRateLimit {
  return perMinute > 0 ? { max: perMinute, timeWindow: WINDOW_MS } : false;
}

export function registerRateLimits(app: FastifyInstance): void {
  app.register(rateLimit, {
    // Only the routes (and scopes) that ask for a limit have one.
    global: false,
    // Distinct keys tracked per limiter before the least recently seen are forgotten.
    cache: 10_000,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        context.statusCode,
        'TOO_MANY_REQUESTS',
        `too many requests; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
      ),
  });
}

function apiKeyBucket(request: FastifyRequest): string {
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key !== '' ? `key:${hashApiKey(key)}` : 'key:none';
}

/** Adds the per-API-key limit to every route of the `/v1` scope (after the key check). */
export function limitPerApiKey(v1: FastifyInstance, limits: RateLimits): void {
  if (limits.apiPerMinute <= 0) return;
  v1.addHook(
    'onRequest',
    v1.rateLimit({ max: limits.apiPerMinute, timeWindow: WINDOW_MS, keyGenerator: apiKeyBucket }),
  );
}
