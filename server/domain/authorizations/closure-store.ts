import type { Queryable } from '../../platform/db/database.ts';
import { AUTHORIZATION_PAYMENT_TYPES } from '../ledger/authorization-payments.ts';

// SQL for authorization closures (migration 0016) lives here and nowhere else.

export const CLOSURE_OUTCOMES = ['CAPTURED', 'VOIDED', 'EXPIRED'] as const;
export type ClosureOutcome = (typeof CLOSURE_OUTCOMES)[number];

export interface Closure {
  authorizationId: string;
  paymentId: string;
  merchantId: string;
  outcome: ClosureOutcome;
  closingTransactionId: string;
  capturedAmount: string | null;
  closedAt: Date;
}

const isOutcome = (value: unknown): value is ClosureOutcome =>
  typeof value === 'string' && (CLOSURE_OUTCOMES as readonly string[]).includes(value);

/**
 * Closes the authorization once; false when it was already closed (by a concurrent capture, void
 * or expiry: the primary key decides).
 */
export async function insertClosureOnce(db: Queryable, c: Closure): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO authorization_closures
       (authorization_id, payment_id, merchant_id, outcome, closing_transaction_id, captured_amount, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (authorization_id) DO NOTHING RETURNING authorization_id`,
    [
      c.authorizationId,
      c.paymentId,
      c.merchantId,
      c.outcome,
      c.closingTransactionId,
      c.capturedAmount,
      c.closedAt,
    ],
  );
  return rows.length === 1;
}

/** How the authorization was closed, or undefined while it is open. */
export async function findClosure(
  db: Queryable,
  authorizationId: string,
): Promise<{ outcome: ClosureOutcome; closedAt: Date } | undefined> {
  const rows = await db.query(
    'SELECT outcome, closed_at FROM authorization_closures WHERE authorization_id = $1',
    [authorizationId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { outcome, closed_at: closedAt } = row;
  if (!isOutcome(outcome) || !(closedAt instanceof Date)) {
    throw new Error('[Kassa] authorization_closures row of an unknown shape');
  }
  return { outcome, closedAt };
}

// The expiry sweep's claim: the oldest open authorization past its hold that nobody holds, its
// AUTHORIZE row locked. Every closer (capture, void, expiry) locks that row first, so SKIP LOCKED
// lets a second server, or a capture under way, keep theirs while this one takes the next.
const CLAIM_DUE = `SELECT t.transaction_id FROM transactions t
  JOIN payments p ON p.payment_id = t.payment_id
  WHERE t.transaction_type = 'AUTHORIZE' AND t.status = 'SUCCESS' AND t.updated_at <= $1
    AND p.payment_type = ANY($2::text[])
    AND NOT EXISTS (SELECT 1 FROM authorization_closures c WHERE c.authorization_id = t.transaction_id)
  ORDER BY t.updated_at LIMIT 1
  FOR UPDATE OF t SKIP LOCKED`;

/**
 * Claims one open authorization (the successful AUTHORIZE transaction of a payment of one of the
 * AUTHORIZATION_PAYMENT_TYPES) that succeeded before `cutoff`, locked for the caller's
 * transaction; answers its id, or undefined when none is left unheld.
 */
export async function claimDueAuthorization(
  tx: Queryable,
  cutoff: Date,
): Promise<string | undefined> {
  const [row] = await tx.query(CLAIM_DUE, [cutoff, [...AUTHORIZATION_PAYMENT_TYPES]]);
  return row && String(row.transaction_id);
}
