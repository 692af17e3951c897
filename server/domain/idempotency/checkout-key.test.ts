import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addMerchant } from '../../test-support/merchants.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// X-Idempotency-Key on POST /v1/checkout (with the semantics every keyed endpoint shares): one
// payment per merchant and key for 24 hours, a repeat answered 409, concurrent repeats included.

const OTHER_KEY = 'sk_other_merchant_0123456789';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
afterEach(() => t?.app.close());

const checkout = (
  headers: Record<string, string | string[]> = {},
  body: Record<string, unknown> = checkoutBody(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY, ...headers },
    payload: body,
  });

const withKey = (key: string, body?: Record<string, unknown>) =>
  checkout({ 'x-idempotency-key': key }, body);

const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { error_code: string; error_message: string }[] }).errors[0];

const paymentIdOf = (res: LightMyRequestResponse): string =>
  (res.json() as { data: { payment_id: string } }).data.payment_id;

async function paymentIds(): Promise<unknown[]> {
  const rows = await t.db.query('SELECT payment_id FROM payments ORDER BY created_at');
  return rows.map((row) => row.payment_id);
}

async function keyRows(): Promise<readonly Record<string, unknown>[]> {
  return t.db.query(
    'SELECT merchant_id, idempotency_key, endpoint, payment_id, created_at FROM idempotency_keys ORDER BY created_at',
  );
}

function expectRepeat(res: LightMyRequestResponse, key: string, at: Date, paymentId: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    errors: [
      {
        error_code: 'INVALID_REQUEST',
        error_message: `X-Idempotency-Key ${JSON.stringify(key)} was already used at ${at.toISOString()} for payment ${paymentId}; send a new key for a new request`,
      },
    ],
  });
}

describe('X-Idempotency-Key on POST /v1/checkout', () => {
  it('creates the payment once and answers a repeat 409 naming the first use and its payment', async () => {
    t = await createTestApp();
    const first = await withKey('order-42');
    expect(first.statusCode).toBe(200);
    const paymentId = paymentIdOf(first);
    expect(await keyRows()).toEqual([
      {
        merchant_id: 'mer_sandbox',
        idempotency_key: 'order-42',
        endpoint: 'checkout',
        payment_id: paymentId,
        created_at: t.clock.now,
      },
    ]);

    const usedAt = t.clock.now;
    t.clock.now = new Date(usedAt.getTime() + HOUR);
    expectRepeat(await withKey('order-42'), 'order-42', usedAt, paymentId);
    // The key decides, not the body: another order under the same key is a repeat too.
    const other = checkoutBody({
      products: [{ product_type: 'SALE', product_name: 'Tea', product_price: '3.00' }],
    });
    delete (other.payment_data as Record<string, unknown>).amount;
    expectRepeat(await withKey('order-42', other), 'order-42', usedAt, paymentId);
    expect(await paymentIds()).toEqual([paymentId]);
  });

  it('keeps keys per merchant and per value: another key, or the same key of another merchant, creates a payment', async () => {
    t = await createTestApp();
    await addMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other merchant',
      apiKey: OTHER_KEY,
      postbackSecret: 'whsec_other_0123456789abcdef',
    });
    expect((await withKey('order-42')).statusCode).toBe(200);
    expect((await withKey('order-43')).statusCode).toBe(200);
    // Keys are compared exactly: case and spaces count.
    expect((await withKey('Order-42')).statusCode).toBe(200);
    expect((await withKey('order 42')).statusCode).toBe(200);
    const other = await checkout({ 'x-api-key': OTHER_KEY, 'x-idempotency-key': 'order-42' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.merchant_id).toBe('mer_other');
    expect(await paymentIds()).toHaveLength(5);
    expect((await withKey('order-42')).statusCode).toBe(409);
  });

  it('changes nothing without the header: every request creates a payment and no key is stored', async () => {
    t = await createTestApp();
    expect((await checkout()).statusCode).toBe(200);
    expect((await checkout()).statusCode).toBe(200);
    expect(await paymentIds()).toHaveLength(2);
    expect(await keyRows()).toEqual([]);
  });

  it.each([
    ['empty', '', 'must not be empty'],
    ['256 characters', 'k'.repeat(256), 'must be at most 255 characters long (got 256)'],
    ['a letter outside ASCII', 'ordre-été', 'must hold printable ASCII characters only'],
    ['a tab', 'order\t42', 'must hold printable ASCII characters only'],
    ['a card number', 'order-4242424242424242', 'must not contain a card number'],
    ['a card number with spaces', 'pan 4242 4242 4242 4242', 'must not contain a card number'],
  ])('refuses a key that is %s with 400 naming the header and the rule', async (_, key, rule) => {
    t = await createTestApp();
    const res = await withKey(key);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)?.error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(firstError(res)?.error_message).toContain(`X-Idempotency-Key ${rule}`);
    // The value itself is never repeated in a refusal.
    if (key.length > 0) expect(res.body).not.toContain(key);
    expect(await paymentIds()).toEqual([]);
    expect(await keyRows()).toEqual([]);
  });

  it('accepts 255 printable ASCII characters, spaces and punctuation included', async () => {
    t = await createTestApp();
    const longest = `shop:${'x'.repeat(245)} ~!@#`;
    expect(longest).toHaveLength(255);
    expect((await withKey(longest)).statusCode).toBe(200);
    expect((await withKey(longest)).statusCode).toBe(409);
  });

  it('refuses the header sent twice, which Node would join into one value', async () => {
    t = await createTestApp();
    const res = await checkout({ 'x-idempotency-key': ['order-1', 'order-2'] });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)?.error_message).toBe('X-Idempotency-Key must be sent once per request');
    expect(await paymentIds()).toEqual([]);
  });

  it('does not use up the key of a refused request: the corrected request creates the payment', async () => {
    t = await createTestApp();
    const invalid = checkoutBody({
      callback: { success_url: 'javascript:alert(1)', failure_url: 'https://shop.example.test/f' },
    });
    expect((await withKey('order-42', invalid)).statusCode).toBe(400);
    expect(await keyRows()).toEqual([]);
    expect((await withKey('order-42')).statusCode).toBe(200);
  });

  it('remembers a key for 24 hours, then lets it create a new payment', async () => {
    t = await createTestApp();
    const usedAt = t.clock.now;
    const first = paymentIdOf(await withKey('order-42'));
    t.clock.now = new Date(usedAt.getTime() + 24 * HOUR - 1);
    expectRepeat(await withKey('order-42'), 'order-42', usedAt, first);

    t.clock.now = new Date(usedAt.getTime() + 24 * HOUR);
    const again = await withKey('order-42');
    expect(again.statusCode).toBe(200);
    const second = paymentIdOf(again);
    expect(second).not.toBe(first);
    expect(await paymentIds()).toEqual([first, second]);
    // The key now points at the new payment, and its 24 hours start again.
    const reusedAt = t.clock.now;
    t.clock.now = new Date(reusedAt.getTime() + HOUR);
    expectRepeat(await withKey('order-42'), 'order-42', reusedAt, second);
  });

  it('creates exactly one payment from 50 concurrent requests with one key; 49 get the 409', async () => {
    t = await createTestApp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withKey('race-1')));
    const created = answers.filter((res) => res.statusCode === 200);
    const repeats = answers.filter((res) => res.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(repeats).toHaveLength(49);
    const [winner] = created;
    if (!winner) throw new Error('no request created the payment');
    const paymentId = paymentIdOf(winner);
    for (const res of repeats) expectRepeat(res, 'race-1', t.clock.now, paymentId);
    expect(await paymentIds()).toEqual([paymentId]);
    expect(await keyRows()).toHaveLength(1);
  });

  it('creates exactly one new payment from 50 concurrent requests reusing one expired key', async () => {
    t = await createTestApp();
    const first = paymentIdOf(await withKey('race-2'));
    t.clock.now = new Date(t.clock.now.getTime() + 25 * HOUR);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withKey('race-2')));
    const created = answers.filter((res) => res.statusCode === 200);
    expect(created).toHaveLength(1);
    const [winner] = created;
    if (!winner) throw new Error('no request created the payment');
    const second = paymentIdOf(winner);
    for (const res of answers.filter((r) => r !== winner)) {
      expectRepeat(res, 'race-2', t.clock.now, second);
    }
    expect(await paymentIds()).toEqual([first, second]);
  });

  it('lets 50 concurrent requests with different keys all through', async () => {
    t = await createTestApp();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => withKey(`order-${i}`)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(await paymentIds()).toHaveLength(50);
  });
});
