import { ApiError } from '../../contract/api-error.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import {
  claimDueDisputes,
  markDisputeRan,
  type ScheduledDispute,
} from '../ledger/dispute-schedule-store.ts';
import { findPayment } from '../ledger/payment-store.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { recordDispute } from './record-dispute.ts';

// Runs the disputes the dispute test cards planned (outcomes/plan-disputes.ts) when they are due:
// every second on the server's time (startDisputeSweep, from server/workers.ts), and on a sandbox
// clock from its advance, in time order with the rebills (domain/clocks/advance-clock.ts). Each
// is claimed FOR UPDATE SKIP LOCKED and marked ran in the same database transaction as the
// dispute it records, so it runs exactly once whoever runs it. A step the table refuses when it
// comes (the merchant refunded everything before an RDR; a reversal whose dispute was refused) is
// skipped, its reason kept, and nothing is sent.

/** Planned disputes claimed at once: one database transaction runs them all. */
export const DISPUTE_BATCH = 20;

export interface DisputeRunDeps {
  db: Database;
  processors: ProcessorRegistry;
}

/** What one planned dispute did, in the order they ran. */
export interface DisputeEvent {
  at: Date;
  kind: ScheduledDispute['kind'];
  originalTransactionId: string;
  /** The dispute recorded; absent when the table refused it then. */
  transaction?: { transactionId: string; status: string; responseCode: number };
  /** Why it was skipped. */
  skipped?: string;
}

/** When a planned dispute happens and when its postback may leave. */
export type DisputeClockAt = (due: Date) => { at: Date; sendAt?: Date | undefined };

async function runOne(
  deps: DisputeRunDeps,
  tx: Queryable,
  planned: ScheduledDispute,
  clockAt: DisputeClockAt,
): Promise<DisputeEvent> {
  const { at, sendAt } = clockAt(planned.dueAt);
  const base = { at, kind: planned.kind, originalTransactionId: planned.originalTransactionId };
  const original = await findTransaction(tx, planned.originalTransactionId, { forUpdate: true });
  const payment = original && (await findPayment(tx, original.paymentId));
  if (!original || !payment) {
    await markDisputeRan(tx, planned.scheduledId, at, 'skipped: the transaction is gone');
    return { ...base, skipped: 'the transaction is gone' };
  }
  try {
    const { transaction } = await recordDispute(tx, deps.processors, {
      original,
      payment,
      request: { kind: planned.kind },
      now: at,
      sendAt,
    });
    await markDisputeRan(tx, planned.scheduledId, at, transaction.transactionId);
    return {
      ...base,
      transaction: {
        transactionId: transaction.transactionId,
        status: transaction.status,
        responseCode: transaction.responseCode,
      },
    };
  } catch (err) {
    // The rules refuse before anything is written, so the database transaction goes on.
    if (!(err instanceof ApiError)) throw err;
    await markDisputeRan(tx, planned.scheduledId, at, `skipped: ${err.message}`);
    return { ...base, skipped: err.message };
  }
}

/**
 * Runs up to `limit` planned disputes due by `upTo` on `clockId` (null: the server's time), in
 * one database transaction; answers what they did, in order.
 */
export async function runDueDisputeBatch(
  deps: DisputeRunDeps,
  clockId: string | null,
  upTo: Date,
  clockAt: DisputeClockAt,
  limit = DISPUTE_BATCH,
): Promise<DisputeEvent[]> {
  return deps.db.transaction(async (tx) => {
    const due = await claimDueDisputes(tx, clockId, upTo, limit);
    const events: DisputeEvent[] = [];
    for (const planned of due) events.push(await runOne(deps, tx, planned, clockAt));
    return events;
  });
}

/**
 * Runs every planned dispute due by `upTo` on `clockId`, batch after batch, a turn of the event
 * loop between two. A batch short of DISPUTE_BATCH is not the end: a batch takes one step of a
 * transaction, and its next step (due too) is the next batch's.
 */
export async function runDueDisputes(
  deps: DisputeRunDeps,
  clockId: string | null,
  upTo: Date,
  clockAt: DisputeClockAt,
): Promise<DisputeEvent[]> {
  const events: DisputeEvent[] = [];
  for (;;) {
    const batch = await runDueDisputeBatch(deps, clockId, upTo, clockAt);
    events.push(...batch);
    if (batch.length === 0) return events;
    await yieldToEventLoop();
  }
}

export interface DisputeSweepDeps extends DisputeRunDeps {
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a run committed postbacks, to wake the delivery loop. */
  onPostback: () => void;
  intervalMs?: number;
}

/** Runs the disputes due on the server's time; on it a dispute happens when the run comes. */
export async function sweepDueDisputes(
  deps: Omit<DisputeSweepDeps, 'intervalMs'>,
): Promise<number> {
  const now = deps.now();
  const events = await runDueDisputes(deps, null, now, () => ({ at: now }));
  if (events.some((event) => event.transaction)) deps.onPostback();
  return events.length;
}

export function startDisputeSweep(deps: DisputeSweepDeps): Sweep {
  return startSweep(
    () => sweepDueDisputes(deps),
    deps.intervalMs ?? 1_000,
    (err) => deps.log.error({ err }, 'planned disputes failed; will retry'),
  );
}
