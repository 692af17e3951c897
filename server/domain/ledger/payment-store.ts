import type { SessionState } from '../../../common/contract/session-api.ts';
import { SESSION_STATES } from '../../../common/contract/session-view-schema.ts';
import { UI_MODES } from '../../../common/contract/ui-modes.ts';
import { isPaymentFormOverride } from '../../../themes/payment-form-override.ts';
import {
  boolean,
  integer,
  jsonb,
  nullable,
  oneOf,
  text,
  timestamptz,
} from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { isStringList } from '../../platform/db/json-guards.ts';
import { deferredWrite } from '../../platform/db/write-batch.ts';
import {
  type LastError,
  type PaymentRecord,
  RECORDED_PAYMENT_FIELDS,
  type RecordedPayment,
  STORED_PAYMENT_TYPES,
  type StoredCustomer,
} from './payment-record.ts';
import {
  isLastError,
  isStoredAdditionalInfo,
  isStoredCustomer,
  isStoredProducts,
  isTaxRule,
} from './stored-shapes.ts';

// SQL for payments lives here and nowhere else, built from the one column table below.

const payments = defineTable<PaymentRecord>('payments', {
  paymentId: column('payment_id', text),
  merchantId: column('merchant_id', text),
  paymentType: column('payment_type', oneOf(STORED_PAYMENT_TYPES)),
  paymentMethod: column('payment_method', text),
  uiMode: column('ui_mode', oneOf(UI_MODES)),
  methods: column('methods', jsonb(isStringList, 'a list of method names')),
  state: column('state', oneOf(SESSION_STATES)),
  merchantPaymentId: column('merchant_payment_id', nullable(text)),
  merchantCustomerId: column('merchant_customer_id', text),
  customer: column('customer', jsonb(isStoredCustomer, 'a stored customer')),
  amount: column('amount', text),
  currencyCode: column('currency_code', text),
  baseAmount: column('base_amount', nullable(text)),
  baseCurrencyCode: column('base_currency_code', nullable(text)),
  language: column('language', nullable(text)),
  tax: column('tax', nullable(jsonb(isTaxRule, 'a tax rule'))),
  taxAmount: column('tax_amount', nullable(text)),
  successUrl: column('success_url', nullable(text)),
  failureUrl: column('failure_url', nullable(text)),
  shopName: column('shop_name', nullable(text)),
  shopUrl: column('shop_url', nullable(text)),
  forced3d: column('forced_3d', boolean),
  products: column('products', jsonb(isStoredProducts, 'a list of stored products')),
  paymentFormOverride: column(
    'payment_form_override',
    nullable(jsonb(isPaymentFormOverride, 'a payment form override')),
  ),
  sessionToken: column('session_token', text),
  createdAt: column('created_at', timestamptz),
  expiresAt: column('expires_at', timestamptz),
  attempts: column('attempts', integer),
  lastError: column('last_error', nullable(jsonb(isLastError, 'a last error'))),
  paymentTokenId: column('payment_token_id', nullable(text)),
  additionalInfo: column(
    'additional_info',
    nullable(jsonb(isStoredAdditionalInfo, 'the additional info of a checkout')),
  ),
  initialSubscriptionId: column('initial_subscription_id', nullable(text)),
});

/** One statement, one round trip: the hot path of POST /v1/checkout. */
export async function insertPayment(db: Queryable, p: PaymentRecord): Promise<void> {
  await deferredWrite(db, payments.insert, payments.params(p));
}

const BY_SESSION_TOKEN = `${payments.select} WHERE session_token = $1`;
const BY_ID = `${payments.select} WHERE payment_id = $1`;

export async function findPaymentBySessionToken(
  db: Queryable,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const rows = await db.query(`${BY_SESSION_TOKEN}${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    token,
  ]);
  return rows[0] && payments.toRecord(rows[0]);
}

export async function findPayment(
  db: Queryable,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const rows = await db.query(`${BY_ID}${options.forUpdate ? ' FOR UPDATE' : ''}`, [paymentId]);
  return rows[0] && payments.toRecord(rows[0]);
}

const LATEST_BY_MERCHANT_REFERENCE = `${payments.select}
  WHERE merchant_id = $1 AND merchant_payment_id = $2 ORDER BY created_at DESC LIMIT 1`;

/** The merchant's most recent payment with this merchant_payment_id (the sandbox return page). */
export async function findLatestPaymentByReference(
  db: Queryable,
  merchantId: string,
  merchantPaymentId: string,
): Promise<PaymentRecord | undefined> {
  const rows = await db.query(LATEST_BY_MERCHANT_REFERENCE, [merchantId, merchantPaymentId]);
  return rows[0] && payments.toRecord(rows[0]);
}

export interface PaymentUpdate {
  state: SessionState;
  attempts: number;
  lastError: LastError | null;
  paymentTokenId: string | null;
}

const UPDATE = payments.update(
  ['state', 'attempts', 'lastError', 'paymentTokenId'],
  'paymentId',
  'updated_at = now()',
);

export async function updatePayment(
  db: Queryable,
  paymentId: string,
  update: PaymentUpdate,
): Promise<void> {
  await deferredWrite(db, UPDATE.sql, UPDATE.params({ paymentId, ...update }));
}

/** What the shopper entered on the form: the customer fields the merchant left out, the language. */
export interface ShopperDetailsUpdate {
  customer: StoredCustomer;
  language: string | null;
}

const UPDATE_SHOPPER_DETAILS = payments.update(
  ['customer', 'language'],
  'paymentId',
  'updated_at = now()',
);

/** Written in the attempt's transaction, before its outcome (server/domain/attempts/pay-with-card.ts). */
export async function updateShopperDetails(
  db: Queryable,
  paymentId: string,
  update: ShopperDetailsUpdate,
): Promise<void> {
  await db.query(
    UPDATE_SHOPPER_DETAILS.sql,
    UPDATE_SHOPPER_DETAILS.params({ paymentId, ...update }),
  );
}

const UPDATE_EXPIRES_AT = payments.update(['expiresAt'], 'paymentId', 'updated_at = now()');

/** Moves the end of a session (server/domain/attempts/expire-session.ts ends one now). */
export async function updateExpiresAt(
  db: Queryable,
  paymentId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(UPDATE_EXPIRES_AT.sql, UPDATE_EXPIRES_AT.params({ paymentId, expiresAt }));
}

const TOKEN_SESSION_OF = `SELECT 1 AS found FROM payments
  WHERE merchant_id = $1 AND payment_token_id = $2 AND payment_type = 'TOKEN' LIMIT 1`;

/**
 * Whether the merchant's payment token `paymentTokenId` was saved by a POST /v1/token session
 * (whose payment keeps the token it saved), not by a payment's checkout.
 */
export async function savedByTokenSession(
  db: Queryable,
  merchantId: string,
  paymentTokenId: string,
): Promise<boolean> {
  return (await db.query(TOKEN_SESSION_OF, [merchantId, paymentTokenId])).length > 0;
}

/** What a transaction's record repeats of a payment: not its session, form override, attempts. */
const recorded = payments.pick(RECORDED_PAYMENT_FIELDS);

const RECORDED_OF_MERCHANT_BY_IDS = `SELECT ${recorded.list} FROM payments
  WHERE merchant_id = $1 AND payment_id = ANY($2::text[])`;

/**
 * What the records of the merchant's payments among `paymentIds` repeat of them (GET
 * /v1/transaction: the payments of a page).
 */
export async function findRecordedPayments(
  db: Queryable,
  merchantId: string,
  paymentIds: readonly string[],
): Promise<RecordedPayment[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db.query(RECORDED_OF_MERCHANT_BY_IDS, [merchantId, paymentIds]);
  return rows.map(recorded.toRecord);
}
