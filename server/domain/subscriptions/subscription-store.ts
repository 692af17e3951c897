import { CHARGE_INTERVALS } from '../../../common/contract/subscription-terms-schema.ts';
import { TAX_LABELS, TAX_TYPES } from '../../../common/contract/tax-rule.ts';
import { SUBSCRIPTION_STATUSES } from '../../contract/subscription-status.ts';
import { boolean, integer, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { dueAt } from './subscription-lifecycle.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// SQL for subscriptions lives here and nowhere else, built from the one column table below. Every
// write stores due_at, when the scheduler must next act, worked out from the record by the
// lifecycle's rule: no caller sets it, so it cannot disagree with the status and the times.

interface SubscriptionRow extends SubscriptionRecord {
  dueAt: Date | null;
}

const subscriptions = defineTable<SubscriptionRow>('subscriptions', {
  subscriptionId: column('subscription_id', text),
  version: column('version', integer),
  status: column('status', oneOf(SUBSCRIPTION_STATUSES)),
  merchantId: column('merchant_id', text),
  paymentId: column('payment_id', text),
  initialTransactionId: column('initial_transaction_id', text),
  merchantCustomerId: column('merchant_customer_id', text),
  merchantPaymentId: column('merchant_payment_id', nullable(text)),
  paymentMethod: column('payment_method', text),
  shopName: column('shop_name', nullable(text)),
  shopUrl: column('shop_url', nullable(text)),
  paymentTokenId: column('payment_token_id', nullable(text)),
  productId: column('product_id', text),
  merchantProductId: column('merchant_product_id', nullable(text)),
  productName: column('product_name', text),
  productDescription: column('product_description', text),
  isRebillEnabled: column('is_rebill_enabled', boolean),
  chargeInterval: column('charge_interval', oneOf(CHARGE_INTERVALS)),
  chargeIntervalValue: column('charge_interval_value', integer),
  isTrial: column('is_trial', boolean),
  trialInterval: column('trial_interval', nullable(oneOf(CHARGE_INTERVALS))),
  trialIntervalValue: column('trial_interval_value', nullable(integer)),
  rebillAmount: column('rebill_transaction_amount', text),
  rebillCurrencyCode: column('rebill_transaction_currency_code', text),
  feeAmount: column('transaction_fee_amount', text),
  feeCurrencyCode: column('transaction_fee_currency_code', text),
  taxAmount: column('transaction_tax_amount', nullable(text)),
  taxCurrencyCode: column('transaction_tax_currency_code', nullable(text)),
  taxType: column('transaction_tax_type', nullable(oneOf(TAX_TYPES))),
  taxLabel: column('transaction_tax_label', nullable(oneOf(TAX_LABELS))),
  taxPercentage: column('transaction_tax_percentage', nullable(text)),
  taxExemptAmount: column('transaction_tax_exempt_amount', nullable(text)),
  nextRebillAt: column('next_rebill_at', timestamptz),
  expiresAt: column('expires_at', nullable(timestamptz)),
  retryAt: column('retry_at', nullable(timestamptz)),
  retryCount: column('retry_count', integer),
  retryTotalCount: column('retry_total_count', integer),
  lastTransactionId: column('last_transaction_id', nullable(text)),
  nextRebillCode: column('next_rebill_code', nullable(integer)),
  clockId: column('clock_id', nullable(text)),
  createdAt: column('created_at', timestamptz),
  updatedAt: column('updated_at', timestamptz),
  dueAt: column('due_at', nullable(timestamptz)),
});

const toRow = (s: SubscriptionRecord): SubscriptionRow => ({ ...s, dueAt: dueAt(s) });

function toRecord(row: Parameters<typeof subscriptions.toRecord>[0]): SubscriptionRecord {
  const { dueAt: _dueAt, ...record } = subscriptions.toRecord(row);
  return record;
}

// The unique (payment_id, product_id) decides, not a read before the write: a second insert for
// the same payment and product returns no row, whoever gets there first.
const INSERT_NEW = `${subscriptions.insert}
  ON CONFLICT (payment_id, product_id) DO NOTHING RETURNING ${subscriptions.list}`;

const CUSTOMER_CLOCK = `SELECT clock_id FROM sandbox_clock_customers
  WHERE merchant_id = $1 AND merchant_customer_id = $2`;

/** The sandbox clock the merchant's customer is attached to (migration 0024), if any. */
export async function findCustomerClock(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
): Promise<string | null> {
  const [row] = await db.query(CUSTOMER_CLOCK, [merchantId, merchantCustomerId]);
  return typeof row?.clock_id === 'string' ? row.clock_id : null;
}

/**
 * Inserts `subscription` unless its payment already started one for the same product; answers
 * the inserted row, or undefined when there was one already.
 */
export async function insertSubscriptionOnce(
  db: Queryable,
  subscription: SubscriptionRecord,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.query(INSERT_NEW, subscriptions.params(toRow(subscription)));
  return row && toRecord(row);
}

/** What changes over a subscription's life; the rest is fixed when it starts. */
const CHANGING = [
  'version',
  'status',
  'isRebillEnabled',
  'chargeInterval',
  'chargeIntervalValue',
  'rebillAmount',
  'taxAmount',
  'taxExemptAmount',
  'nextRebillAt',
  'expiresAt',
  'retryAt',
  'retryCount',
  'retryTotalCount',
  'lastTransactionId',
  'nextRebillCode',
  'updatedAt',
  'dueAt',
] as const;

const UPDATE = subscriptions.update(CHANGING, 'subscriptionId');

/** Writes the changing fields of `subscription` (its version already the next one). */
export async function updateSubscription(
  db: Queryable,
  subscription: SubscriptionRecord,
): Promise<void> {
  await db.query(UPDATE.sql, UPDATE.params(toRow(subscription)));
}

const BY_PAYMENT = `${subscriptions.select} WHERE payment_id = $1 ORDER BY created_at, subscription_id`;

/** The subscriptions a payment started. */
export async function findSubscriptionsByPayment(
  db: Queryable,
  paymentId: string,
): Promise<SubscriptionRecord[]> {
  const rows = await db.query(BY_PAYMENT, [paymentId]);
  return rows.map(toRecord);
}

const OF_MERCHANT = `${subscriptions.select} WHERE subscription_id = $1 AND merchant_id = $2`;

/**
 * The merchant's subscription `subscriptionId`, or undefined (another merchant's is none of its).
 * `forUpdate` locks it until the caller's transaction ends.
 */
export async function findMerchantSubscription(
  db: Queryable,
  merchantId: string,
  subscriptionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRecord | undefined> {
  const sql = options.forUpdate ? `${OF_MERCHANT} FOR UPDATE` : OF_MERCHANT;
  const [row] = await db.query(sql, [subscriptionId, merchantId]);
  return row && toRecord(row);
}

// The subscriptions a transaction belongs to: those its payment started (any transaction of the
// first payment: its charge, a declined attempt, a refund) and the one its payment rebilled (a
// RECURRING_REBILL payment names it). Each side finds the transaction by its key and walks an
// index of subscriptions: (payment_id, product_id), and the primary key.
const OF_TRANSACTION = `${subscriptions.select} WHERE merchant_id = $1 AND payment_id = (
    SELECT payment_id FROM transactions WHERE transaction_id = $2 AND merchant_id = $1)
  UNION
  ${subscriptions.select} WHERE merchant_id = $1 AND subscription_id = (
    SELECT p.initial_subscription_id FROM transactions t JOIN payments p ON p.payment_id = t.payment_id
    WHERE t.transaction_id = $2 AND t.merchant_id = $1)`;
const PAGE_OF_TRANSACTION = `SELECT * FROM (${OF_TRANSACTION}) AS found
  ORDER BY created_at, subscription_id LIMIT $3 OFFSET $4`;
const COUNT_OF_TRANSACTION = `SELECT count(*)::int4 AS total FROM (${OF_TRANSACTION}) AS found`;

/** One page of the subscriptions the merchant's transaction `transactionId` belongs to, and their total. */
export async function listSubscriptionsOfTransaction(
  db: Queryable,
  merchantId: string,
  transactionId: string,
  page: { offset: number; limit: number },
): Promise<{ subscriptions: SubscriptionRecord[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query(PAGE_OF_TRANSACTION, [merchantId, transactionId, page.limit, page.offset]),
    db.query(COUNT_OF_TRANSACTION, [merchantId, transactionId]),
  ]);
  const total = count?.total;
  return { subscriptions: rows.map(toRecord), total: typeof total === 'number' ? total : 0 };
}

// The open subscriptions of a product: ended ones no longer change. $3 is NULL for any customer.
const OPEN_OF_PRODUCT = `WHERE merchant_id = $1 AND merchant_product_id = $2
  AND ($3::text IS NULL OR merchant_customer_id = $3) AND due_at IS NOT NULL`;
const COUNT_OF_PRODUCT = `SELECT count(*)::int4 AS total FROM subscriptions ${OPEN_OF_PRODUCT}`;
const ONE_OF_PRODUCT = `${subscriptions.select} ${OPEN_OF_PRODUCT} LIMIT 1 FOR UPDATE`;

/**
 * The merchant's open subscriptions to its product `merchantProductId` (of one customer, when
 * `merchantCustomerId` is given): how many there are, and the one there is, locked, when there is
 * exactly one.
 */
export async function findOpenSubscriptionOfProduct(
  db: Queryable,
  merchantId: string,
  merchantProductId: string,
  merchantCustomerId: string | undefined,
): Promise<{ count: number; subscription?: SubscriptionRecord }> {
  const params = [merchantId, merchantProductId, merchantCustomerId ?? null];
  const [counted] = await db.query(COUNT_OF_PRODUCT, params);
  const count = typeof counted?.total === 'number' ? counted.total : 0;
  if (count !== 1) return { count };
  const [row] = await db.query(ONE_OF_PRODUCT, params);
  // Another request may have ended it between the two statements: then there is none.
  return row ? { count, subscription: toRecord(row) } : { count: 0 };
}

// The scheduler's claim: due rows, soonest first, locked for the caller's transaction. SKIP LOCKED
// lets another server (or a request changing one of them) hold its rows without anyone waiting or
// taking them twice: a row is charged by whoever locked it, and written due later before the lock
// is let go.
const DUE = `${subscriptions.select} WHERE due_at <= $1 AND clock_id IS NULL
  ORDER BY due_at, subscription_id LIMIT $2 FOR UPDATE SKIP LOCKED`;
const DUE_ON_CLOCK = `${subscriptions.select} WHERE clock_id = $1 AND due_at <= $2
  ORDER BY due_at, subscription_id LIMIT $3 FOR UPDATE SKIP LOCKED`;

/**
 * Claims up to `limit` subscriptions on the server's time due at or before `upTo`, soonest first,
 * locked (those on a sandbox clock wait for its advance).
 */
export async function claimDueSubscriptions(
  db: Queryable,
  upTo: Date,
  limit: number,
): Promise<SubscriptionRecord[]> {
  const rows = await db.query(DUE, [upTo, limit]);
  return rows.map(toRecord);
}

/** Claims up to `limit` subscriptions of sandbox clock `clockId` due at or before `upTo`, locked. */
export async function claimDueOnClock(
  db: Queryable,
  clockId: string,
  upTo: Date,
  limit: number,
): Promise<SubscriptionRecord[]> {
  const rows = await db.query(DUE_ON_CLOCK, [clockId, upTo, limit]);
  return rows.map(toRecord);
}

const ANY_DUE_ON_CLOCK = `SELECT 1 FROM subscriptions WHERE clock_id = $1 AND due_at <= $2 LIMIT 1`;

/** Whether anything on sandbox clock `clockId` is due at or before `upTo`. */
export async function anyDueOnClock(db: Queryable, clockId: string, upTo: Date): Promise<boolean> {
  return (await db.query(ANY_DUE_ON_CLOCK, [clockId, upTo])).length > 0;
}

const SET_NEXT_REBILL_CODE = `UPDATE subscriptions SET next_rebill_code = $3
  WHERE subscription_id = $1 AND merchant_id = $2 AND due_at IS NOT NULL
  RETURNING subscription_id`;

/**
 * Sets the sandbox's forced code for the open subscription's next rebill (null clears it): not a
 * change of the subscription the merchant hears of. Answers whether there was such a subscription.
 */
export async function setNextRebillCode(
  db: Queryable,
  merchantId: string,
  subscriptionId: string,
  code: number | null,
): Promise<boolean> {
  const rows = await db.query(SET_NEXT_REBILL_CODE, [subscriptionId, merchantId, code]);
  return rows.length > 0;
}
