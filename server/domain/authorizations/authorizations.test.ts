import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  createTestApp,
  payCard,
  subscriptionProduct,
  TEST_API_KEY,
} from '../../test-support/test-app.ts';
import { expireDueAuthorizations } from './authorization-expiry.ts';

// Capture, void and expiry of an authorization: authorize → capture (whole, partial),
// authorize → void, authorize → expire; each closing transaction with its TRANSACTION postback,
// and every capture or void of a closed authorization refused with a 409 naming why.

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

const authorizeBody = (overrides: Record<string, unknown> = {}) => ({
  payment_method: 'CARD',
  merchant_customer_id: 'cust-9',
  email: 'ann@example.com',
  amount: '20.00',
  language: 'en-us',
  country_code: 'DE',
  currency_code: 'EUR',
  success_url: 'https://shop.example.test/ok',
  failure_url: 'https://shop.example.test/failed',
  products: [{ product_type: 'SALE', product_name: 'Kettle', product_price: '20.00' }],
  ...overrides,
});

interface Queued {
  type: string;
  data: Record<string, unknown>;
}

async function outbox(): Promise<Queued[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => {
    const body = JSON.parse(String(row.payload));
    return { type: body.type, data: body.data };
  });
}

/** Authorizes through POST /v1/authorize and the form API; answers the AUTHORIZE transaction's id. */
async function authorized(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post('authorize', authorizeBody(overrides));
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const postbacks = await outbox();
  const authorization = postbacks.find((p) => p.data.transaction_type === 'AUTHORIZE');
  expect(authorization?.data.transaction_status).toBe('SUCCESS');
  return String(authorization?.data.transaction_id);
}

const errorOf = (res: {
  json: () => { errors: [{ error_code: string; error_message: string }] };
}) => res.json().errors[0];

describe('authorize → capture', () => {
  it('captures the whole amount: a CAPTURE transaction, answered and posted back', async () => {
    const id = await authorized();
    const res = await post('capture', { transaction_id: id });
    expect(res.statusCode).toBe(200);
    const { type, data } = res.json();
    expect(type).toBe('TRANSACTION');
    expect(data).toMatchObject({
      transaction_type: 'CAPTURE',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '20.00',
      payment: { payment_type: 'AUTHORIZE' },
    });
    const posted = (await outbox()).filter((p) => p.data.transaction_type === 'CAPTURE');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.data.transaction_id).toBe(data.transaction_id);
    // Captured once: a second capture and a void say why they cannot.
    const again = await post('capture', { transaction_id: id });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_code).toBe('INVALID_REQUEST');
    expect(errorOf(again).error_message).toMatch(
      /^transaction_id names an authorization that was already captured at .*; it cannot be captured$/,
    );
    const voided = await post('void', { transaction_id: id });
    expect(errorOf(voided).error_message).toContain('already captured');
  });

  it('captures part of the amount, never more than authorized, never zero', async () => {
    const id = await authorized();
    const over = await post('capture', { transaction_id: id, amount: '20.01' });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).error_message).toBe(
      'amount must be at most the authorized amount (20.00 EUR)',
    );
    const zero = await post('capture', { transaction_id: id, amount: '0' });
    expect(errorOf(zero).error_message).toContain('amount must be more than zero');
    const decimals = await post('capture', { transaction_id: id, amount: 'ten' });
    expect(errorOf(decimals).error_message).toContain('amount must match the pattern');
    const part = await post('capture', { transaction_id: id, amount: '12.5' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.transaction_amount).toBe('12.50');
  });

  it('starts the subscriptions of an AUTHORIZE checkout at capture, not at authorization', async () => {
    const plan = subscriptionProduct({ merchant_product_id: 'plan-30' });
    const id = await authorized({ amount: '12.00', products: [plan] });
    const subscriptions = async () =>
      (await t.db.query('SELECT initial_transaction_id FROM subscriptions')).map(
        (r) => r.initial_transaction_id,
      );
    expect(await subscriptions()).toEqual([]);
    const partial = await post('capture', { transaction_id: id, amount: '6.00' });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).error_message).toContain('SUBSCRIPTION products');
    const res = await post('capture', { transaction_id: id });
    expect(res.statusCode).toBe(200);
    expect(await subscriptions()).toEqual([res.json().data.transaction_id]);
    const types = (await outbox()).map((p) => `${p.type}:${String(p.data.transaction_type ?? '')}`);
    expect(types).toEqual(['TRANSACTION:AUTHORIZE', 'TRANSACTION:CAPTURE', 'SUBSCRIPTION:']);
  });
});

describe('authorize → void', () => {
  it('voids: a VOID transaction of the authorized amount; then capture is refused', async () => {
    const id = await authorized();
    const res = await post('void', { transaction_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      transaction_type: 'VOID',
      transaction_status: 'SUCCESS',
      transaction_amount: '20.00',
    });
    expect((await outbox()).some((p) => p.data.transaction_type === 'VOID')).toBe(true);
    const capture = await post('capture', { transaction_id: id });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toContain('already voided');
  });
});

describe('authorize → expire', () => {
  it('the sweep expires an authorization past its hold: a VOID and its postback', async () => {
    const id = await authorized();
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      holdSeconds: t.config.authorizationHoldSeconds,
      onPostback: () => {},
    };
    t.clock.now = new Date(t.clock.now.getTime() + HOLD_MS - 1000);
    expect(await expireDueAuthorizations(deps)).toBe(0);
    // Exactly 7 days after its success: due.
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    expect(await expireDueAuthorizations(deps)).toBe(1);
    expect(await expireDueAuthorizations(deps)).toBe(0);
    const voids = (await outbox()).filter((p) => p.data.transaction_type === 'VOID');
    expect(voids).toHaveLength(1);
    expect(voids[0]?.data.transaction_details).toMatchObject({
      processor_response_text: 'Authorization expired: not captured within 604800 seconds',
    });
    const capture = await post('capture', { transaction_id: id });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toContain('already expired');
  });

  it('a capture past the hold expires it there and then, and says so', async () => {
    const id = await authorized();
    t.clock.now = new Date(t.clock.now.getTime() + HOLD_MS + 1000);
    const capture = await post('capture', { transaction_id: id });
    expect(capture.statusCode).toBe(409);
    expect(errorOf(capture).error_message).toMatch(/already expired at .*; it cannot be captured/);
    // The expiry was committed: its VOID was posted back, and the void now meets it too.
    expect((await outbox()).filter((p) => p.data.transaction_type === 'VOID')).toHaveLength(1);
    const voided = await post('void', { transaction_id: id });
    expect(errorOf(voided).error_message).toContain('already expired');
  });
});

describe('capture and void: requests that name no authorization', () => {
  it('refuses a missing, malformed, unknown or non-AUTHORIZE transaction_id', async () => {
    const missing = await post('capture', {});
    expect(errorOf(missing).error_message).toBe('transaction_id is required');
    const stray = await post('void', { transaction_id: 'trx_x', amount: '1.00' });
    expect(errorOf(stray).error_message).toBe('amount is not a known field');
    const malformed = await post('void', { transaction_id: 'trx x' });
    expect(errorOf(malformed).error_message).toContain('transaction_id must match the pattern');
    const unknown = await post('capture', { transaction_id: 'trx_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'transaction_id names no transaction of this merchant',
    });
    // A SALE is not an authorization.
    const sale = await post('sale', authorizeBody());
    const token = new URL(sale.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    await payCard(t, token);
    const saleId = (await outbox()).find((p) => p.data.transaction_type === 'SALE')?.data
      .transaction_id;
    const notAuth = await post('capture', { transaction_id: saleId });
    expect(notAuth.statusCode).toBe(400);
    expect(errorOf(notAuth).error_message).toContain(
      'transaction_id must name the AUTHORIZE transaction of an authorization',
    );
  });

  it('concurrent capture and void: exactly one closes the authorization', async () => {
    const id = await authorized();
    const answers = await Promise.all([
      post('capture', { transaction_id: id }),
      post('void', { transaction_id: id }),
      post('capture', { transaction_id: id }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
  });
});
