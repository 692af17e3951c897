import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, subscriptionProduct, TEST_API_KEY } from '../../test-support/test-app.ts';

// POST /v1/sale, /v1/authorize and /v1/recurring: checkouts of a fixed payment type
// with the spec's flat body, through the checkout's code path.

let t: TestApp;
// Created in a hook: a cold start on a loaded machine counts against the hook's longer timeout.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t?.app.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** The spec's /sale body as a client library sends it (every field of the spec's table). */
const saleBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  payment_method: 'CARD',
  merchant_payment_id: 'order-2001',
  merchant_customer_id: 'cust-7',
  email: 'ann@example.com',
  amount: '34.40',
  language: 'en-us',
  country_code: 'DE',
  currency_code: 'EUR',
  forced_3d: false,
  success_url: 'https://shop.example.test/ok',
  failure_url: 'https://shop.example.test/failed',
  shop_name: 'Test Shop',
  shop_url: 'https://shop.example.test',
  products: [
    {
      product_type: 'SALE',
      merchant_product_id: 'sku-1',
      product_name: 'Beans',
      product_description: 'Whole beans, 1 kg',
      product_price: '24.90',
    },
    { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
  ],
  ...overrides,
});

const errorOf = (res: {
  json: () => { errors: [{ error_code: string; error_message: string }] };
}) => res.json().errors[0];

describe('POST /v1/sale', () => {
  it('takes the spec body as a client library sends it and answers the PAYMENT envelope with a session', async () => {
    const res = await post('sale', saleBody());
    expect(res.statusCode).toBe(200);
    const { type, data } = res.json();
    expect(type).toBe('PAYMENT');
    expect(data).toMatchObject({
      payment_type: 'SALE',
      payment_method: 'CARD',
      merchant_payment_id: 'order-2001',
      merchant_customer_id: 'cust-7',
      email: 'ann@example.com',
      amount: '34.40',
      language: 'en-us',
      country_code: 'DE',
      currency_code: 'EUR',
      forced_3d: false,
      shop_name: 'Test Shop',
    });
    expect(data.session.redirect_url).toMatch(/^https:\/\/pay\.example\.test\/pay\/cs_/);
    expect(data.products).toHaveLength(2);
    // The session opens on the form API like any checkout's.
    const token = new URL(data.session.redirect_url).pathname.split('/').pop();
    const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    expect(view.statusCode).toBe(200);
  });

  it('is deprecated: Deprecation and a Link to /v1/checkout, on success and on errors', async () => {
    for (const res of [await post('sale', saleBody()), await post('sale', {})]) {
      expect(res.headers.deprecation).toBe('@1735689600');
      expect(res.headers.link).toBe('</v1/checkout>; rel="successor-version"');
    }
    const authorize = await post('authorize', saleBody());
    expect(authorize.headers.deprecation).toBe('@1735689600');
    const recurring = await post('recurring', saleBody());
    expect(recurring.headers.deprecation).toBeUndefined();
    expect(recurring.headers.link).toBeUndefined();
  });

  it.each([
    // Left out, the form uses the browser's language; a bare one (`en`) is taken too.
    [{ language: 'eng' }, 'language must match the pattern'],
    [{ email: null }, 'email is required'],
    [{ email: undefined }, 'email is required'],
    [{ payment_method: undefined }, 'payment_method is required'],
    [{ amount: undefined }, 'amount is required'],
    [{ amount: '1,00' }, 'amount must match the pattern'],
    [{ language: 'EN' }, 'language must match the pattern'],
    [{ country_code: 'de' }, 'country_code must match the pattern'],
    [
      { success_url: `https://shop.example.test/${'a'.repeat(600)}` },
      'success_url must be at most 512',
    ],
    [{ products: [] }, 'products must hold at least 1 item'],
    [
      {
        products: Array(11).fill({
          product_type: 'SALE',
          product_name: 'X',
          product_price: '1.00',
        }),
      },
      'products must hold at most 10 items',
    ],
    [{ payment_data: {} }, 'payment_data is not a known field'],
    [
      { amount: '30.00' },
      'amount must equal the total of the required and preselected products (34.40)',
    ],
    [{ payment_method: 'NOPE' }, 'payment_method must be one of'],
    [{ payment_method: 'PIX' }, 'payment_method PIX does not serve EUR'],
    [{ currency_code: 'ZZZ' }, 'currency_code must be an ISO 4217 currency code'],
    [
      {
        amount: '0',
        products: [{ product_type: 'SALE', product_name: 'Free', product_price: '0' }],
      },
      'products must add up to more than zero',
    ],
    [
      { amount: '12.00', products: [subscriptionProduct()] },
      'products[0].product_type SUBSCRIPTION is not taken by /v1/sale (SALE products only)',
    ],
  ])('refuses %j naming the field and the rule', async (override, message) => {
    const res = await post('sale', saleBody(override));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(errorOf(res).error_message).toContain(message);
  });

  it('names fields as sent in the checkout dialect (products[0].price, a JSON number amount)', async () => {
    const res = await post(
      'sale',
      saleBody({ amount: 5, products: [{ type: 'SALE', name: 'Tea', price: 4 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_message).toBe(
      'amount must equal the total of the required and preselected products (4.00)',
    );
    const ok = await post(
      'sale',
      saleBody({ amount: 4, products: [{ type: 'SALE', name: 'Tea', price: 4 }] }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.amount).toBe('4.00');
  });

  it('refuses a request without a valid X-Api-Key (401)', async () => {
    const res = await post('sale', saleBody(), { 'x-api-key': 'wrong' });
    expect(res.statusCode).toBe(401);
  });

  it('X-Idempotency-Key: a repeat is refused with 409 and creates nothing; one key per merchant across endpoints', async () => {
    const first = await post('sale', saleBody(), { 'x-idempotency-key': 'shop-sale-1' });
    expect(first.statusCode).toBe(200);
    const again = await post('sale', saleBody(), { 'x-idempotency-key': 'shop-sale-1' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ error_code: 'INVALID_REQUEST' });
    expect(errorOf(again).error_message).toContain(first.json().data.payment_id);
    // The merchant's key is one per merchant, whatever the endpoint.
    const other = await post('authorize', saleBody(), { 'x-idempotency-key': 'shop-sale-1' });
    expect(other.statusCode).toBe(409);
    const rows = await t.db.query('SELECT count(*)::int AS n FROM payments');
    expect(rows[0]?.n).toBe(1);
    const bad = await post('recurring', saleBody(), { 'x-idempotency-key': '' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).error_message).toContain('X-Idempotency-Key');
  });

  it('50 concurrent requests with one key, across /sale, /authorize and /recurring, create exactly one payment', async () => {
    const paths = ['sale', 'authorize', 'recurring'];
    const recurring = saleBody({ amount: '12.00', products: [subscriptionProduct()] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const path = paths[i % 3] ?? 'sale';
        return post(path, path === 'recurring' ? recurring : saleBody(), {
          'x-idempotency-key': 'race-1',
        });
      }),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const rows = await t.db.query('SELECT count(*)::int AS n FROM payments');
    expect(rows[0]?.n).toBe(1);
  });
});

describe('POST /v1/authorize', () => {
  it('allows amount zero and SUBSCRIPTION products', async () => {
    const trial = subscriptionProduct({
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 7,
    });
    const res = await post('authorize', saleBody({ amount: '0.00', products: [trial] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_type: 'AUTHORIZE', amount: '0.00' });
  });
});

describe('POST /v1/recurring', () => {
  it('answers payment_type RECURRING and needs a SUBSCRIPTION product', async () => {
    const res = await post(
      'recurring',
      saleBody({ amount: '12.00', products: [subscriptionProduct()] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_type: 'RECURRING', amount: '12.00' });
    const none = await post('recurring', saleBody());
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).error_message).toBe(
      'products must hold at least one SUBSCRIPTION product for a RECURRING checkout',
    );
  });
});
