import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  subscriptionProduct as plan,
  postCheckout,
} from '../../test-support/test-app.ts';

// payment_data.type: SALE sells SALE products for more than zero; AUTHORIZE
// authorizes SALE or SUBSCRIPTION products, zero included; RECURRING starts at least one
// subscription, whose trial makes its first charge free. The form's first transaction follows.

let t: TestApp;
afterEach(() => t?.app.close());

const post = (body: unknown) => postCheckout(t, body);

const inTrial = plan({ is_trial: true, trial_interval: 'DAY', trial_interval_value: 7 });

const recurring = (products: unknown[], type = 'RECURRING') =>
  checkoutBody({ payment_data: { type, currency_code: 'EUR' }, products });

const transactionTypes = async (paymentId: string): Promise<unknown[]> =>
  (
    await t.db.query('SELECT transaction_type FROM transactions WHERE payment_id = $1', [paymentId])
  ).map((row) => row.transaction_type);

describe('payment_data.type', () => {
  it('RECURRING: the subscription carries its terms and rebill fields; the first charge is its price', async () => {
    t = await createTestApp();
    const res = await post(recurring([plan()]));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ payment_type: 'RECURRING', amount: '12.00' });
    expect(data.products[0]).toEqual({
      product_id: expect.stringMatching(/^prd_/),
      product_type: 'SUBSCRIPTION',
      product_name: 'Monthly plan',
      product_description: 'Coffee every 30 days',
      product_price: '12.00',
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: false,
      rebill_transaction_amount: '12.00',
      rebill_transaction_currency_code: 'EUR',
      rebill_transaction_fee_amount: '0.00',
      rebill_transaction_fee_currency_code: 'EUR',
      is_optional: false,
      is_preselected: false,
    });
  });

  it('SUBSCRIPTION, the checkout wording of the same thing, is answered as RECURRING', async () => {
    t = await createTestApp();
    const res = await post(recurring([plan()], 'SUBSCRIPTION'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ payment_type: 'RECURRING', amount: '12.00' });
    // Without a SUBSCRIPTION product it is refused as RECURRING would be.
    const sale = { product_type: 'SALE', product_name: 'Mug', product_price: '2.50' };
    const refused = await post(recurring([sale], 'SUBSCRIPTION'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].error_message).toMatch(/SUBSCRIPTION product/);
  });

  it('RECURRING with a trial: nothing to charge today, the form verifies the card with a zero AUTHORIZE', async () => {
    t = await createTestApp();
    const res = await post(recurring([inTrial]));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.amount).toBe('0.00');
    expect(data.products[0]).toMatchObject({
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 7,
      product_price: '12.00',
    });
    const token = new URL(data.session.redirect_url).pathname.split('/').pop() ?? '';
    const view = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect(view.amount).toBe('0.00');
    // The form adds up the prices it shows: a trial costs nothing today.
    expect(view.products[0].product_price).toBe('0.00');
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    expect(await transactionTypes(data.payment_id)).toEqual(['AUTHORIZE']);
  });

  it('RECURRING with a trial takes as amount what is due now or the plan as priced; it charges what is due', async () => {
    t = await createTestApp();
    const taxed = {
      taxOverride: { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '10' },
    };
    for (const [amount, extra, due] of [
      ['0.00', {}, '0.00'],
      // What client libraries send for a plan with a trial: its price.
      ['12.00', {}, '0.00'],
      [12, {}, '0.00'],
      // With a mug beside it: the mug now, or the mug and the plan as priced; tax on top of each.
      ['2.75', taxed, '2.75'],
      ['15.95', taxed, '2.75'],
    ] as const) {
      const products = Object.keys(extra).length
        ? [inTrial, { product_type: 'SALE', product_name: 'Mug', product_price: '2.50' }]
        : [inTrial];
      const res = await post(
        checkoutBody({
          payment_data: { type: 'RECURRING', currency_code: 'EUR', amount },
          products,
          ...extra,
        }),
      );
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(200);
      expect(res.json().data.amount).toBe(due);
    }
    const paid = await post(
      checkoutBody({
        payment_data: { type: 'RECURRING', currency_code: 'EUR', amount: '12.00' },
        products: [inTrial],
      }),
    );
    const token = new URL(paid.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    const [charged] = await t.db.query(
      'SELECT transaction_type, amount FROM transactions WHERE payment_id = $1',
      [paid.json().data.payment_id],
    );
    expect(charged).toEqual({ transaction_type: 'AUTHORIZE', amount: '0.00' });
    const refused = await post(
      checkoutBody({
        payment_data: { type: 'RECURRING', currency_code: 'EUR', amount: '6.00' },
        products: [inTrial],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].error_message).toBe(
      'payment_data.amount must equal the total of the required and preselected products: what is due now (0.00), or the same with every trial at its price (12.00)',
    );
  });

  it('RECURRING with a first charge sells it; a SALE product may come along', async () => {
    t = await createTestApp();
    const token = await openSession(t, {
      payment_data: { type: 'RECURRING', currency_code: 'EUR', amount: '14.50' },
      products: [
        plan(),
        { product_type: 'SALE', product_name: 'Mug', product_price: '2.50' },
        inTrial,
      ].map((p, i) => ({ ...p, product_id: `p${i}` })),
    });
    const view = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    expect(await transactionTypes(view.payment_id)).toEqual(['SALE']);
  });

  it('AUTHORIZE: the form authorizes, zero included', async () => {
    t = await createTestApp();
    const token = await openSession(t, {
      payment_data: { type: 'AUTHORIZE', currency_code: 'EUR' },
    });
    const view = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    expect(await transactionTypes(view.payment_id)).toEqual(['AUTHORIZE']);
    const zero = await post(
      recurring([{ product_type: 'SALE', product_name: 'Check', product_price: '0' }], 'AUTHORIZE'),
    );
    expect(zero.statusCode).toBe(200);
    expect(zero.json().data).toMatchObject({ payment_type: 'AUTHORIZE', amount: '0.00' });
  });

  it('SALE still sells', async () => {
    t = await createTestApp();
    const token = await openSession(t);
    const view = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    expect(await transactionTypes(view.payment_id)).toEqual(['SALE']);
  });

  it.each([
    [
      recurring([{ product_type: 'SALE', product_name: 'Mug', product_price: '2.50' }]),
      'products must hold at least one SUBSCRIPTION product for a RECURRING checkout',
    ],
    // A SALE may start a subscription beside its one-time products, never for nothing today.
    [recurring([inTrial], 'SALE'), 'products must add up to more than zero'],
    [
      recurring([plan({ product_description: undefined })]),
      'products[0].product_description is required for a SUBSCRIPTION product',
    ],
    [
      recurring([plan({ charge_interval_value: undefined })]),
      'products[0].charge_interval_value is required',
    ],
    [recurring([plan({ charge_interval_value: 0 })]), 'products[0].charge_interval_value must'],
    // Beyond ten years of days a rebill date is no date the database keeps (a 500 at payment).
    [
      recurring([plan({ charge_interval_value: 100_000_000 })]),
      'products[0].charge_interval_value must be <= 3660',
    ],
    [
      recurring([
        plan({ is_trial: true, trial_interval: 'DAY', trial_interval_value: 2_147_483_648 }),
      ]),
      'products[0].trial_interval_value must be <= 3660',
    ],
    [
      recurring([plan({ charge_interval: 'MONTH' })]),
      'products[0].charge_interval must be one of DAY',
    ],
    [recurring([plan({ is_trial: undefined })]), 'products[0].is_trial is required'],
    [
      recurring([plan({ is_trial: true })]),
      'products[0].trial_interval_value is required for a SUBSCRIPTION product',
    ],
    [
      recurring([plan({ trial_interval_value: 7 })]),
      'products[0].trial_interval_value applies only when is_trial is true',
    ],
    [
      recurring([plan({ rebill_transaction_amount: '11.00' })]),
      'products[0].rebill_transaction_amount must equal product_price (12.00)',
    ],
    [
      recurring([plan({ rebill_transaction_currency_code: 'USD' })]),
      'products[0].rebill_transaction_currency_code must equal payment_data.currency_code (EUR)',
    ],
    [
      checkoutBody({
        products: [
          { product_type: 'SALE', product_name: 'Mug', product_price: '2.50', is_trial: false },
        ],
      }),
      'products[0].is_trial applies only to SUBSCRIPTION products',
    ],
    [
      recurring([
        { type: 'SUBSCRIPTION', name: 'Plan', price: 5, charge: { value: 0, interval: 'DAY' } },
      ]),
      'products[0].charge.value must be >= 1',
    ],
    [
      // Named `product_name`, the resource's way, a subscription still needs its description (in
      // the short names alone its name stands for it).
      recurring([
        {
          type: 'SUBSCRIPTION',
          product_name: 'Plan',
          price: 5,
          charge: { value: 30, interval: 'DAY' },
        },
      ]),
      'products[0].description is required for a SUBSCRIPTION product',
    ],
    [
      recurring([{ type: 'SALE', name: 'Free', price: 0 }], 'SALE'),
      'products must add up to more than zero',
    ],
  ])('refuses %j', async (body, message) => {
    t = await createTestApp();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain(message);
  });
});
