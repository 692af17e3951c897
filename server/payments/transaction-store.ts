import type { Queryable } from '../db/database.ts';
import type { TransactionRecord, TransactionStatus } from './transaction-record.ts';

// SQL for transactions lives here and nowhere else (payment tokens: token-store.ts).

interface TransactionRow {
  transaction_id: string;
  payment_id: string;
  merchant_id: string;
  transaction_type: 'SALE';
  status: TransactionStatus;
  response_code: number;
  response_message: string;
  processor_response_text: string;
  amount: string;
  tax_amount: string | null;
  currency_code: string;
  payment_method: TransactionRecord['paymentMethod'];
  payment_details: TransactionRecord['details'];
  cof_consent: TransactionRecord['cofConsent'];
  products: TransactionRecord['products'];
  settle_at: Date | null;
  settle_code: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `transaction_id, payment_id, merchant_id, transaction_type, status, response_code,
  response_message, processor_response_text, amount, tax_amount, currency_code, payment_method,
  payment_details, cof_consent, products, settle_at, settle_code, created_at, updated_at`;

const toRecord = (r: TransactionRow): TransactionRecord => ({
  transactionId: r.transaction_id,
  paymentId: r.payment_id,
  merchantId: r.merchant_id,
  transactionType: r.transaction_type,
  status: r.status,
  responseCode: r.response_code,
  responseMessage: r.response_message,
  processorResponseText: r.processor_response_text,
  amount: r.amount,
  taxAmount: r.tax_amount,
  currencyCode: r.currency_code,
  paymentMethod: r.payment_method,
  details: r.payment_details,
  cofConsent: r.cof_consent,
  products: r.products,
  settleAt: r.settle_at,
  settleCode: r.settle_code,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function insertTransaction(db: Queryable, t: TransactionRecord): Promise<void> {
  await db.query(
    `INSERT INTO transactions (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
      $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      t.transactionId,
      t.paymentId,
      t.merchantId,
      t.transactionType,
      t.status,
      t.responseCode,
      t.responseMessage,
      t.processorResponseText,
      t.amount,
      t.taxAmount,
      t.currencyCode,
      t.paymentMethod,
      JSON.stringify(t.details),
      t.cofConsent,
      JSON.stringify(t.products),
      t.settleAt,
      t.settleCode,
      t.createdAt,
      t.updatedAt,
    ],
  );
}

/** PENDING transactions whose settlement time has come, locked for this worker. */
export async function claimDueTransactions(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<TransactionRecord[]> {
  const rows = await db.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE settle_at IS NOT NULL AND settle_at <= $1
     ORDER BY settle_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows.map(toRecord);
}

/** Writes a transaction's outcome: its status, codes and, while PENDING, when it settles. */
export async function updateTransactionOutcome(db: Queryable, t: TransactionRecord): Promise<void> {
  await db.query(
    `UPDATE transactions SET status = $2, response_code = $3, response_message = $4,
       processor_response_text = $5, settle_at = $6, settle_code = $7, updated_at = $8
     WHERE transaction_id = $1`,
    [
      t.transactionId,
      t.status,
      t.responseCode,
      t.responseMessage,
      t.processorResponseText,
      t.settleAt,
      t.settleCode,
      t.updatedAt,
    ],
  );
}

/** Leaves a PENDING transaction unsettled until `at` (its payment could not be found). */
export async function postponeSettlement(
  db: Queryable,
  transactionId: string,
  at: Date,
): Promise<void> {
  await db.query('UPDATE transactions SET settle_at = $2 WHERE transaction_id = $1', [
    transactionId,
    at,
  ]);
}
