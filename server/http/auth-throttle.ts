import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../platform/db/database.ts';
import { countInWindow, windowPurger } from './rate-limit-store.ts';

// Wrong API keys are counted per client address: after `perMinute` of them within a one-minute
// window, every further request of that address to an API that takes a key is answered 429
// before its key is even looked at, until the window ends. Guessing stops there; a valid key
// sent from a blocked address waits as well (it cannot be told apart from a lucky guess without
// checking it, which is what the block stops). Only wrong keys count: a request without a key
// guesses nothing, and a valid key neither counts nor resets the count (else one valid key
// would unlock unlimited guesses at the others'). On the embedded engine (one process) the
// windows are in memory; on PostgreSQL each wrong key is counted in the database
// (sharedAuthThrottle), so all processes count into one window.

const WINDOW_MS = 60_000;
/** Addresses tracked at once; beyond it, the windows seen longest ago are forgotten. */
const MAX_TRACKED = 10_000;

export interface AuthThrottle {
  /** Whole seconds until `address` may present a key again; 0 when it may now. */
  retryAfter(address: string): number;
  /** Counts a wrong key presented by `address`. */
  failed(address: string): void | Promise<void>;
}

const OFF: AuthThrottle = { retryAfter: () => 0, failed: () => {} };

/**
 * The throttle of `perMinute` wrong keys per address (0: off), on `now` (the app's clock, so
 * tests move time instead of waiting for it).
 */
export function authThrottle(perMinute: number, now: () => Date): AuthThrottle {
  if (perMinute <= 0) return OFF;
  const windows = new Map<string, { failures: number; endsAt: number }>();
  // A window is (re)inserted when it opens, so the map is in the order the windows end: the
  // ended ones are at its front, and when none has ended the first is the one opened longest ago.
  const makeRoom = (at: number): void => {
    for (const [address, window] of windows) {
      if (window.endsAt > at && windows.size < MAX_TRACKED) break;
      windows.delete(address);
      if (window.endsAt > at) break;
    }
  };
  return {
    retryAfter(address) {
      const window = windows.get(addressBucket(address));
      const at = now().getTime();
      if (!window || window.endsAt <= at || window.failures < perMinute) return 0;
      return Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    },
    failed(address) {
      const bucket = addressBucket(address);
      const at = now().getTime();
      const window = windows.get(bucket);
      if (window && window.endsAt > at) {
        window.failures += 1;
        return;
      }
      windows.delete(bucket);
      if (windows.size >= MAX_TRACKED) makeRoom(at);
      windows.set(bucket, { failures: 1, endsAt: at + WINDOW_MS });
    },
  };
}

/**
 * The throttle of `perMinute` wrong keys per address (0: off) counted in the database, for
 * several processes on one PostgreSQL. Each wrong key is one upsert, which answers the count of
 * every process together; the process that counts the one reaching the limit holds the address
 * until the window ends. Asking the database on every request (to hold a valid key too, at once,
 * in every process) would cost each authenticated request a statement, so each other process
 * holds the address from the next wrong key it sees, which it has already counted: across N
 * processes, at most perMinute + N - 1 wrong keys are checked per address and window.
 */
export function sharedAuthThrottle(
  perMinute: number,
  now: () => Date,
  db: Queryable,
): AuthThrottle {
  if (perMinute <= 0) return OFF;
  const purge = windowPurger(db, WINDOW_MS);
  // Addresses this process knows to be over the limit, with the end of their window; in the
  // order they were held, so the first ones are those to forget when too many are.
  const held = new Map<string, number>();
  return {
    retryAfter(address) {
      const bucket = addressBucket(address);
      const endsAt = held.get(bucket);
      if (endsAt === undefined) return 0;
      const at = now().getTime();
      if (endsAt <= at) {
        held.delete(bucket);
        return 0;
      }
      return Math.max(1, Math.ceil((endsAt - at) / 1000));
    },
    async failed(address) {
      const bucket = addressBucket(address);
      const at = now();
      const window = await countInWindow(db, `auth:${bucket}`, at, WINDOW_MS);
      purge(at);
      if (window.hits < perMinute) return;
      held.delete(bucket);
      if (held.size >= MAX_TRACKED) {
        const [oldest] = held.keys();
        if (oldest !== undefined) held.delete(oldest);
      }
      held.set(bucket, window.endsAt.getTime());
    },
  };
}

/**
 * What one client is counted under: an IPv4 address (also when mapped into IPv6), or an IPv6
 * address's /64 — one host is usually given a whole /64, and could otherwise take a new address
 * for every few guesses.
 */
export function addressBucket(address: string): string {
  const plain = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  // An IPv4 tail ("64:ff9b::192.0.2.1") takes the place of two groups.
  const groupsOf = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = plain.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
