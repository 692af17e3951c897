import { type FlowKind, PAYMENT_METHODS } from '../../../../common/methods/payment-methods.ts';
import { nullable, oneOf, text, timestamptz } from '../../../platform/db/codecs.ts';
import { column, defineTable } from '../../../platform/db/columns.ts';
import type { Queryable } from '../../../platform/db/database.ts';

// SQL for the alternative payment methods' steps lives here and nowhere else (migration 0013).

/** The flow kinds of the alternative methods: the step the shopper takes. */
export const APM_FLOW_KINDS = ['redirect', 'qr', 'voucher', 'bank_app'] as const;
export type ApmFlowKind = (typeof APM_FLOW_KINDS)[number] & FlowKind;

export const APM_STATES = ['OPEN', 'APPROVED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type ApmState = (typeof APM_STATES)[number];

export interface ApmPaymentRecord {
  apmPaymentId: string;
  paymentId: string;
  transactionId: string;
  merchantId: string;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  flowKind: ApmFlowKind;
  referenceType: string | null;
  referenceNumber: string | null;
  state: ApmState;
  createdAt: Date;
  expiresAt: Date;
  /** When the sandbox pays it by itself; null: never. */
  autoPayAt: Date | null;
  decidedAt: Date | null;
}

const apmPayments = defineTable<ApmPaymentRecord>('apm_payments', {
  apmPaymentId: column('apm_payment_id', text),
  paymentId: column('payment_id', text),
  transactionId: column('transaction_id', text),
  merchantId: column('merchant_id', text),
  paymentMethod: column('payment_method', oneOf(PAYMENT_METHODS)),
  flowKind: column('flow_kind', oneOf(APM_FLOW_KINDS)),
  referenceType: column('reference_type', nullable(text)),
  referenceNumber: column('reference_number', nullable(text)),
  state: column('state', oneOf(APM_STATES)),
  createdAt: column('created_at', timestamptz),
  expiresAt: column('expires_at', timestamptz),
  autoPayAt: column('auto_pay_at', nullable(timestamptz)),
  decidedAt: column('decided_at', nullable(timestamptz)),
});

export async function insertApmPayment(db: Queryable, row: ApmPaymentRecord): Promise<void> {
  await db.query(apmPayments.insert, apmPayments.params(row));
}

const lock = (forUpdate: boolean | undefined) => (forUpdate ? ' FOR UPDATE' : '');

const BY_ID = `${apmPayments.select} WHERE apm_payment_id = $1`;

export async function findApmPayment(
  db: Queryable,
  apmPaymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApmPaymentRecord | undefined> {
  const rows = await db.query(`${BY_ID}${lock(options.forUpdate)}`, [apmPaymentId]);
  return rows[0] && apmPayments.toRecord(rows[0]);
}

const OPEN_FOR_PAYMENT = `${apmPayments.select} WHERE payment_id = $1 AND state = 'OPEN'`;

/** The payment's open step, if one is waiting for the shopper. */
export async function findOpenApmPayment(
  db: Queryable,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApmPaymentRecord | undefined> {
  const rows = await db.query(`${OPEN_FOR_PAYMENT}${lock(options.forUpdate)}`, [paymentId]);
  return rows[0] && apmPayments.toRecord(rows[0]);
}

const REFERENCE_TAKEN = 'SELECT 1 FROM apm_payments WHERE reference_number = $1';

export async function referenceTaken(db: Queryable, referenceNumber: string): Promise<boolean> {
  return (await db.query(REFERENCE_TAKEN, [referenceNumber])).length > 0;
}

// The sweep's claim: the oldest due step whose payment nobody holds, the payment locked. The
// payment is what every decision locks first (pending-step.ts), so SKIP LOCKED on it lets a second
// server, or a shopper answering at that moment, keep theirs while this one takes the next.
const CLAIM_DUE = `SELECT s.apm_payment_id FROM apm_payments s
  JOIN payments p ON p.payment_id = s.payment_id
  WHERE s.state = 'OPEN' AND (s.expires_at <= $1 OR s.auto_pay_at <= $1)
  ORDER BY LEAST(s.expires_at, COALESCE(s.auto_pay_at, s.expires_at)) LIMIT 1
  FOR UPDATE OF p SKIP LOCKED`;

/**
 * Claims one open step whose time has come (to be paid by the sandbox, or expired), its payment
 * locked for the caller's transaction; answers its id, or undefined when none is left unheld.
 */
export async function claimDueApmPayment(tx: Queryable, now: Date): Promise<string | undefined> {
  const [row] = await tx.query(CLAIM_DUE, [now]);
  return row && String(row.apm_payment_id);
}

const DECIDE = apmPayments.update(['state', 'decidedAt'], 'apmPaymentId');

export async function decideApmPayment(
  db: Queryable,
  row: Pick<ApmPaymentRecord, 'apmPaymentId' | 'state' | 'decidedAt'>,
): Promise<void> {
  await db.query(DECIDE.sql, DECIDE.params(row));
}

const LEAVE_PENDING = apmPayments.update(['autoPayAt'], 'apmPaymentId');

/** Sets when the sandbox pays the step by itself ("Leave pending"). */
export async function scheduleAutoPay(
  db: Queryable,
  row: Pick<ApmPaymentRecord, 'apmPaymentId' | 'autoPayAt'>,
): Promise<void> {
  await db.query(LEAVE_PENDING.sql, LEAVE_PENDING.params(row));
}
