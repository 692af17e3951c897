import type { PayoutMethod } from '../contract/payout-methods.ts';
import { payCard, TEST_API_KEY, type TestApp } from './test-app.ts';

// Shared by the payout tests: a card token obtained the way the spec asks for one (POST /v1/token,
// the card saved on the form), a valid body per method and the request.

/** A card token of `customer` from a POST /v1/token session paid on the form with `number`. */
export async function tokenSessionToken(
  t: TestApp,
  customer = 'cust-7',
  number = '4242424242424242',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/token',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({
      payment_method: 'CARD',
      merchant_customer_id: customer,
      email: 'ann@example.com',
      language: 'en-us',
      country_code: 'DE',
      success_url: 'https://shop.example.test/card-saved',
      failure_url: 'https://shop.example.test/card-not-saved',
    }),
  });
  if (res.statusCode !== 200) throw new Error(`token session not opened: ${res.body}`);
  const session = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
  const answer = await payCard(t, session, { number });
  if (answer.outcome !== 'SUCCESS') throw new Error(`card not saved: ${answer.outcome}`);
  const rows = await t.db.query('SELECT payment_token_id FROM payments WHERE session_token = $1', [
    session,
  ]);
  const id = rows[0]?.payment_token_id;
  if (typeof id !== 'string') throw new Error('no payment token saved');
  return id;
}

const DETAILS: Record<PayoutMethod, Record<string, unknown>> = {
  CARD: { payment_token_id: 'tok_missing' },
  CRYPTO: { crypto_network: 'TRX', crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  SEPA: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  PAXUM: { email: 'creator@example.com' },
  BANK_TRANSFER: {
    bank_name: 'KB Kookmin Bank',
    bank_code: '004',
    bank_account_number: '123456-01-234567',
    bank_account_holder_name: 'Kim Minji',
  },
};

const CURRENCY: Record<PayoutMethod, string> = {
  CARD: 'EUR',
  CRYPTO: 'USDT',
  SEPA: 'EUR',
  PAXUM: 'USD',
  BANK_TRANSFER: 'KRW',
};

const AMOUNT: Record<PayoutMethod, string> = {
  CARD: '25.00',
  CRYPTO: '120.50',
  SEPA: '310.00',
  PAXUM: '75.00',
  BANK_TRANSFER: '50000',
};

/** A valid payout body of `method` for customer cust-7; override parts per test. */
export function payoutBody(
  method: PayoutMethod,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    payment_method: method,
    merchant_payment_id: `payout-${method.toLowerCase()}-1`,
    merchant_customer_id: 'cust-7',
    amount: AMOUNT[method],
    currency_code: CURRENCY[method],
    payment_details: DETAILS[method],
    ...(method === 'BANK_TRANSFER' && { description: 'Seller payout 2026-11' }),
    ...overrides,
  };
}

export function postPayout(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payout',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The TRANSACTION postbacks' `data` of `paymentId`, in the order they were queued. */
export async function payoutPostbacks(t: TestApp, paymentId: string) {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows
    .map((row) => JSON.parse(String(row.payload)).data)
    .filter((data) => data.payment.payment_id === paymentId);
}
