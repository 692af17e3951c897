import type { Database } from '../platform/db/database.ts';
import { WAIT_BOUND_MS } from './postback-receiver.ts';

// Another server's hold on a row, for the sweeps that claim with SKIP LOCKED: a transaction of its
// own takes the row's lock, as that server's claim would, and keeps it while the test's sweep runs.
// PostgreSQL only: the embedded engine has one connection, so nothing else can hold a lock.

/** Rejects if `work` has not settled within `ms`: a sweep waiting on a lock it should skip. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `whileHeld` while another transaction holds the lock `lockSql` (a `SELECT … FOR UPDATE` of
 * one row, with `params`) takes, then lets the lock go. `whileHeld` must settle within the
 * generous WAIT_BOUND_MS, which only turns a sweep queued behind the lock into a failure.
 */
export async function whileRowLocked<T>(
  db: Database,
  lockSql: string,
  params: readonly unknown[],
  whileHeld: () => Promise<T>,
): Promise<T> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.query(lockSql, params);
    locked();
    await released;
  });
  // A lock statement that fails ends the holder before it locks anything.
  await Promise.race([isLocked, holder]);
  try {
    return await within(whileHeld(), WAIT_BOUND_MS);
  } finally {
    release();
    await holder;
  }
}
