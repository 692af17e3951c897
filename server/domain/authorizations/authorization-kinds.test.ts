import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  createTestApp,
  openSession,
  payCard,
  subscriptionProduct,
  TEST_API_KEY,
} from '../../test-support/test-app.ts';
import { chargeBody, savedToken } from '../../test-support/token-charges.ts';
import { expireDueAuthorizations } from './authorization-expiry.ts';

// An authorization is closed the same way whichever endpoint made it: POST /v1/authorize, a
// checkout of type AUTHORIZE, or POST /v1/mit-authorize on a saved card. Every pair of maker and
// closing — whole capture, partial capture, void, expiry by the sweep — with its answer and its
// TRANSACTION postback; a capture is refundable afterwards; a capture starts the subscriptions
// the authorization holds.

let t: TestApp;
// Created in a hook: a cold start on a loaded machine counts against the hook's longer timeout.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t?.app.close());

/** The sandbox default of AUTHORIZATION_HOLD_SECONDS: 7 days. */
const HOLD_MS = 604_800_000;

const post = (path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const errorOf = (res: {
  json: () => { errors: [{ error_code: string; error_message: string }] };
}) => res.json().errors[0];

type Product = Record<string, unknown>;
const KETTLE: Product = { product_type: 'SALE', product_name: 'Kettle', product_price: '20.00' };

interface Authorization {
  transactionId: string;
  paymentId: string;
  paymentType: 'AUTHORIZE' | 'MIT_AUTHORIZE';
}

type Data = Record<string, unknown> & { payment: Record<string, unknown> };

/** The data of every TRANSACTION postback queued for `paymentId`, in order. */
async function postbacksOf(paymentId: string): Promise<Data[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows
    .map((row) => JSON.parse(String(row.payload)).data as Data)
    .filter((data) => data.payment.payment_id === paymentId);
}

/** Pays the session of a checkout answer with the approving card; answers its authorization. */
async function paidSession(redirectUrl: string): Promise<Authorization> {
  const token = new URL(redirectUrl).pathname.split('/').pop() ?? '';
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const rows = await t.db.query(
    `SELECT t.transaction_id, t.payment_id FROM transactions t JOIN payments p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type = 'AUTHORIZE' AND t.status = 'SUCCESS'`,
    [token],
  );
  const row = rows[0];
  return {
    transactionId: String(row?.transaction_id),
    paymentId: String(row?.payment_id),
    paymentType: 'AUTHORIZE',
  };
}

const MAKERS: [string, (amount: string, products: Product[]) => Promise<Authorization>][] = [
  [
    'POST /v1/authorize',
    async (amount, products) => {
      const res = await post('authorize', {
        payment_method: 'CARD',
        merchant_customer_id: 'cust-9',
        email: 'ann@example.com',
        amount,
        language: 'en-us',
        country_code: 'DE',
        currency_code: 'EUR',
        success_url: 'https://shop.example.test/ok',
        failure_url: 'https://shop.example.test/failed',
        products,
      });
      expect(res.statusCode, res.body).toBe(200);
      return paidSession(res.json().data.session.redirect_url);
    },
  ],
  [
    'a checkout of type AUTHORIZE',
    async (amount, products) => {
      const token = await openSession(t, {
        payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', amount, language: 'en-us' },
        products,
      });
      return paidSession(`https://pay.example.test/pay/${token}`);
    },
  ],
  [
    'POST /v1/mit-authorize',
    async (amount, products) => {
      const token = await savedToken(t);
      const res = await post('mit-authorize', chargeBody(token, { amount, products }));
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data.payment_type).toBe('MIT_AUTHORIZE');
      expect(data.transactions[0]).toMatchObject({
        transaction_type: 'AUTHORIZE',
        transaction_status: 'SUCCESS',
      });
      return {
        transactionId: String(data.transactions[0].transaction_id),
        paymentId: String(data.payment_id),
        paymentType: 'MIT_AUTHORIZE',
      };
    },
  ],
];

describe.each(MAKERS)('an authorization made by %s', (_name, make) => {
  const authorize = () => make('20.00', [KETTLE]);

  /** Checks the closing answer is the postback that followed the authorization's, and answers it. */
  async function closedAs(
    auth: Authorization,
    res: { statusCode: number; body: string; json: () => { type: string; data: Data } },
    expected: Record<string, unknown>,
  ): Promise<Data> {
    expect(res.statusCode, res.body).toBe(200);
    const { type, data } = res.json();
    expect(type).toBe('TRANSACTION');
    expect(data).toMatchObject({
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_currency_code: 'EUR',
      payment: { payment_id: auth.paymentId, payment_type: auth.paymentType },
      ...expected,
    });
    const postbacks = await postbacksOf(auth.paymentId);
    expect(postbacks.map((p) => [p.transaction_type, p.transaction_status])).toEqual([
      ['AUTHORIZE', 'SUCCESS'],
      [expected.transaction_type, 'SUCCESS'],
    ]);
    // The answer is the record its postback carries.
    expect(postbacks[1]).toEqual(data);
    return data;
  }

  it('captures the whole amount: a CAPTURE, answered and posted back; closed once', async () => {
    const auth = await authorize();
    await closedAs(auth, await post('capture', { transaction_id: auth.transactionId }), {
      transaction_type: 'CAPTURE',
      transaction_amount: '20.00',
      transaction_details: expect.objectContaining({ processor_response_text: 'Captured' }),
    });
    const again = await post('capture', { transaction_id: auth.transactionId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_message).toMatch(
      /^transaction_id names an authorization that was already captured at .*; it cannot be captured$/,
    );
    const voided = await post('void', { transaction_id: auth.transactionId });
    expect(voided.statusCode).toBe(409);
    expect(errorOf(voided).error_message).toContain('already captured');
    expect(await postbacksOf(auth.paymentId)).toHaveLength(2);
  });

  it('captures part of the amount, never more than authorized', async () => {
    const auth = await authorize();
    const over = await post('capture', { transaction_id: auth.transactionId, amount: '20.01' });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).error_message).toBe(
      'amount must be at most the authorized amount (20.00 EUR)',
    );
    await closedAs(
      auth,
      await post('capture', { transaction_id: auth.transactionId, amount: '12.5' }),
      { transaction_type: 'CAPTURE', transaction_amount: '12.50' },
    );
    const rest = await post('capture', { transaction_id: auth.transactionId, amount: '7.50' });
    expect(rest.statusCode).toBe(409);
    expect(errorOf(rest).error_message).toContain('already captured');
  });

  it('voids: a VOID of the authorized amount, answered and posted back; then capture is refused', async () => {
    const auth = await authorize();
    await closedAs(auth, await post('void', { transaction_id: auth.transactionId }), {
      transaction_type: 'VOID',
      transaction_amount: '20.00',
      transaction_details: expect.objectContaining({ processor_response_text: 'Voided' }),
    });
    const capture = await post('capture', { transaction_id: auth.transactionId });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toContain('already voided');
  });

  it('expires by the sweep at the end of its hold: a VOID posted back; then capture is refused', async () => {
    const auth = await authorize();
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      holdSeconds: t.config.authorizationHoldSeconds,
      onPostback: () => {},
    };
    t.clock.now = new Date(t.clock.now.getTime() + HOLD_MS - 1000);
    expect(await expireDueAuthorizations(deps)).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    expect(await expireDueAuthorizations(deps)).toBe(1);
    expect(await expireDueAuthorizations(deps)).toBe(0);
    const postbacks = await postbacksOf(auth.paymentId);
    expect(postbacks.map((p) => [p.transaction_type, p.transaction_status])).toEqual([
      ['AUTHORIZE', 'SUCCESS'],
      ['VOID', 'SUCCESS'],
    ]);
    expect(postbacks[1]).toMatchObject({
      response_code: 1000,
      transaction_amount: '20.00',
      payment: { payment_type: auth.paymentType },
      transaction_details: {
        processor_response_text: 'Authorization expired: not captured within 604800 seconds',
      },
    });
    const capture = await post('capture', { transaction_id: auth.transactionId });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toContain('already expired');
  });

  it('a capture past the hold expires it there and then, and says so', async () => {
    const auth = await authorize();
    t.clock.now = new Date(t.clock.now.getTime() + HOLD_MS + 1000);
    const capture = await post('capture', { transaction_id: auth.transactionId });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toMatch(/already expired at .*; it cannot be captured/);
    const types = (await postbacksOf(auth.paymentId)).map((p) => p.transaction_type);
    expect(types).toEqual(['AUTHORIZE', 'VOID']);
  });

  it('its capture is refundable like any capture', async () => {
    const auth = await authorize();
    const capture = await post('capture', { transaction_id: auth.transactionId, amount: '15.00' });
    expect(capture.statusCode, capture.body).toBe(200);
    const captureId = capture.json().data.transaction_id;
    const refund = await post('refund', { transaction_id: captureId, amount: '5.00' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({
      transaction_type: 'REFUND',
      transaction_status: 'SUCCESS',
      transaction_amount: '5.00',
      payment: { payment_id: auth.paymentId, payment_type: auth.paymentType },
    });
    const tooMuch = await post('refund', { transaction_id: captureId, amount: '10.01' });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('starts the subscriptions it holds at capture, not at authorization', async () => {
    const auth = await make('12.00', [subscriptionProduct({ merchant_product_id: 'plan-30' })]);
    const started = async () =>
      (await t.db.query('SELECT initial_transaction_id, payment_id FROM subscriptions')).map(
        (r) => [r.initial_transaction_id, r.payment_id],
      );
    expect(await started()).toEqual([]);
    const partial = await post('capture', { transaction_id: auth.transactionId, amount: '6.00' });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).error_message).toContain('SUBSCRIPTION products');
    const res = await post('capture', { transaction_id: auth.transactionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await started()).toEqual([[res.json().data.transaction_id, auth.paymentId]]);
    const rows = await t.db.query(
      `SELECT payload FROM postback_outbox WHERE event_type = 'SUBSCRIPTION' ORDER BY queued_seq`,
    );
    expect(rows.map((row) => JSON.parse(String(row.payload)).data)).toMatchObject([
      { payment_id: auth.paymentId, merchant_product_id: 'plan-30' },
    ]);
  });
});

describe('what is not an authorization', () => {
  it("a RECURRING trial's zero AUTHORIZE verifies the card and holds nothing: no capture, no void, no expiry", async () => {
    const token = await openSession(t, {
      payment_data: { type: 'RECURRING', currency_code: 'EUR', amount: '0.00', language: 'en-us' },
      products: [
        subscriptionProduct({ is_trial: true, trial_interval: 'DAY', trial_interval_value: 7 }),
      ],
    });
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    const [row] = await t.db.query(
      `SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id)
       WHERE p.session_token = $1 AND t.transaction_type = 'AUTHORIZE'`,
      [token],
    );
    const id = String(row?.transaction_id);
    for (const path of ['capture', 'void']) {
      const res = await post(path, { transaction_id: id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error_message).toBe(
        'transaction_id must name the AUTHORIZE transaction of an authorization (POST /v1/authorize, a checkout of type AUTHORIZE, or POST /v1/mit-authorize); it names a AUTHORIZE transaction of a RECURRING payment',
      );
    }
    t.clock.now = new Date(t.clock.now.getTime() + HOLD_MS);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      holdSeconds: t.config.authorizationHoldSeconds,
      onPostback: () => {},
    };
    expect(await expireDueAuthorizations(deps)).toBe(0);
  });
});
