import { PAYOUT_METHODS } from '../../contract/payout-methods.ts';
import { integer, jsonb, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { isInteger, isJsonObject } from '../../platform/db/json-guards.ts';
import type { PayoutRecord } from './payout-record.ts';
import type { PayoutDetails } from './payout-rules.ts';

// SQL for the payouts table (migration 0020_payouts.sql) lives here and nowhere else, built from
// the one column table below.

const NUMBER_FIELDS: ReadonlySet<string> = new Set(['card_expiry_month', 'card_expiry_year']);

/** A stored destination: text fields, and the card's expiry as whole numbers. */
function isPayoutDetails(value: unknown): value is PayoutDetails {
  return (
    isJsonObject(value) &&
    Object.entries(value).every(([name, field]) =>
      NUMBER_FIELDS.has(name) ? isInteger(field) : typeof field === 'string',
    )
  );
}

const payouts = defineTable<PayoutRecord>('payouts', {
  paymentId: column('payment_id', text),
  merchantId: column('merchant_id', text),
  merchantPaymentId: column('merchant_payment_id', text),
  transactionId: column('transaction_id', text),
  method: column('payment_method', oneOf(PAYOUT_METHODS)),
  details: column('payment_details', jsonb(isPayoutDetails, 'payout payment details')),
  description: column('description', nullable(text)),
  decideAt: column('decide_at', nullable(timestamptz)),
  decideCode: column('decide_code', nullable(integer)),
  decideText: column('decide_text', nullable(text)),
  decidedAt: column('decided_at', nullable(timestamptz)),
  createdAt: column('created_at', timestamptz),
});

/** The payout that holds a merchant_payment_id first, as the refusal of a duplicate names it. */
export interface FirstPayout {
  paymentId: string;
  createdAt: Date;
}

const FIRST = payouts.pick(['paymentId', 'createdAt']);

// The unique constraint (merchant_id, merchant_payment_id) decides a race: a second INSERT of the
// same reference waits for the first one's transaction and then does nothing.
const CLAIM = `${payouts.insert} ON CONFLICT (merchant_id, merchant_payment_id) DO NOTHING
  RETURNING payment_id`;
const BY_REFERENCE = `SELECT ${FIRST.list} FROM payouts WHERE merchant_id = $1 AND merchant_payment_id = $2`;

/**
 * Writes `payout` unless the merchant has a payout with its merchant_payment_id; then answers that
 * one (undefined only if it vanished in between). Run it in the transaction that creates the
 * payout: the reference is held until that transaction ends.
 */
export async function claimPayout(
  tx: Queryable,
  payout: PayoutRecord,
): Promise<{ claimed: true } | { claimed: false; first: FirstPayout | undefined }> {
  const claimed = await tx.query(CLAIM, payouts.params(payout));
  if (claimed.length > 0) return { claimed: true };
  // A new statement sees the row of the transaction that won (READ COMMITTED).
  const rows = await tx.query(BY_REFERENCE, [payout.merchantId, payout.merchantPaymentId]);
  return { claimed: false, first: rows[0] && FIRST.toRecord(rows[0]) };
}

const SCHEDULE = payouts.update(['decideAt', 'decideCode', 'decideText'], 'paymentId');

/** Stores the processor's final answer and when it is due (all null: held). */
export async function scheduleDecision(
  tx: Queryable,
  decision: Pick<PayoutRecord, 'paymentId' | 'decideAt' | 'decideCode' | 'decideText'>,
): Promise<void> {
  await tx.query(SCHEDULE.sql, SCHEDULE.params(decision));
}

const DECIDED = payouts.update(['decidedAt'], 'paymentId');

export async function markDecided(tx: Queryable, paymentId: string, at: Date): Promise<void> {
  await tx.query(DECIDED.sql, DECIDED.params({ paymentId, decidedAt: at }));
}

const CLAIM_DUE = `${payouts.select} WHERE decided_at IS NULL AND decide_at IS NOT NULL
  AND decide_at <= $1 ORDER BY decide_at LIMIT $2 FOR UPDATE SKIP LOCKED`;

/** Payouts whose final answer is due, locked for this worker. */
export async function claimDuePayouts(
  tx: Queryable,
  now: Date,
  limit: number,
): Promise<PayoutRecord[]> {
  const rows = await tx.query(CLAIM_DUE, [now, limit]);
  return rows.map(payouts.toRecord);
}

const OF_MERCHANT = `${payouts.select} WHERE merchant_id = $1 AND payment_id = $2`;

/** The merchant's payout `paymentId` (another merchant's is not found), locked when asked. */
export async function findPayout(
  db: Queryable,
  merchantId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayoutRecord | undefined> {
  const rows = await db.query(`${OF_MERCHANT}${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    merchantId,
    paymentId,
  ]);
  return rows[0] && payouts.toRecord(rows[0]);
}

const OF_MERCHANT_BY_IDS = `${payouts.select} WHERE merchant_id = $1 AND payment_id = ANY($2::text[])`;

/** The merchant's payouts among `paymentIds`, by payment id (GET /v1/transaction's page). */
export async function findPayouts(
  db: Queryable,
  merchantId: string,
  paymentIds: readonly string[],
): Promise<Map<string, PayoutRecord>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.query(OF_MERCHANT_BY_IDS, [merchantId, paymentIds]);
  return new Map(
    rows.map((row) => {
      const payout = payouts.toRecord(row);
      return [payout.paymentId, payout];
    }),
  );
}
