import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database.ts';
import { resetDatabase, testDatabase } from '../test-support/test-database.ts';
import { sharedAuthThrottle } from './auth-throttle.ts';
import { countInWindow, purgeEndedWindows } from './rate-limit-store.ts';

// The limits' counters in the database: what several processes share on PostgreSQL. Two throttles
// over one database stand for two processes.

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);

let db: Database;

beforeEach(async () => {
  db = await testDatabase();
  await resetDatabase(db);
});

describe('countInWindow', () => {
  it('counts each bucket in its window, and starts a new window once the one stored has ended', async () => {
    expect(await countInWindow(db, 'a', T0, 60_000)).toEqual({ hits: 1, endsAt: at(60_000) });
    expect(await countInWindow(db, 'a', at(59_999), 60_000)).toEqual({
      hits: 2,
      endsAt: at(60_000),
    });
    expect(await countInWindow(db, 'b', at(10), 60_000)).toEqual({ hits: 1, endsAt: at(60_010) });
    expect(await countInWindow(db, 'a', at(60_000), 60_000)).toEqual({
      hits: 1,
      endsAt: at(120_000),
    });
  });

  it('purges only the windows that have ended', async () => {
    await countInWindow(db, 'old', T0, 60_000);
    await countInWindow(db, 'new', at(30_000), 60_000);
    await purgeEndedWindows(db, at(60_000));
    const rows = await db.query('SELECT bucket FROM rate_limit_windows ORDER BY bucket');
    expect(rows.map((row) => row.bucket)).toEqual(['new']);
  });
});

describe('rate_limit_windows', () => {
  it('is unlogged: a count writes no write-ahead log, and a crash only empties the counters', async () => {
    const rows = await db.query(
      "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_windows'",
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});

describe('sharedAuthThrottle', () => {
  it('counts the wrong keys of every process into one window', async () => {
    const now = { at: T0 };
    const first = sharedAuthThrottle(3, () => now.at, db);
    const second = sharedAuthThrottle(3, () => now.at, db);
    await first.failed('203.0.113.7');
    await first.failed('203.0.113.7');
    expect(first.retryAfter('203.0.113.7')).toBe(0);
    // The third wrong key, wherever it is sent, reaches the limit: that process holds the address.
    await second.failed('203.0.113.7');
    expect(second.retryAfter('203.0.113.7')).toBe(60);
    // The other learns it with the next wrong key it counts.
    expect(first.retryAfter('203.0.113.7')).toBe(0);
    await first.failed('203.0.113.7');
    expect(first.retryAfter('203.0.113.7')).toBe(60);
    expect(first.retryAfter('203.0.113.8')).toBe(0);
    now.at = at(60_000);
    expect(first.retryAfter('203.0.113.7')).toBe(0);
    expect(second.retryAfter('203.0.113.7')).toBe(0);
    await second.failed('203.0.113.7');
    expect(second.retryAfter('203.0.113.7')).toBe(0);
  });

  it('counts a whole IPv6 /64 as one address, and nothing at 0', async () => {
    const throttle = sharedAuthThrottle(2, () => T0, db);
    await throttle.failed('2001:db8:1:2::1');
    await throttle.failed('2001:db8:1:2::ffff');
    expect(throttle.retryAfter('2001:db8:1:2:abcd::9')).toBe(60);
    const off = sharedAuthThrottle(0, () => T0, db);
    for (let n = 0; n < 5; n += 1) await off.failed('198.51.100.1');
    expect(off.retryAfter('198.51.100.1')).toBe(0);
  });
});
