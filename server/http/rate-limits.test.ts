import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchant } from '../test-support/merchants.ts';
import { previewRequestHeaders } from '../test-support/preview-access.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// Issues #8 and #13.4: 429 TOO_MANY_REQUESTS in the spec's body, with Retry-After, per API key on
// /v1 and per client address on the payment and demo endpoints.

const OTHER_KEY = 'sk_other_merchant_0123456789';

function expectTooMany(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    errors: [
      {
        error_code: 'TOO_MANY_REQUESTS',
        error_message: expect.stringMatching(/^too many requests; retry in \d+ seconds$/),
      },
    ],
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('with limits set low', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_API_PER_MINUTE: '3',
      RATE_LIMIT_PAYMENTS_PER_MINUTE: '2',
      RATE_LIMIT_DEMO_PER_MINUTE: '2',
    });
    await addMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other merchant',
      apiKey: OTHER_KEY,
      postbackSecret: 'whsec_other_0123456789abcdef',
    });
  });
  afterAll(() => t.app.close());

  const checkout = (key: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: key === undefined ? {} : { 'x-api-key': key },
      payload: checkoutBody(),
    });

  it('limits each API key on its own; an unknown key shares nothing with a known one', async () => {
    for (let n = 0; n < 3; n += 1) expect((await checkout(TEST_API_KEY)).statusCode).toBe(200);
    expectTooMany(await checkout(TEST_API_KEY));
    expectTooMany(await checkout(TEST_API_KEY));
    // Another merchant's key still has its whole budget.
    for (let n = 0; n < 3; n += 1) expect((await checkout(OTHER_KEY)).statusCode).toBe(200);
    expectTooMany(await checkout(OTHER_KEY));
    // Unknown or missing keys are answered 401, never 429 on someone else's budget.
    expect((await checkout('sk_unknown_0123456789abcdef')).statusCode).toBe(401);
    expect((await checkout(undefined)).statusCode).toBe(401);
  });

  it('limits card payments per client address', async () => {
    // The two keys above have used their budget: a third merchant creates the session.
    await addMerchant(t.db, {
      merchantId: 'mer_third',
      name: 'Third merchant',
      apiKey: 'sk_third_0123456789abcdef',
      postbackSecret: 'whsec_third_0123456789abcdef',
    });
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': 'sk_third_0123456789abcdef' },
      payload: checkoutBody(),
    });
    const token = String(session.json().data.session.redirect_url).split('/pay/')[1];
    const pay = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${token}/payments`,
        remoteAddress,
        payload: cardPaymentBody({ number: '4000000000000002', holder_name: 'Ann Lee' }),
      });
    expect((await pay('203.0.113.7')).statusCode).toBe(200);
    expect((await pay('203.0.113.7')).statusCode).toBe(200);
    const limited = await pay('203.0.113.7');
    expectTooMany(limited);
    expect(limited.body).not.toContain('4000');
    expect((await pay('203.0.113.8')).statusCode).toBe(200);
    // Reading the session is not a payment: never limited.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${token}`,
      remoteAddress: '203.0.113.7',
    });
    expect(view.statusCode).toBe(200);
  });

  it('limits demo checkouts per client address', async () => {
    const demo = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/demo-checkout',
        headers: previewRequestHeaders(t.config),
        remoteAddress,
      });
    expect((await demo('198.51.100.1')).statusCode).toBe(200);
    expect((await demo('198.51.100.1')).statusCode).toBe(200);
    expectTooMany(await demo('198.51.100.1'));
    expect((await demo('198.51.100.2')).statusCode).toBe(200);
  });
});

describe('wrong API keys per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default budget: twenty wrong keys a minute.
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  const send = (key: string | undefined, remoteAddress: string, url = '/v1/checkout') =>
    t.app.inject({
      method: url === '/v1/checkout' ? 'POST' : 'GET',
      url,
      remoteAddress,
      headers: key === undefined ? {} : { 'x-api-key': key },
      ...(url === '/v1/checkout' && { payload: checkoutBody() }),
    });

  function expectHeldBack(response: LightMyRequestResponse, seconds: number): void {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      errors: [
        {
          error_code: 'TOO_MANY_REQUESTS',
          error_message: `too many wrong API keys from this address; retry in ${seconds} seconds`,
        },
      ],
    });
    expect(response.headers['retry-after']).toBe(String(seconds));
  }

  it('answers 250 wrong keys in a row with 401 twenty times, then 429 with Retry-After until the minute has passed', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 250; n += 1) {
      const response = await send(`sk_guess_${String(n).padStart(20, '0')}`, '203.0.113.50');
      statuses.push(response.statusCode);
      if (n === 20) expectHeldBack(response, 60);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(230).fill(429));

    // Held back before its key is looked at: the valid key waits too, on /v1 and the tools API.
    t.clock.now = new Date(t.clock.now.getTime() + 15_000);
    expectHeldBack(await send(TEST_API_KEY, '203.0.113.50'), 45);
    expectHeldBack(await send(TEST_API_KEY, '203.0.113.50', '/sandbox/api/postbacks'), 45);
    // Another address is not held back, and its valid key works.
    expect((await send(TEST_API_KEY, '203.0.113.51')).statusCode).toBe(200);

    t.clock.now = new Date(t.clock.now.getTime() + 45_000);
    expect((await send(TEST_API_KEY, '203.0.113.50')).statusCode).toBe(200);
    expect((await send('sk_guess_after_the_window_0', '203.0.113.50')).statusCode).toBe(401);
  });

  it('counts wrong keys sent to /v1 and to the tools API together, and a whole IPv6 /64 as one address', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await send(`sk_guess_v1_${n}_0123456789ab`, '2001:db8:5:6::1')).statusCode).toBe(401);
      const tools = await send(
        `sk_guess_tools_${n}_0123456789`,
        `2001:db8:5:6::${n + 2}`,
        '/sandbox/api/postbacks',
      );
      expect(tools.statusCode).toBe(401);
    }
    expectHeldBack(await send(TEST_API_KEY, '2001:db8:5:6:abcd::9'), 60);
    expect((await send(TEST_API_KEY, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('counts neither a missing key nor a valid one', async () => {
    for (let n = 0; n < 30; n += 1) {
      const missing = await send(undefined, '198.51.100.60');
      expect(missing.json().errors[0].error_message).toBe('X-Api-Key header is required');
      expect((await send(TEST_API_KEY, '198.51.100.60', '/sandbox/api/postbacks')).statusCode).toBe(
        200,
      );
    }
    // The valid keys did not reset the count of wrong ones either.
    for (let n = 0; n < 19; n += 1) await send(`sk_guess_${n}_0123456789abcdef`, '198.51.100.60');
    expect((await send(TEST_API_KEY, '198.51.100.60')).statusCode).toBe(200);
    await send('sk_guess_the_twentieth_0123', '198.51.100.60');
    expect((await send(TEST_API_KEY, '198.51.100.60')).statusCode).toBe(429);
  });

  it('is off with RATE_LIMIT_AUTH_FAILURES_PER_MINUTE=0: every wrong key is answered 401', async () => {
    const off = await createTestApp({ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '0' });
    try {
      for (let n = 0; n < 250; n += 1) {
        const response = await off.app.inject({
          method: 'GET',
          url: '/sandbox/api/postbacks',
          headers: { 'x-api-key': `sk_guess_${n}_0123456789abcdef` },
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await off.app.close();
    }
  });
});

describe('with limits switched off (0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_API_PER_MINUTE: '0',
      RATE_LIMIT_DEMO_PER_MINUTE: '0',
    });
  });
  afterAll(() => t.app.close());

  it('never answers 429', async () => {
    for (let n = 0; n < 30; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/checkout',
        headers: { 'x-api-key': TEST_API_KEY },
        payload: checkoutBody(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
    for (let n = 0; n < 25; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/sandbox/demo-checkout',
        headers: previewRequestHeaders(t.config),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
