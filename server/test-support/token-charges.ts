import { insertPaymentToken, type NewPaymentToken } from '../domain/ledger/token-store.ts';
import { SANDBOX_MERCHANT_ID } from '../sandbox/sandbox-merchant.ts';
import { openSession, payCard, TEST_API_KEY, type TestApp } from './test-app.ts';

// Shared by the tests of the charges on a payment token: a token saved the real way (a checkout
// paid with a card through the form API), a token with a test card's facts saved directly (a card
// that declines never leaves a token through a checkout), and the requests.

/** Pays a checkout of customer cust-1 with `number` and answers the payment token it saved. */
export async function savedToken(t: TestApp, number = '4242424242424242'): Promise<string> {
  const session = await openSession(t);
  const answer = await payCard(t, session, { number });
  if (answer.outcome !== 'SUCCESS') throw new Error(`card payment ${answer.outcome}`);
  const rows = await t.db.query('SELECT payment_token_id FROM payments WHERE session_token = $1', [
    session,
  ]);
  const id = rows[0]?.payment_token_id;
  if (typeof id !== 'string') throw new Error('no payment token saved');
  return id;
}

/** Saves a token of cust-1 with the facts of test card `number` (BIN and last 4, never more). */
export async function tokenOfCard(
  t: TestApp,
  number: string,
  overrides: Partial<NewPaymentToken> = {},
): Promise<string> {
  const paymentTokenId = `tok_test_${number.slice(-4)}_${Math.random().toString(36).slice(2, 8)}`;
  await insertPaymentToken(t.db, {
    paymentTokenId,
    merchantId: SANDBOX_MERCHANT_ID,
    merchantCustomerId: 'cust-1',
    paymentMethod: 'CARD',
    savedForShopper: false,
    processorId: null,
    cofConsentSkipped: false,
    scheme: 'VISA',
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    expiryMonth: 12,
    expiryYear: 2030,
    holderName: 'Ann Example',
    createdAt: t.clock.now,
    ...overrides,
  });
  return paymentTokenId;
}

/** A valid /mit-sale body for `token`; override parts per test. */
export function chargeBody(
  token: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    payment_token_id: token,
    payment_method: 'CARD',
    merchant_payment_id: 'renewal-7',
    merchant_customer_id: 'cust-1',
    email: 'ann@example.com',
    amount: '12.00',
    country_code: 'DE',
    currency_code: 'EUR',
    products: [{ product_type: 'SALE', product_name: 'Refill', product_price: '12.00' }],
    ...overrides,
  };
}

export function postCharge(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** [type, status, code, payment_type] of each TRANSACTION postback of `paymentId`, in order. */
export async function postbacksOf(
  t: TestApp,
  paymentId: string,
): Promise<[string, string, number, string][]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows
    .map((row) => JSON.parse(String(row.payload)).data)
    .filter((data) => data.payment.payment_id === paymentId)
    .map((data) => [
      data.transaction_type,
      data.transaction_status,
      data.response_code,
      data.payment.payment_type,
    ]);
}
