import type { SessionState } from '../../src/contract/session-api.ts';
import type { Queryable } from '../db/database.ts';
import type { LastError, PaymentRecord } from './payment-record.ts';

// SQL for payments lives here and nowhere else.

const COLUMNS = `payment_id, merchant_id, payment_type, payment_method, ui_mode, methods, state,
  merchant_payment_id, merchant_customer_id, customer, amount, currency_code, language, tax, tax_amount,
  success_url, failure_url, shop_name, shop_url, forced_3d, products, payment_form_override,
  session_token, created_at, expires_at, attempts, last_error, payment_token_id`;

interface PaymentRow {
  payment_id: string;
  merchant_id: string;
  payment_type: 'SALE';
  payment_method: string;
  ui_mode: PaymentRecord['uiMode'];
  methods: string[];
  state: SessionState;
  merchant_payment_id: string | null;
  merchant_customer_id: string;
  customer: PaymentRecord['customer'];
  amount: string;
  currency_code: string;
  language: string | null;
  tax: PaymentRecord['tax'];
  tax_amount: string | null;
  success_url: string;
  failure_url: string;
  shop_name: string | null;
  shop_url: string | null;
  forced_3d: boolean;
  products: PaymentRecord['products'];
  payment_form_override: PaymentRecord['paymentFormOverride'];
  session_token: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  last_error: LastError | null;
  payment_token_id: string | null;
}

const toRecord = (r: PaymentRow): PaymentRecord => ({
  paymentId: r.payment_id,
  merchantId: r.merchant_id,
  paymentType: r.payment_type,
  paymentMethod: r.payment_method,
  uiMode: r.ui_mode,
  methods: r.methods,
  state: r.state,
  merchantPaymentId: r.merchant_payment_id,
  merchantCustomerId: r.merchant_customer_id,
  customer: r.customer,
  amount: r.amount,
  currencyCode: r.currency_code,
  language: r.language,
  tax: r.tax,
  taxAmount: r.tax_amount,
  successUrl: r.success_url,
  failureUrl: r.failure_url,
  shopName: r.shop_name,
  shopUrl: r.shop_url,
  forced3d: r.forced_3d,
  products: r.products,
  paymentFormOverride: r.payment_form_override,
  sessionToken: r.session_token,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  attempts: r.attempts,
  lastError: r.last_error,
  paymentTokenId: r.payment_token_id,
});

const json = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

/** One statement, one round trip: the hot path of POST /v1/checkout. */
export async function insertPayment(db: Queryable, p: PaymentRecord): Promise<void> {
  await db.query(
    `INSERT INTO payments (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
      $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
    [
      p.paymentId,
      p.merchantId,
      p.paymentType,
      p.paymentMethod,
      p.uiMode,
      json(p.methods),
      p.state,
      p.merchantPaymentId,
      p.merchantCustomerId,
      json(p.customer),
      p.amount,
      p.currencyCode,
      p.language,
      json(p.tax),
      p.taxAmount,
      p.successUrl,
      p.failureUrl,
      p.shopName,
      p.shopUrl,
      p.forced3d,
      json(p.products),
      json(p.paymentFormOverride),
      p.sessionToken,
      p.createdAt,
      p.expiresAt,
      p.attempts,
      json(p.lastError),
      p.paymentTokenId,
    ],
  );
}

export async function findPaymentBySessionToken(
  db: Queryable,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE session_token = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [token],
  );
  return rows[0] && toRecord(rows[0]);
}

export async function findPayment(
  db: Queryable,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE payment_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [paymentId],
  );
  return rows[0] && toRecord(rows[0]);
}

export interface PaymentUpdate {
  state: SessionState;
  attempts: number;
  lastError: LastError | null;
  paymentTokenId: string | null;
}

export async function updatePayment(
  db: Queryable,
  paymentId: string,
  update: PaymentUpdate,
): Promise<void> {
  await db.query(
    `UPDATE payments SET state = $2, attempts = $3, last_error = $4, payment_token_id = $5,
       updated_at = now() WHERE payment_id = $1`,
    [paymentId, update.state, update.attempts, json(update.lastError), update.paymentTokenId],
  );
}
