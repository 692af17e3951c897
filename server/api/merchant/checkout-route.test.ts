import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  checkoutBody,
  createTestApp,
  postCheckout,
  TEST_API_KEY,
} from '../../test-support/test-app.ts';

let t: TestApp;
afterEach(() => t?.app.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  postCheckout(t, body, headers);

const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { error_code: string; error_message: string }[] }).errors[0];

describe('POST /v1/checkout', () => {
  it('creates a SALE checkout and answers with the PAYMENT envelope and a session', async () => {
    t = await createTestApp();
    const res = await post(checkoutBody());
    expect(res.statusCode).toBe(200);
    const { type, data, id, session } = res.json();
    expect(type).toBe('PAYMENT');
    // The live service's checkout fields beside the spec's envelope.
    expect(id).toBe(data.payment_id);
    expect(session).toEqual(data.session);
    expect(data).toMatchObject({
      payment_type: 'SALE',
      payment_method: 'CARD',
      merchant_id: 'mer_sandbox',
      merchant_payment_id: 'order-1001',
      merchant_customer_id: 'cust-1',
      email: 'ann@example.com',
      country_code: 'DE',
      currency_code: 'EUR',
      amount: '34.40',
      success_url: 'https://shop.example.test/ok',
      created_at: '2026-11-22T10:00:00.000Z',
      session: {
        created_at: '2026-11-22T10:00:00.000Z',
        expires_at: '2026-11-22T10:15:00.000Z',
      },
    });
    expect(data.payment_id).toMatch(/^pay_/);
    expect(data.session.redirect_url).toMatch(/^https:\/\/pay\.example\.test\/pay\/cs_[\w-]{40,}$/);
    expect(data.products).toHaveLength(2);
    expect(data.products[0]).toMatchObject({ product_name: 'Beans', product_price: '24.90' });
    expect(data.products[0].product_id).toMatch(/^prd_/);
  });

  it('answers at its top level what the reference marks required there, echoing no secret', async () => {
    t = await createTestApp();
    const res = await post(
      checkoutBody({
        customer: {
          merchant_customer_id: 'cust-1',
          email: 'ann@example.com',
          country_code: 'DE',
          first_name: 'Ann',
        },
        additional_info: {
          customer_full_name: 'Ann Lee',
          crypto_address: '0x52908400098527886E0F7030069857D2E4169EE7',
        },
        payment_form_override: { color: '#123456' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    // The reference's required top-level fields, beside the spec's `type` and `data`.
    expect(Object.keys(answer).sort()).toEqual(
      [
        'type',
        'data',
        'id',
        'created_at',
        'merchant_id',
        'session',
        'payment_data',
        'customer',
        'callback',
        'products',
      ].sort(),
    );
    expect(answer).toMatchObject({
      id: answer.data.payment_id,
      created_at: '2026-11-22T10:00:00.000Z',
      merchant_id: 'mer_sandbox',
      session: {
        created_at: '2026-11-22T10:00:00.000Z',
        expires_at: '2026-11-22T10:15:00.000Z',
        redirect_url: answer.data.session.redirect_url,
      },
    });
    expect(answer.payment_data).toEqual({
      type: 'SALE',
      ui_mode: 'HOSTED',
      methods: ['CARD'],
      amount: '34.40',
      currency_code: 'EUR',
      merchant_payment_id: 'order-1001',
      language: 'en-us',
      shop_name: 'Test Shop',
      forced_3d: false,
    });
    expect(answer.customer).toEqual({
      merchant_customer_id: 'cust-1',
      email: 'ann@example.com',
      country_code: 'DE',
      first_name: 'Ann',
    });
    expect(answer.callback).toEqual({
      success_url: 'https://shop.example.test/ok',
      failure_url: 'https://shop.example.test/failed?order=1001',
    });
    expect(answer.products).toEqual(answer.data.products);
    // Neither the additional_info (tokens, addresses) nor the form override is repeated.
    expect(res.body).not.toContain('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(res.body).not.toContain('#123456');
    expect(res.body).not.toContain('additional_info');

    // The flat endpoints answer the same envelope.
    const flat = await t.app.inject({
      method: 'POST',
      url: '/v1/recurring',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: {
        payment_method: 'CARD',
        merchant_customer_id: 'cust-7',
        email: 'ann@example.com',
        amount: '12.00',
        country_code: 'DE',
        currency_code: 'EUR',
        success_url: 'https://shop.example/ok',
        failure_url: 'https://shop.example/failed',
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'Plan',
            price: 12,
            charge: { value: 30, interval: 'DAY' },
          },
        ],
      },
    });
    expect(flat.statusCode).toBe(200);
    expect(flat.json()).toMatchObject({
      id: flat.json().data.payment_id,
      merchant_id: 'mer_sandbox',
      payment_data: { type: 'RECURRING', amount: '12.00', methods: ['CARD'] },
      customer: { merchant_customer_id: 'cust-7', email: 'ann@example.com' },
      callback: { success_url: 'https://shop.example/ok' },
      products: [{ product_type: 'SUBSCRIPTION', rebill_transaction_amount: '12.00' }],
    });
  });

  it('gives every session its own unguessable redirect_url', async () => {
    t = await createTestApp();
    const a = (await post(checkoutBody())).json().data.session.redirect_url;
    const b = (await post(checkoutBody())).json().data.session.redirect_url;
    expect(a).not.toBe(b);
  });

  it('computes the amount when it is omitted and accepts an exact JSON number', async () => {
    t = await createTestApp();
    const body = checkoutBody();
    delete (body.payment_data as Record<string, unknown>).amount;
    expect((await post(body)).json().data.amount).toBe('34.40');
    (body.payment_data as Record<string, unknown>).amount = 34.4;
    expect((await post(body)).json().data.amount).toBe('34.40');
  });

  it('applies taxOverride exactly', async () => {
    t = await createTestApp();
    const res = await post(
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR' },
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_label: 'VAT',
          transaction_tax_percentage: '20',
        },
      }),
    );
    expect(res.json().data).toMatchObject({
      amount: '41.28',
      transaction_tax_amount: '6.88',
      transaction_tax_type: 'ON_TOP',
      transaction_tax_label: 'VAT',
      transaction_tax_percentage: '20',
    });
  });

  it('answers 401 in the spec body without a valid X-Api-Key', async () => {
    t = await createTestApp();
    for (const headers of [{ 'x-api-key': '' }, { 'x-api-key': 'sk_wrong_key_0000000000' }]) {
      const res = await post(checkoutBody(), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [
          { error_code: 'INVALID_REQUEST', error_message: expect.stringMatching(/X-Api-Key/) },
        ],
      });
    }
  });

  it.each([
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', amount: '1.234' } },
      'payment_data.amount',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'eur' } },
      'payment_data.currency_code must match',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'XYZ' } },
      'payment_data.currency_code must be an ISO 4217',
    ],
    [{ products: [] }, 'products must hold at least 1'],
    [
      {
        callback: {
          success_url: `https://x.test/${'a'.repeat(520)}`,
          failure_url: 'https://x.test',
        },
      },
      'callback.success_url must be at most 512',
    ],
    [
      { callback: { success_url: 'ftp://x.test/ok', failure_url: 'https://x.test' } },
      'callback.success_url must match',
    ],
    [
      { customer: { merchant_customer_id: '', email: 'a@b.c', country_code: 'DE' } },
      'customer.merchant_customer_id must be at least 1',
    ],
    [
      { customer: { merchant_customer_id: 'c', email: 'a@b.c', country_code: 'de' } },
      'customer.country_code must match',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', amount: '10.00' } },
      'must equal the total',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', amout: '1' } },
      'payment_data.amout is not a known field',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', methods: ['GOOGLE_PAY'] } },
      'payment_data.methods lists GOOGLE_PAY without CARD: CARD must be listed too',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', methods: ['APPLE_PAY'] } },
      'payment_data.methods lists APPLE_PAY without CARD: CARD must be listed too',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', methods: ['CARD', 'BOLETO'] } },
      'payment_data.methods: BOLETO does not serve EUR; it takes BRL',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'EUR', methods: ['BITCOIN'] } },
      'payment_data.methods[0] must be one of',
    ],
    [
      { payment_data: { type: 'SALE', currency_code: 'JPY' } },
      'products[0].product_price must have at most 0 decimals for JPY',
    ],
    [
      { products: [{ product_type: 'SALE', product_name: 'Free', product_price: '0' }] },
      'more than zero',
    ],
    [
      {
        products: [
          {
            product_type: 'SUBSCRIPTION',
            product_name: 'Plan',
            product_price: '5',
            product_description: 'x',
            charge_interval: 'DAY',
            charge_interval_value: 30,
            is_trial: true,
            trial_interval: 'DAY',
            trial_interval_value: 7,
          },
        ],
      },
      'products must add up to more than zero: a SALE cannot be for a zero amount',
    ],
    [
      { payment_form_override: { theme_type: 'NEON' } },
      'payment_form_override.theme_type must be one of LIGHT, DARK, BROWSER',
    ],
  ])('refuses %j with 400 naming the field and rule', async (overrides, message) => {
    t = await createTestApp();
    const res = await post(checkoutBody(overrides));
    expect(res.statusCode).toBe(400);
    const error = firstError(res);
    expect(error?.error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(error?.error_message).toContain(message);
  });

  it('refuses an amount float that cannot be exact', async () => {
    t = await createTestApp();
    const body = checkoutBody({
      // biome-ignore lint/correctness/noPrecisionLoss: the lost precision is what this test is about
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: 1234567890123456.7 },
    });
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)?.error_message).toContain('payment_data.amount');
  });

  it('answers malformed JSON and a wrong content type with 400 INVALID_REQUEST', async () => {
    t = await createTestApp();
    const broken = await post('{"payment_data": ');
    expect(broken.statusCode).toBe(400);
    expect(firstError(broken)?.error_code).toBe('INVALID_REQUEST');
    const text = await post('hello', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(firstError(text)?.error_code).toBe('INVALID_REQUEST');
  });

  it('answers unknown routes with 404 NOT_FOUND', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(res.statusCode).toBe(404);
    expect(firstError(res)?.error_code).toBe('NOT_FOUND');
  });
});
