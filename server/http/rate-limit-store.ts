import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { integer, timestamptz } from '../platform/db/codecs.ts';
import { column, defineTable } from '../platform/db/columns.ts';
import type { Queryable } from '../platform/db/database.ts';

// The limits' counters in the database, so every process of the service counts into the same
// window (migration 0041): one statement per counted request, an upsert that starts the window
// afresh when the one stored has ended and answers the count and the window's end. The clock is
// the app's (`now`), so tests move time as they do for the in-memory counters.

export interface RateWindow {
  hits: number;
  endsAt: Date;
}

const windows = defineTable<RateWindow>('rate_limit_windows', {
  hits: column('hits', integer),
  endsAt: column('ends_at', timestamptz),
});

const HIT = `INSERT INTO rate_limit_windows AS stored (bucket, hits, ends_at)
  VALUES ($1, 1, $3)
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN stored.ends_at <= $2 THEN 1 ELSE stored.hits + 1 END,
    ends_at = CASE WHEN stored.ends_at <= $2 THEN EXCLUDED.ends_at ELSE stored.ends_at END
  RETURNING ${windows.list}`;

/** Counts one request in `bucket`'s window of `windowMs` at `at`; answers the window so far. */
export async function countInWindow(
  db: Queryable,
  bucket: string,
  at: Date,
  windowMs: number,
): Promise<RateWindow> {
  const rows = await db.query(HIT, [bucket, at, new Date(at.getTime() + windowMs)]);
  const row = rows[0];
  if (!row) throw new Error('[Kassa] the rate limit window was not counted');
  return windows.toRecord(row);
}

/** Deletes the windows that ended before `at`: nobody counts in them any more. */
export async function purgeEndedWindows(db: Queryable, at: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_windows WHERE ends_at <= $1', [at]);
}

/**
 * Ended windows are deleted at most once a `everyMs` per process, after a count: the table holds
 * roughly the clients of the last few minutes. A failed purge leaves rows the next one deletes.
 */
export function windowPurger(db: Queryable, everyMs: number): (at: Date) => void {
  let last = 0;
  return (at) => {
    if (at.getTime() - last < everyMs) return;
    last = at.getTime();
    purgeEndedWindows(db, at).catch(() => undefined);
  };
}

/** Counts into rate_limit_windows for @fastify/rate-limit; its buckets start with `prefix`. */
class SharedWindowStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
    private readonly purge: (at: Date) => void,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const at = this.now();
    countInWindow(this.db, `${this.prefix}${key}`, at, timeWindow).then(
      (window) => {
        this.purge(at);
        callback(null, {
          current: window.hits,
          ttl: Math.max(0, window.endsAt.getTime() - at.getTime()),
        });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * Each route that carries its own limit counts under its method and URL, as the in-memory store
   * keeps one counter per route; a limit added to a scope (`instance.rateLimit`) has no route and
   * counts under the key its key generator names.
   */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const prefix =
      route?.method !== undefined && route.url !== undefined
        ? `route:${String(route.method)} ${String(route.url)}|`
        : '';
    return new SharedWindowStore(this.db, this.now, this.purge, prefix);
  }
}

/** The store class @fastify/rate-limit constructs (`store` option), over `db` on `now`. */
export function sharedRateLimitStore(db: Queryable, now: () => Date): FastifyRateLimitStoreCtor {
  const purge = windowPurger(db, 60_000);
  return class extends SharedWindowStore {
    constructor() {
      super(db, now, purge, '');
    }
  };
}
