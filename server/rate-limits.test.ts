import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from './merchants/api-key.ts';
import { upsertMerchant } from './merchants/store.ts';
import { previewRequestHeaders } from './testing/preview-access.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from './testing/test-app.ts';

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
    await upsertMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other merchant',
      apiKeyHash: hashApiKey(OTHER_KEY),
      callbackUrl: null,
      postbackSecret: 'whsec_other_0123456789abcdef',
      allowedOrigins: [],
      theme: null,
      isSandbox: false,
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
    await upsertMerchant(t.db, {
      merchantId: 'mer_third',
      name: 'Third merchant',
      apiKeyHash: hashApiKey('sk_third_0123456789abcdef'),
      callbackUrl: null,
      postbackSecret: 'whsec_third_0123456789abcdef',
      allowedOrigins: [],
      theme: null,
      isSandbox: false,
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
