import { nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';

// SQL for the refunds table (migration 0018_refunds.sql) lives here and nowhere else: the link
// from a REFUND transaction to the transaction it refunds, and what has been refunded of one.

export interface RefundLink {
  refundTransactionId: string;
  originalTransactionId: string;
  merchantId: string;
  reason: string | null;
  /** Who asked for the refund, as the merchant said (migration 0019), or null. */
  initiatedBy: string | null;
  createdAt: Date;
}

const refunds = defineTable<RefundLink>('refunds', {
  refundTransactionId: column('refund_transaction_id', text),
  originalTransactionId: column('original_transaction_id', text),
  merchantId: column('merchant_id', text),
  reason: column('reason', nullable(text)),
  initiatedBy: column('initiated_by', nullable(text)),
  createdAt: column('created_at', timestamptz),
});

export async function insertRefundLink(db: Queryable, link: RefundLink): Promise<void> {
  await db.query(refunds.insert, refunds.params(link));
}

const refundAmount = defineRow<{ amount: string }>('refund amount', {
  amount: column('amount', text),
});

// A PENDING refund holds its amount until it settles; a declined or failed one refunded nothing.
const COUNTED = `SELECT t.amount FROM refunds AS r
  JOIN transactions AS t ON t.transaction_id = r.refund_transaction_id
  WHERE r.original_transaction_id = $1 AND t.status IN ('SUCCESS', 'PENDING')`;

/**
 * The amounts (decimal strings) of the refunds of `originalTransactionId` that count against what
 * can still be refunded. Read it after locking the original's row, in the same transaction.
 */
export async function countedRefundAmounts(
  db: Queryable,
  originalTransactionId: string,
): Promise<string[]> {
  const rows = await db.query(COUNTED, [originalTransactionId]);
  return rows.map((row) => refundAmount.toRecord(row).amount);
}

/** The links of the REFUND transactions `refundTransactionIds` of the merchant, by refund id. */
export async function findRefundLinks(
  db: Queryable,
  merchantId: string,
  refundTransactionIds: readonly string[],
): Promise<Map<string, RefundLink>> {
  if (refundTransactionIds.length === 0) return new Map();
  const rows = await db.query(
    `${refunds.select} WHERE merchant_id = $1 AND refund_transaction_id = ANY($2::text[])`,
    [merchantId, refundTransactionIds],
  );
  return new Map(
    rows.map((row) => {
      const link = refunds.toRecord(row);
      return [link.refundTransactionId, link];
    }),
  );
}
