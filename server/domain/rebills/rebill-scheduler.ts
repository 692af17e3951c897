import type { Database, Queryable } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import { dueAt } from '../subscriptions/subscription-lifecycle.ts';
import type { SubscriptionRecord } from '../subscriptions/subscription-record.ts';
import { type RebillDeps, type RebillEvent, RebillReads, runDue } from './rebill.ts';

// The rebill scheduler: every second, whatever is due (rebills, trial ends, retries, the ends of
// periods with rebills off) is run in the order it came due. Exactly once, whatever runs it:
// subscriptions are claimed in the database (FOR UPDATE SKIP LOCKED) and written due later in the
// same transaction as the charge, its transaction and its postbacks, so a second server skips
// what the first holds, and a server killed mid-run leaves its batch uncommitted, to be run again
// whole by whoever comes next. (The sandbox processor decides in memory: a processor that charges
// for real would be given the rebill's transaction id as its idempotency key.)

/** Subscriptions claimed at once: one database transaction runs them all. */
export const REBILL_BATCH = 50;
/**
 * The same on the embedded engine, where a database transaction holds the one connection that
 * every request waits for: ten rebills, some 20 ms, so that a long run (a sandbox clock's advance,
 * a catch-up after a pause) leaves the server answering in tens of milliseconds between two.
 */
export const EMBEDDED_REBILL_BATCH = 10;

/** How many subscriptions one database transaction of `db` claims. */
export function rebillBatch(db: Database): number {
  return db.engine === 'pglite' ? EMBEDDED_REBILL_BATCH : REBILL_BATCH;
}

export interface DueBatch {
  /** Claims up to `limit` due subscriptions, locked, soonest first. */
  claim: (tx: Queryable, limit: number) => Promise<SubscriptionRecord[]>;
  /** The clock of a subscription's event due at `due`. */
  clockAt: (due: Date) => { at: Date; sendAt: Date };
}

/**
 * Runs one batch in one database transaction and answers its events, in the order they came due,
 * and whether more may be due (anything ran: then claim again). A subscription run here may come due again before the next one
 * claimed (a retry an hour later on a sandbox clock): the batch stops there, and the next batch
 * claims in time order again.
 */
export async function runDueBatch(
  db: Database,
  batch: DueBatch,
  deps: RebillDeps,
  reads: RebillReads,
  limit = rebillBatch(db),
): Promise<{ events: RebillEvent[]; more: boolean }> {
  return db.transaction(async (tx) => {
    reads.startBatch();
    const claimed = await batch.claim(tx, limit);
    const events: RebillEvent[] = [];
    let horizon = Number.POSITIVE_INFINITY;
    for (const subscription of claimed) {
      const due = dueAt(subscription);
      if (due === null || due.getTime() > horizon) return { events, more: true };
      const { event, saved } = await runDue(tx, subscription, batch.clockAt(due), deps, reads);
      events.push(event);
      // The run wrote when it is next due; nothing due after that may run before it.
      const next = dueAt(saved);
      if (next !== null) horizon = Math.min(horizon, next.getTime());
    }
    // A subscription run here may be due again by the batch's time (on a clock); the claim says.
    return { events, more: events.length > 0 };
  });
}

export interface SchedulerDeps extends RebillDeps {
  db: Database;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a run committed postbacks, to wake the delivery loop. */
  onPostback: () => void;
  claim: (tx: Queryable, upTo: Date, limit: number) => Promise<SubscriptionRecord[]>;
  intervalMs?: number;
}

/**
 * Runs everything due by now, batch after batch, a turn of the event loop between two; answers how
 * many events ran.
 */
export async function runDueRebills(deps: Omit<SchedulerDeps, 'intervalMs'>): Promise<number> {
  const now = deps.now();
  const reads = new RebillReads();
  const batch: DueBatch = {
    claim: (tx, limit) => deps.claim(tx, now, limit),
    // On the server's own time an event happens when the run comes, a moment after it was due.
    clockAt: () => ({ at: now, sendAt: now }),
  };
  let count = 0;
  for (;;) {
    const { events, more } = await runDueBatch(deps.db, batch, deps, reads);
    count += events.length;
    if (events.length > 0) deps.onPostback();
    if (!more) return count;
    await yieldToEventLoop();
  }
}

export function startSubscriptionRebills(deps: SchedulerDeps): Sweep {
  return startSweep(
    () => runDueRebills(deps),
    deps.intervalMs ?? 1_000,
    (err) => deps.log.error({ err }, 'subscription rebills failed; will retry'),
  );
}
