import { rebillDepsOf } from '../domain/rebills/rebill.ts';
import { runDueRebills } from '../domain/rebills/rebill-scheduler.ts';
import { claimDueSubscriptions } from '../domain/subscriptions/subscription-store.ts';
import { addMerchant } from './merchants.ts';
import {
  openSession,
  payCard,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from './test-app.ts';

// Shared by the tests of the subscription endpoints and the rebills: subscriptions started the real
// way (a RECURRING checkout paid with a card through the form API), the requests, and the
// postbacks they queue.

/**
 * The subscription record's fields as the live service's API reference lists them (its
 * subscription answer, field by field): every one is in every record Kassa sends, null where it
 * has no value.
 */
export const REFERENCE_SUBSCRIPTION_FIELDS = [
  'version',
  'initial_transaction_id',
  'subscription_id',
  'created_at',
  'subscription_status',
  'expires_at',
  'merchant_id',
  'merchant_product_id',
  'merchant_payment_id',
  'merchant_customer_id',
  'payment_method',
  'currency_code',
  'amount',
  'transaction_currency_code',
  'transaction_amount',
  'transaction_fee_currency_code',
  'transaction_fee_amount',
  'transaction_tax_currency_code',
  'transaction_tax_amount',
  'transaction_tax_type',
  'transaction_tax_label',
  'transaction_tax_percentage',
  'transaction_tax_exempt_amount',
  'is_trial',
  'charge_interval',
  'charge_interval_value',
  'is_rebill_enabled',
  'trial_interval',
  'trial_interval_value',
  'payment_id',
  'product_id',
  'retry_at',
  'retry_count',
  'retry_total_count',
  'shop_name',
  'shop_url',
] as const;

export interface Started {
  paymentId: string;
  /** The checkout's successful first transaction. */
  transactionId: string;
  /** In the order of the checkout's SUBSCRIPTION products. */
  subscriptionIds: string[];
}

/**
 * Starts the subscriptions of a RECURRING checkout of cust-1 (one plan of 12.00 every 30 days
 * unless `products` says otherwise), paid with `card` (4242… unless given).
 */
export async function startSubscriptions(
  t: TestApp,
  options: {
    products?: unknown[];
    card?: string;
    /** The card's expiry year (2030 unless given): a later one for rebills past 2030. */
    expiryYear?: number;
    customer?: string;
    /** A card that answers PENDING: the subscriptions start when the payment settles. */
    pending?: boolean;
    extra?: Record<string, unknown>;
  } = {},
): Promise<Started> {
  const token = await openSession(t, {
    payment_data: { type: 'RECURRING', currency_code: 'EUR', merchant_payment_id: 'sub-order' },
    customer: {
      merchant_customer_id: options.customer ?? 'cust-1',
      email: 'ann@example.com',
      country_code: 'DE',
    },
    products: options.products ?? [subscriptionProduct({ merchant_product_id: 'plan-30' })],
    ...options.extra,
  });
  const answer = await payCard(t, token, {
    number: options.card ?? '4242424242424242',
    ...(options.expiryYear !== undefined && { expiry_year: options.expiryYear }),
  });
  const expected = options.pending ? 'PENDING' : 'SUCCESS';
  if (answer.outcome !== expected) throw new Error(`subscription checkout ${answer.outcome}`);
  const [payment] = await t.db.query(
    'SELECT payment_id, products FROM payments WHERE session_token = $1',
    [token],
  );
  if (!payment) throw new Error('no payment for the session');
  const paymentId = String(payment.payment_id);
  const order = (payment.products as { product_id: string }[]).map((p) => p.product_id);
  const rows = [
    ...(await t.db.query(
      'SELECT subscription_id, product_id, initial_transaction_id FROM subscriptions WHERE payment_id = $1',
      [paymentId],
    )),
  ].sort((a, b) => order.indexOf(String(a.product_id)) - order.indexOf(String(b.product_id)));
  return {
    paymentId,
    transactionId: String(rows[0]?.initial_transaction_id),
    subscriptionIds: rows.map((row) => String(row.subscription_id)),
  };
}

/**
 * `copies` more of subscription `subscriptionId` (same payment, card and customer; products
 * plan-1…, ids sub_copy_1…), written straight into the table: many subscriptions in a moment.
 */
export async function copySubscription(
  t: TestApp,
  subscriptionId: string,
  copies: number,
): Promise<void> {
  const columns = (
    await t.db.query(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'subscriptions' ORDER BY ordinal_position`,
    )
  ).map((row) => String(row.column_name));
  const copied = columns.map((column) =>
    column === 'subscription_id'
      ? `'sub_copy_' || n`
      : column === 'product_id'
        ? `'plan-' || n`
        : column,
  );
  await t.db.query(
    `INSERT INTO subscriptions (${columns.join(', ')})
     SELECT ${copied.join(', ')} FROM subscriptions, generate_series(1, $2) AS n
     WHERE subscription_id = $1`,
    [subscriptionId, copies],
  );
}

/** A request of the subscription endpoints with the test merchant's key. */
export function subscriptionRequest(
  t: TestApp,
  method: 'GET' | 'PATCH',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

/** The `data` of every SUBSCRIPTION postback queued so far, in the queue's order. */
export async function subscriptionPostbacks(t: TestApp): Promise<Record<string, unknown>[]> {
  return (await queuedPostbacks(t)).filter((p) => p.type === 'SUBSCRIPTION').map((p) => p.data);
}

/** Every postback queued so far, in the queue's order. */
export async function queuedPostbacks(
  t: TestApp,
): Promise<{ type: string; created_at: string; data: Record<string, unknown> }[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => JSON.parse(String(row.payload)));
}

/** Another merchant, with its own API key, for "another merchant's is none of its". */
export async function otherMerchant(t: TestApp): Promise<string> {
  const otherKey = 'sk_test_other_0123456789abcdef';
  await addMerchant(t.db, { merchantId: 'mer_other', apiKey: otherKey });
  return otherKey;
}

/** Runs the rebill scheduler once at the test clock's time, as the worker would; answers how many ran. */
export function runRebills(t: TestApp): Promise<number> {
  return runDueRebills({
    db: t.db,
    now: () => t.clock.now,
    log: { error: () => {} },
    onPostback: () => {},
    claim: claimDueSubscriptions,
    ...rebillDepsOf({ processors: t.processors, config: t.config }),
  });
}

/** The stored subscription `subscriptionId`, as the merchant API answers it. */
export async function subscriptionOf(
  t: TestApp,
  subscriptionId: string,
): Promise<Record<string, unknown>> {
  const res = await subscriptionRequest(t, 'GET', `/v1/subscription/${subscriptionId}`);
  if (res.statusCode !== 200) throw new Error(`GET subscription: ${res.body}`);
  return res.json().data;
}

/** Moves the test clock to `iso`. */
export function setClock(t: TestApp, iso: string): void {
  t.clock.now = new Date(iso);
}
