import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  openSession,
  subscriptionProduct as plan,
  type TestApp,
} from '../../test-support/test-app.ts';

// The session view carries each SUBSCRIPTION product's terms for the form: its cadence,
// its trial and what each later charge costs under the checkout's tax rule.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const recurring = (products: unknown[], extra: Record<string, unknown> = {}) => ({
  payment_data: {
    type: 'RECURRING',
    currency_code: 'EUR',
    merchant_payment_id: 'sub-order-1',
    shop_name: 'Coffee Club',
  },
  products,
  ...extra,
});

async function productsOf(body: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  t = await createTestApp();
  const token = await openSession(t, body);
  const res = await t.app.inject({ url: `/api/sessions/${token}` });
  expect(res.statusCode).toBe(200);
  return res.json().products;
}

describe('subscription terms in the session view', () => {
  it('a trial plan: nothing today, its cadence, its trial and its rebill price; none on a SALE product', async () => {
    const products = await productsOf(
      recurring([
        plan({
          product_id: 'plan',
          product_price: '9.90',
          is_trial: true,
          trial_interval: 'DAY',
          trial_interval_value: 7,
        }),
        { product_type: 'SALE', product_id: 'mug', product_name: 'Mug', product_price: '5.00' },
      ]),
    );
    expect(products).toEqual([
      {
        product_id: 'plan',
        product_name: 'Monthly plan',
        product_description: 'Coffee every 30 days',
        product_price: '0.00',
        is_optional: false,
        is_preselected: false,
        subscription: {
          charge_interval: 'DAY',
          charge_interval_value: 30,
          rebill_price: '9.90',
          trial: { interval: 'DAY', interval_value: 7 },
        },
      },
      {
        product_id: 'mug',
        product_name: 'Mug',
        product_price: '5.00',
        is_optional: false,
        is_preselected: false,
      },
    ]);
  });

  it('without a trial: no trial, and an ON_TOP tax is in the rebill price', async () => {
    const [product] = await productsOf(
      recurring([plan({ product_id: 'plan', product_price: '12.00', charge_interval_value: 1 })], {
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_label: 'VAT',
        },
      }),
    );
    expect(product?.product_price).toBe('12.00');
    expect(product?.subscription).toEqual({
      charge_interval: 'DAY',
      charge_interval_value: 1,
      rebill_price: '13.20',
    });
  });

  it('an INCLUDED tax leaves the rebill price as it is; a zero-decimal currency has no decimals', async () => {
    const [product] = await productsOf(
      recurring([plan({ product_id: 'plan', product_price: '1200' })], {
        payment_data: {
          type: 'RECURRING',
          currency_code: 'JPY',
          merchant_payment_id: 'sub-order-2',
        },
        taxOverride: {
          transaction_tax_type: 'INCLUDED',
          transaction_tax_percentage: '10',
          transaction_tax_label: 'VAT',
        },
      }),
    );
    expect(product?.subscription).toMatchObject({ rebill_price: '1200' });
  });
});
