import { DISPUTE_KINDS, type DisputeKind } from '../../contract/dispute-table.ts';
import { oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';

// SQL for the disputes table (migration 0027_disputes.sql) lives here and nowhere else: the link
// from a dispute-side transaction to the SALE or CAPTURE it disputes, and what a transaction's
// disputes add up to. In the ledger, not in disputes/, because refunds read it too (an RDR is a
// refund; a chargeback stops refunds) and disputes read the refunds.

export interface DisputeLink {
  disputeTransactionId: string;
  originalTransactionId: string;
  merchantId: string;
  kind: DisputeKind;
  reasonCode: string;
  createdAt: Date;
}

const disputes = defineTable<DisputeLink>('disputes', {
  disputeTransactionId: column('dispute_transaction_id', text),
  originalTransactionId: column('original_transaction_id', text),
  merchantId: column('merchant_id', text),
  kind: column('kind', oneOf(DISPUTE_KINDS)),
  reasonCode: column('reason_code', text),
  createdAt: column('created_at', timestamptz),
});

export async function insertDisputeLink(db: Queryable, link: DisputeLink): Promise<void> {
  await db.query(disputes.insert, disputes.params(link));
}

/** A dispute with the amount of its transaction. */
export interface DisputeEntry extends DisputeLink {
  amount: string;
}

const entry = defineRow<{ amount: string }>('dispute amount', {
  amount: column('amount', text),
});

const HISTORY = `SELECT ${disputes.names.map((name) => `d.${name}`).join(', ')}, t.amount
  FROM disputes AS d JOIN transactions AS t ON t.transaction_id = d.dispute_transaction_id
  WHERE d.original_transaction_id = $1 ORDER BY d.seq`;

/**
 * The disputes of `originalTransactionId`, oldest first. Read it after locking the original's
 * row, in the same transaction, so it holds until the next dispute or refund is written.
 */
export async function disputeHistory(
  db: Queryable,
  originalTransactionId: string,
): Promise<DisputeEntry[]> {
  const rows = await db.query(HISTORY, [originalTransactionId]);
  return rows.map((row) => ({ ...disputes.toRecord(row), ...entry.toRecord(row) }));
}

/** The links of the dispute transactions `ids` of the merchant, by dispute transaction id. */
export async function findDisputeLinks(
  db: Queryable,
  merchantId: string,
  ids: readonly string[],
): Promise<Map<string, DisputeLink>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query(
    `${disputes.select} WHERE merchant_id = $1 AND dispute_transaction_id = ANY($2::text[])`,
    [merchantId, ids],
  );
  return new Map(
    rows.map((row) => {
      const link = disputes.toRecord(row);
      return [link.disputeTransactionId, link];
    }),
  );
}
