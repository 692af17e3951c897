import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../../../domain/ledger/payment-record.ts';
import { findPaymentBySessionToken } from '../../../domain/ledger/payment-store.ts';
import { createTestApp, postCheckout, type TestApp } from '../../../test-support/test-app.ts';
import { groups, minimalGroup, recurringGroup, saleGroup } from './dialect-bodies.ts';

// The compatibility suite: every dialect an existing integration sends is accepted, and
// what Kassa stores does not depend on the dialect that said it. Then the refusals, each naming
// the field as the merchant spelt it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (body: unknown) => postCheckout(t, body);

/** The stored payment without what is new for every checkout (ids, token, generated product ids). */
function comparable(p: PaymentRecord): Record<string, unknown> {
  const { paymentId: _id, sessionToken: _token, createdAt: _c, expiresAt: _e, ...rest } = p;
  return {
    ...rest,
    products: p.products.map(({ product_id: _p, ...product }) => product),
  };
}

async function stored(body: unknown): Promise<Record<string, unknown>> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  expect(answer.id).toBe(answer.data.payment_id);
  expect(answer.session.redirect_url).toBe(answer.data.session.redirect_url);
  const token = new URL(answer.session.redirect_url).pathname.split('/').pop() ?? '';
  const payment = await findPaymentBySessionToken(t.db, token);
  if (!payment) throw new Error('payment not stored');
  return comparable(payment);
}

describe('every dialect is accepted and stores the same payment', () => {
  for (const [group, bodies] of Object.entries(groups)) {
    it(`${group}: ${Object.keys(bodies).join(' | ')}`, async () => {
      const [first, ...others] = await Promise.all(Object.values(bodies).map(stored));
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other).toEqual(first);
    });
  }

  it('stores what the bodies say, exactly', async () => {
    const sale = await stored(Object.values(saleGroup)[0]);
    expect(sale).toMatchObject({
      amount: '23.88',
      taxAmount: '3.98',
      language: 'de-de',
      forced3d: true,
      tax: { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '20' },
      products: [{ product_price: '12.40' }, { product_price: '7.50' }],
    });
    const recurring = await stored(Object.values(recurringGroup)[1]);
    expect(recurring).toMatchObject({
      paymentType: 'RECURRING',
      amount: '4.99',
      customer: {},
      products: [
        { is_trial: true, trial_interval_value: 7, rebill_transaction_amount: '9.99' },
        { is_trial: false, charge_interval_value: 30, rebill_transaction_amount: '4.99' },
      ],
    });
    const minimal = await stored(Object.values(minimalGroup)[1]);
    expect(minimal).toMatchObject({ customer: {}, merchantCustomerId: 'guest-1', amount: '25.00' });
  });
});

const base = Object.values(minimalGroup)[1] as Record<string, Record<string, unknown>>;
const withProduct = (product: Record<string, unknown>) => ({
  ...base,
  payment_data: { type: 'SALE', currency_code: 'GBP' },
  products: [product],
});

describe('refusals name the field as it was sent', () => {
  it.each([
    [
      withProduct({ type: 'SALE', name: 'Card', price: 25, product_price: '25' }),
      'products[0]: price and product_price name the same field; send one',
    ],
    [
      {
        ...base,
        payment_data: { type: 'SALE', currency_code: 'GBP', forced3d: true, forced_3d: false },
      },
      'payment_data: forced3d and forced_3d name the same field; send one',
    ],
    [
      {
        ...base,
        tax_override: { type: 'ON_TOP', percentage: 5 },
        taxOverride: { type: 'ON_TOP', percentage: 5 },
      },
      'tax_override and taxOverride name the same field; send one',
    ],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 25.999 }),
      'products[0].price must be an amount',
    ],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 1e21 }),
      'products[0].price must be an amount',
    ],
    [withProduct({ type: 'SALE', name: 'Card', price: -1 }), 'products[0].price must be an amount'],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 'NaN' }),
      'products[0].price must match the pattern',
    ],
    [
      withProduct({ type: 'SALE', name: 'Card', price: true }),
      'products[0].price must be of type string',
    ],
    [
      withProduct({ type: 'GIFT', name: 'Card', price: 1 }),
      'products[0].type must be one of SALE, SUBSCRIPTION',
    ],
    [withProduct({ type: 'SALE', name: '', price: 1 }), 'products[0].name must be at least 1'],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 1, colour: 'red' }),
      'products[0].colour is not a known field',
    ],
    [
      { ...base, tax_override: { type: 'ON_TOP', percentage: 5, rounding: 'UP' } },
      'tax_override.rounding is not a known field',
    ],
    [
      { ...base, tax_override: { type: 'SOMETIMES', percentage: 5 } },
      'tax_override.type must be one of INCLUDED, ON_TOP',
    ],
    [
      { ...base, tax_override: { type: 'ON_TOP', percentage: 101 } },
      'tax_override.percentage must be a percentage',
    ],
    [{ ...base, tax_override: 'VAT' }, 'tax_override must be of type object'],
    [
      {
        ...base,
        payment_data: { type: 'RECURRING', currency_code: 'GBP' },
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'P',
            description: 'd',
            price: 1,
            charge: { value: 30, interval: 'WEEK' },
          },
        ],
      },
      'products[0].charge.interval must be one of DAY',
    ],
    [
      {
        ...base,
        payment_data: { type: 'RECURRING', currency_code: 'GBP' },
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'P',
            description: 'd',
            price: 1,
            charge: { value: 30, interval: 'DAY', every: 1 },
          },
        ],
      },
      'products[0].charge.every is not a known field',
    ],
    [
      {
        ...base,
        payment_data: { type: 'RECURRING', currency_code: 'GBP' },
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'P',
            description: 'd',
            price: 1,
            charge: { value: 30, interval: 'DAY' },
            trial: { value: 1.5, interval: 'DAY' },
          },
        ],
      },
      'products[0].trial.value must be of type integer',
    ],
    [withProduct({ type: 'SALE', name: 'Card' }), 'products[0].price is required'],
    [
      withProduct({ product_type: 'SALE', product_name: 'Card' }),
      'products[0].product_price is required',
    ],
    [
      {
        ...base,
        payment_data: { type: 'RECURRING', currency_code: 'GBP' },
        products: [
          {
            type: 'SUBSCRIPTION',
            name: 'P',
            description: 'd',
            price: 1,
            charge: { interval: 'DAY' },
          },
        ],
      },
      'products[0].charge.value is required for a SUBSCRIPTION product',
    ],
    [{ ...base, tax_override: { percentage: 5 } }, 'tax_override.type is required'],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 1, charge: {} }),
      'products[0].charge applies only to SUBSCRIPTION products',
    ],
    [
      withProduct({ type: 'SALE', name: 'Card', price: 1, charge: { value: 2 } }),
      'products[0].charge.value applies only to SUBSCRIPTION products',
    ],
    [
      { ...base, customer: { merchant_customer_id: 'g', language: 'German' } },
      'customer.language must match the pattern',
    ],
    [
      { ...base, payment_data: { type: 'SALE', currency_code: 'GBP', forced3d: 'yes' } },
      'payment_data.forced3d must be of type boolean',
    ],
    [
      { ...base, payment_data: { type: 'SALE', currency_code: 'GBP', amount: 24.99 } },
      'payment_data.amount must equal the total of the required and preselected products (25.00)',
    ],
  ])('%j', async (body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: expect.stringContaining(message),
    });
  });
});
