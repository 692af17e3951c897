import { DISPUTE_KINDS, type DisputeKind } from '../../contract/dispute-table.ts';
import { integer, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';

// SQL for the disputes the dispute test cards plan (migration 0028_scheduled_disputes.sql) lives
// here and nowhere else: written where the disputed transaction is recorded
// (outcomes/plan-disputes.ts), claimed when due by the sweep and by a sandbox clock's advance
// (disputes/run-scheduled.ts). In the ledger, as the record path writes it and the disputes'
// runner reads it.

export interface ScheduledDispute {
  scheduledId: string;
  originalTransactionId: string;
  merchantId: string;
  /** 0 for the plan's first dispute, 1 for the next. */
  step: number;
  kind: DisputeKind;
  dueAt: Date;
  /** The sandbox clock it is due on; null for the server's time. */
  clockId: string | null;
  ranAt: Date | null;
  /** The dispute's transaction id, or why it was skipped. */
  outcome: string | null;
  createdAt: Date;
}

const scheduled = defineTable<ScheduledDispute>('scheduled_disputes', {
  scheduledId: column('scheduled_id', text),
  originalTransactionId: column('original_transaction_id', text),
  merchantId: column('merchant_id', text),
  step: column('step', integer),
  kind: column('kind', oneOf(DISPUTE_KINDS)),
  dueAt: column('due_at', timestamptz),
  clockId: column('clock_id', nullable(text)),
  ranAt: column('ran_at', nullable(timestamptz)),
  outcome: column('outcome', nullable(text)),
  createdAt: column('created_at', timestamptz),
});

/** Writes a planned dispute; the same step of the same transaction planned twice is written once. */
export async function insertScheduledDispute(
  db: Queryable,
  dispute: ScheduledDispute,
): Promise<void> {
  await db.query(
    `${scheduled.insert} ON CONFLICT (original_transaction_id, step) DO NOTHING`,
    scheduled.params(dispute),
  );
}

const CUSTOMER_CLOCK = `SELECT c.clock_id, c.clock_time FROM sandbox_clock_customers AS cc
  JOIN sandbox_clocks AS c ON c.clock_id = cc.clock_id
  WHERE cc.merchant_id = $1 AND cc.merchant_customer_id = $2`;

/** The sandbox clock the merchant's customer lives on, and its time; undefined for none. */
export async function customerClock(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
): Promise<{ clockId: string; time: Date } | undefined> {
  const [row] = await db.query(CUSTOMER_CLOCK, [merchantId, merchantCustomerId]);
  return row && row.clock_time instanceof Date
    ? { clockId: String(row.clock_id), time: row.clock_time }
    : undefined;
}

// A step is claimed only once the steps before it on the same transaction have run (and
// committed): with SKIP LOCKED alone, a second server passing over the first one's batch could take
// a chargeback whose fraud alert the first still holds, and the alert, run after it, would be
// refused. One runner's batch so takes one step of a transaction; the next batch takes the next.
const CLAIM_DUE = `${scheduled.select}
  WHERE ran_at IS NULL AND clock_id IS NOT DISTINCT FROM $1 AND due_at <= $2
    AND NOT EXISTS (SELECT 1 FROM scheduled_disputes earlier
      WHERE earlier.original_transaction_id = scheduled_disputes.original_transaction_id
        AND earlier.step < scheduled_disputes.step AND earlier.ran_at IS NULL)
  ORDER BY due_at, created_at, step LIMIT $3 FOR UPDATE SKIP LOCKED`;

/**
 * Claims up to `limit` planned disputes due at or before `upTo` on the clock `clockId` (null: the
 * server's time), soonest first, locked for this runner.
 */
export async function claimDueDisputes(
  db: Queryable,
  clockId: string | null,
  upTo: Date,
  limit: number,
): Promise<ScheduledDispute[]> {
  const rows = await db.query(CLAIM_DUE, [clockId, upTo, limit]);
  return rows.map(scheduled.toRecord);
}

const NEXT_DUE = `SELECT min(due_at) AS due_at FROM scheduled_disputes
  WHERE ran_at IS NULL AND clock_id = $1 AND due_at <= $2`;

/** When the next planned dispute on the clock is due, at or before `upTo`; undefined for none. */
export async function nextDisputeDue(
  db: Queryable,
  clockId: string,
  upTo: Date,
): Promise<Date | undefined> {
  const [row] = await db.query(NEXT_DUE, [clockId, upTo]);
  return row?.due_at instanceof Date ? row.due_at : undefined;
}

const MARK_RAN = 'UPDATE scheduled_disputes SET ran_at = $2, outcome = $3 WHERE scheduled_id = $1';

/** The planned dispute ran at `at`: recorded as `outcome` (a transaction id), or skipped for it. */
export async function markDisputeRan(
  db: Queryable,
  scheduledId: string,
  at: Date,
  outcome: string,
): Promise<void> {
  await db.query(MARK_RAN, [scheduledId, at, outcome]);
}
