import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';
import { createCheckout } from '../checkout/create-checkout.ts';
import { insertPayment } from '../ledger/payment-store.ts';

// A callback URL the server cannot parse turned every later attempt into a
// 500 that rolled back the attempt count — an unlimited card-testing oracle.

let t: TestApp;
afterEach(() => t?.app.close());

const create = (callback: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody({ callback }),
  });

const ok = 'https://shop.example.test/ok';

/** A session stored before creation checked the URLs: the row holds an unparsable failure_url. */
async function legacySession(failureUrl: string): Promise<string> {
  const record = createCheckout({
    merchantId: 'mer_sandbox',
    allowedOrigins: [],
    body: checkoutBody() as unknown as CheckoutBody,
    now: t.clock.now,
    ttlSeconds: 900,
  });
  await insertPayment(t.db, { ...record, failureUrl });
  return record.sessionToken;
}

const card = (number: string, holder_name = 'Ann Example') => ({
  method: 'CARD',
  card: { number, expiry_month: 12, expiry_year: 2030, security_code: '123', holder_name },
});
const pay = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${token}/payments`, payload: body as object });
const outboxCount = async () =>
  (await t.db.query('SELECT count(*)::int AS n FROM postback_outbox'))[0]?.n;

describe('callback URLs at creation', () => {
  it.each([
    ['http://x.com:99999/', 'callback.failure_url must be an http(s) URL a browser can open'],
    ['https://', 'callback.failure_url must be an http(s) URL a browser can open'],
    ['http://:80', 'callback.failure_url must be an http(s) URL a browser can open'],
    [
      'https://user:pass@shop.example.test/',
      'callback.failure_url must not carry a user name or password',
    ],
    ['javascript:alert(1)', 'callback.failure_url must'],
    ['data:text/html,x', 'callback.failure_url must'],
    ['//evil.example/', 'callback.failure_url must'],
    ['https://shop.example.test\\@evil.example/', 'callback.failure_url must'],
    ['https://shop.example.test/\r\nLocation: x', 'callback.failure_url must'],
  ])('refuses failure_url %j with 400 naming the field and the rule', async (url, message) => {
    t = await createTestApp();
    const res = await create({ success_url: ok, failure_url: url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: expect.stringContaining(message),
    });
  });

  it('refuses an unparsable success_url too, and still takes ordinary URLs', async () => {
    t = await createTestApp();
    const bad = await create({ success_url: 'http://x.com:99999/', failure_url: ok });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].error_message).toContain('callback.success_url');
    const good = await create({
      success_url: 'http://localhost:3000/ok?x=1#y',
      failure_url: 'https://[::1]:8443/failed',
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('a stored session whose failure_url cannot be parsed', () => {
  it('counts every decline: the fifth is final, each has its postback, nothing answers 5xx', async () => {
    t = await createTestApp();
    const token = await legacySession('http://x.com:99999/');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await pay(token, card('4000000000009995')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 409]);
    expect(answers.slice(0, 5).map((a) => a.json().outcome)).toEqual([
      'RETRY',
      'RETRY',
      'RETRY',
      'RETRY',
      'FAILED',
    ]);
    expect(answers[4]?.json().attempts_left).toBe(0);
    expect(await outboxCount()).toBe(5);
    const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'FAILED', attempts_left: 0 });
    expect(view.json().redirect_url).toBeUndefined();
  });

  it('records a final decline (FORCE 2903) with its transaction and postback', async () => {
    t = await createTestApp();
    const token = await legacySession('https://');
    const res = await pay(token, card('4242424242424242', 'FORCE 2903'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'FAILED', attempts_left: 0 });
    const rows = await t.db.query('SELECT response_code FROM transactions');
    expect(rows.map((r) => r.response_code)).toEqual([2903]);
    expect(await outboxCount()).toBe(1);
  });

  it('shows an expired session without a 5xx', async () => {
    t = await createTestApp();
    const token = await legacySession('http://:80');
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'EXPIRED', attempts_left: 0 });
  });
});
