import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../src/contract/transactions.ts';
import { PAYMENT_METHODS } from '../../src/methods/payment-methods.ts';
import { integer, jsonb, nullable, oneOf, text, timestamptz } from '../db/codecs.ts';
import { type ColumnsOf, column, defineTable } from '../db/columns.ts';
import type { Queryable } from '../db/database.ts';
import { isPaymentContext } from '../transactions/payment-context.ts';
import { isPaymentDetails } from './payment-details.ts';
import { isStoredProducts } from './stored-shapes.ts';
import { COF_CONSENTS } from './token-rule.ts';
import type { TransactionRecord } from './transaction-record.ts';

// SQL for transactions lives here and nowhere else (payment tokens: token-store.ts), built from
// the one column table below.

/**
 * The columns of what a transaction is for, before its outcome: shared with the SALE a 3-D Secure
 * challenge holds until it is decided (server/three-ds/challenge-store.ts).
 */
export const draftColumns = {
  paymentId: column('payment_id', text),
  merchantId: column('merchant_id', text),
  transactionType: column('transaction_type', oneOf(TRANSACTION_TYPES)),
  amount: column('amount', text),
  taxAmount: column('tax_amount', nullable(text)),
  currencyCode: column('currency_code', text),
  paymentMethod: column('payment_method', oneOf(PAYMENT_METHODS)),
  details: column('payment_details', jsonb(isPaymentDetails, 'payment details of a known kind')),
  cofConsent: column('cof_consent', oneOf(COF_CONSENTS)),
  paymentContext: column(
    'payment_context',
    jsonb(isPaymentContext, 'a payment context of known fields'),
  ),
  products: column('products', jsonb(isStoredProducts, 'a list of stored products')),
  createdAt: column('created_at', timestamptz),
} satisfies Partial<ColumnsOf<TransactionRecord>>;

const transactions = defineTable<TransactionRecord>('transactions', {
  transactionId: column('transaction_id', text),
  version: column('version', integer),
  ...draftColumns,
  status: column('status', oneOf(TRANSACTION_STATUSES)),
  responseCode: column('response_code', integer),
  responseMessage: column('response_message', text),
  processorResponseText: column('processor_response_text', text),
  rrn: column('rrn', text),
  settleAt: column('settle_at', nullable(timestamptz)),
  settleCode: column('settle_code', nullable(integer)),
  updatedAt: column('updated_at', timestamptz),
});

export async function insertTransaction(db: Queryable, t: TransactionRecord): Promise<void> {
  await db.query(transactions.insert, transactions.params(t));
}

const BY_ID = `${transactions.select} WHERE transaction_id = $1`;

export async function findTransaction(
  db: Queryable,
  transactionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRecord | undefined> {
  const rows = await db.query(`${BY_ID}${options.forUpdate ? ' FOR UPDATE' : ''}`, [transactionId]);
  return rows[0] && transactions.toRecord(rows[0]);
}

const CLAIM_DUE = `${transactions.select} WHERE settle_at IS NOT NULL AND settle_at <= $1
  ORDER BY settle_at LIMIT $2 FOR UPDATE SKIP LOCKED`;

/** PENDING transactions whose settlement time has come, locked for this worker. */
export async function claimDueTransactions(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<TransactionRecord[]> {
  const rows = await db.query(CLAIM_DUE, [now, limit]);
  return rows.map(transactions.toRecord);
}

const UPDATE_OUTCOME = transactions.update(
  [
    'version',
    'status',
    'responseCode',
    'responseMessage',
    'processorResponseText',
    'settleAt',
    'settleCode',
    'updatedAt',
  ],
  'transactionId',
);

/** Writes a transaction's outcome: its status, codes and, while PENDING, when it settles. */
export async function updateTransactionOutcome(db: Queryable, t: TransactionRecord): Promise<void> {
  await db.query(UPDATE_OUTCOME.sql, UPDATE_OUTCOME.params(t));
}

const POSTPONE = transactions.update(['settleAt'], 'transactionId');

/** Leaves a PENDING transaction unsettled until `at` (its payment could not be found). */
export async function postponeSettlement(
  db: Queryable,
  transactionId: string,
  at: Date,
): Promise<void> {
  await db.query(POSTPONE.sql, POSTPONE.params({ transactionId, settleAt: at }));
}
