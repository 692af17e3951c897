import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '../../../common/contract/transactions.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../common/methods/payment-methods.ts';
import { CARD_BIN_TYPES } from '../../contract/card-bin-types.ts';
import {
  boolean,
  integer,
  jsonb,
  nullable,
  oneOf,
  text,
  timestamptz,
} from '../../platform/db/codecs.ts';
import { type ColumnsOf, column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { deferredWrite } from '../../platform/db/write-batch.ts';
import { isPaymentContext } from './payment-context.ts';
import { isPaymentDetails } from './payment-details.ts';
import { isStoredProducts } from './stored-shapes.ts';
import { COF_CONSENTS } from './token-rule.ts';
import {
  RECORDED_TRANSACTION_FIELDS,
  type RebillFee,
  type RecordedTransaction,
  type RoutingAudit,
  type TransactionRecord,
} from './transaction-record.ts';

/** The stored rebill fees' shape: product ids to a fee's amount and currency. */
function isRebillFees(value: unknown): value is Record<string, RebillFee> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (fee: unknown) =>
      typeof fee === 'object' &&
      fee !== null &&
      typeof (fee as Partial<Record<string, unknown>>).amount === 'string' &&
      typeof (fee as Partial<Record<string, unknown>>).currency_code === 'string',
  );
}

/** The stored routing audit's shape: an explanation and a list of answers. */
function isRoutingAudit(value: unknown): value is RoutingAudit {
  if (typeof value !== 'object' || value === null) return false;
  const { answers } = value as Partial<Record<string, unknown>>;
  return 'explanation' in value && Array.isArray(answers);
}

// SQL for transactions lives here and nowhere else (payment tokens: token-store.ts), built from
// the one column table below.

/**
 * The columns of what a transaction is for, before its outcome: shared with the SALE a 3-D Secure
 * challenge holds until it is decided (server/domain/steps/three-ds/challenge-store.ts).
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

/**
 * Where routing put a transaction: its processor's key, its cascade position and the decision
 * audit. Shared with the SALE a 3-D Secure challenge holds, which is recorded as that processor's.
 */
export const routeColumns = {
  processorId: column('processor_id', nullable(text)),
  cascadeAttempt: column('cascade_attempt', integer),
  routing: column('routing', nullable(jsonb(isRoutingAudit, 'a routing audit'))),
} satisfies Partial<ColumnsOf<TransactionRecord>>;

const transactions = defineTable<TransactionRecord>('transactions', {
  transactionId: column('transaction_id', text),
  version: column('version', integer),
  ...draftColumns,
  baseAmount: column('base_amount', nullable(text)),
  baseCurrencyCode: column('base_currency_code', nullable(text)),
  status: column('status', oneOf(TRANSACTION_STATUSES)),
  responseCode: column('response_code', integer),
  responseMessage: column('response_message', text),
  processorResponseText: column('processor_response_text', text),
  rrn: column('rrn', text),
  settleAt: column('settle_at', nullable(timestamptz)),
  settleCode: column('settle_code', nullable(integer)),
  ...routeColumns,
  processorName: column('processor_name', text),
  processorResponseCode: column('processor_response_code', text),
  hasBeenCascaded: column('has_been_cascaded', boolean),
  binCountryCode: column('card_bin_country_code', nullable(text)),
  binCountryName: column('card_bin_country_name', nullable(text)),
  binType: column('card_bin_type', nullable(oneOf(CARD_BIN_TYPES))),
  feeAmount: column('fee_amount', nullable(text)),
  feeCurrencyCode: column('fee_currency_code', nullable(text)),
  rebillFees: column('rebill_fees', nullable(jsonb(isRebillFees, 'rebill fees by product'))),
  updatedAt: column('updated_at', timestamptz),
});

export async function insertTransaction(db: Queryable, t: TransactionRecord): Promise<void> {
  await deferredWrite(db, transactions.insert, transactions.params(t));
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
    'processorResponseCode',
    'feeAmount',
    'feeCurrencyCode',
    'rebillFees',
    'settleAt',
    'settleCode',
    'updatedAt',
  ],
  'transactionId',
);

/** Writes a transaction's outcome: its status, codes and, while PENDING, when it settles. */
export async function updateTransactionOutcome(db: Queryable, t: TransactionRecord): Promise<void> {
  await deferredWrite(db, UPDATE_OUTCOME.sql, UPDATE_OUTCOME.params(t));
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

/** What GET /v1/transaction asks for (server/api/merchant/transaction-list-query.ts): one merchant's rows. */
export interface TransactionListFilter {
  merchantId: string;
  /** Page size; the store is asked for one row more, to know whether more exist. */
  limit: number;
  /** RFC 3339 text, checked by the route; PostgreSQL reads it to the microsecond. Inclusive. */
  createdFrom?: string;
  /** As createdFrom; exclusive. */
  createdTo?: string;
  /** Any of these types (`transaction_type=SALE,REFUND`). */
  transactionTypes?: readonly TransactionType[];
  status?: TransactionStatus;
  /** Any of these response codes (`response_code=1000, 2000`). */
  responseCodes?: readonly number[];
  paymentMethod?: PaymentMethod;
  paymentId?: string;
  merchantPaymentId?: string;
  /** The last transaction of the previous page: the rows after it in the order below. */
  prevId?: string;
}

/**
 * What a page of GET /v1/transaction reads of each transaction: the columns its record is built
 * from, and no other: the driver parses every column of every row it is sent, and the routing
 * audit is a jsonb document no record shows.
 */
const recorded = transactions.pick(RECORDED_TRANSACTION_FIELDS);

const OF_MERCHANT =
  'SELECT 1 AS found FROM transactions WHERE transaction_id = $1 AND merchant_id = $2';

/** Whether `transactionId` is one of the merchant's transactions. */
export async function isMerchantTransaction(
  db: Queryable,
  merchantId: string,
  transactionId: string,
): Promise<boolean> {
  return (await db.query(OF_MERCHANT, [transactionId, merchantId])).length > 0;
}

/**
 * The statement listing the merchant's transactions matching `filter`, newest first (created_at,
 * then transaction_id, both descending), at most `take` of them, each row the columns its record
 * is built from. Keyset paging: after `prevId` means strictly before its (created_at, transaction_id) in that order, which the index
 * transactions_merchant_created (migration 0015) walks from exactly there. Every value is a parameter; the statement's text
 * depends only on which filters are set.
 */
export function transactionListQuery(
  filter: TransactionListFilter,
  take: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.merchantId];
  const where = ['merchant_id = $1'];
  const add = (condition: (param: string) => string, value: unknown): void => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.createdFrom !== undefined) {
    add((p) => `created_at >= ${p}::timestamptz`, filter.createdFrom);
  }
  if (filter.createdTo !== undefined)
    add((p) => `created_at < ${p}::timestamptz`, filter.createdTo);
  if (filter.transactionTypes !== undefined) {
    add((p) => `transaction_type = ANY(${p}::text[])`, filter.transactionTypes);
  }
  if (filter.status !== undefined) add((p) => `status = ${p}`, filter.status);
  if (filter.responseCodes !== undefined) {
    add((p) => `response_code = ANY(${p}::int[])`, filter.responseCodes);
  }
  if (filter.paymentMethod !== undefined) add((p) => `payment_method = ${p}`, filter.paymentMethod);
  if (filter.paymentId !== undefined) add((p) => `payment_id = ${p}`, filter.paymentId);
  if (filter.merchantPaymentId !== undefined) {
    add(
      (p) =>
        `payment_id IN (SELECT payment_id FROM payments WHERE merchant_id = $1 AND merchant_payment_id = ${p})`,
      filter.merchantPaymentId,
    );
  }
  if (filter.prevId !== undefined) {
    // The cursor's own created_at is read in the statement (a one-row InitPlan), to the
    // microsecond: a JavaScript Date would cut it to the millisecond.
    add(
      (p) =>
        `(created_at, transaction_id) < ((SELECT c.created_at FROM transactions c WHERE c.transaction_id = ${p} AND c.merchant_id = $1), ${p})`,
      filter.prevId,
    );
  }
  params.push(take);
  const sql = `SELECT ${recorded.list} FROM transactions WHERE ${where.join(' AND ')}
    ORDER BY created_at DESC, transaction_id DESC LIMIT $${params.length}`;
  return { sql, params };
}

/**
 * The merchant's transactions matching `filter`, newest first, at most `take` of them: what their
 * records are built from.
 */
export async function listTransactions(
  db: Queryable,
  filter: TransactionListFilter,
  take: number,
): Promise<RecordedTransaction[]> {
  const { sql, params } = transactionListQuery(filter, take);
  const rows = await db.query(sql, params);
  return rows.map(recorded.toRecord);
}
