import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/api-error.ts';
import { hashApiKey } from '../domain/merchants/api-key.ts';
import type { RateLimits } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

// Rate limits, each over a one-minute window, answered 429 TOO_MANY_REQUESTS
// in the spec's body with Retry-After (seconds until the window resets):
// - per API key on /v1: a merchant's integration bug or load test cannot starve the others. The
//   limiter is keyed by the key's hash, never the key itself, so raw keys are not kept in memory,
//   and an unknown key shares no budget with a known one;
// - per client address on the form API's payment endpoint and on the demo checkout: card testing
//   and checkout spam from one address are slowed down.
// On PostgreSQL the counters are in the database (rate-limit-store.ts), so every process of the
// service counts into the same windows and a limit holds however many run; the embedded engine
// serves one process, whose memory holds them. 0 switches a limit off.

const WINDOW_MS = 60_000;

type RouteRateLimit = { max: number; timeWindow: number } | false;

/** The route option `config.rateLimit` for a per-client-address limit of `perMinute`. */
export function perAddressLimit(perMinute: number): RouteRateLimit {
  return perMinute > 0 ? { max: perMinute, timeWindow: WINDOW_MS } : false;
}

export function registerRateLimits(app: FastifyInstance, db: Database, now: () => Date): void {
  app.register(rateLimit, {
    ...(db.engine === 'postgres' && { store: sharedRateLimitStore(db, now) }),
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

/**
 * Adds the per-API-key limit to every route of a scope (after the key check); each `scope` counts
 * on its own (`/v1`, the tools API).
 */
export function limitPerApiKey(api: FastifyInstance, limits: RateLimits, scope: string): void {
  if (limits.apiPerMinute <= 0) return;
  api.addHook(
    'onRequest',
    api.rateLimit({
      max: limits.apiPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${scope}:${apiKeyBucket(request)}`,
    }),
  );
}
