import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems, subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import {
  queuedPostbacks,
  runRebills,
  setClock,
  startSubscriptions,
  subscriptionOf,
  subscriptionRequest,
} from '../../test-support/subscriptions.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  payCard,
  postCheckout,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// A taxOverride's exempt products (transaction_tax_exempt_product_ids): the tax is computed on the
// other products alone, and the exempt products' prices are transaction_tax_exempt_amount in the
// checkout's answer, the form's session, every transaction record and postback, the subscription
// and its rebills.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function app(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

const beans = {
  product_type: 'SALE',
  product_id: 'beans',
  product_name: 'Beans',
  product_price: '24.90',
};
const giftCard = {
  product_type: 'SALE',
  product_id: 'gift-card',
  product_name: 'Gift card',
  product_price: '25.00',
};
const vat20 = {
  transaction_tax_type: 'ON_TOP',
  transaction_tax_label: 'VAT',
  transaction_tax_percentage: '20',
  transaction_tax_exempt_product_ids: ['gift-card'],
};

const tokenOf = (answer: { data: { session: { redirect_url: string } } }): string =>
  new URL(answer.data.session.redirect_url).pathname.split('/').pop() ?? '';

async function transactionsOf(a: TestApp, paymentId: string): Promise<Record<string, unknown>[]> {
  const res = await a.app.inject({
    url: `/v1/transaction?payment_id=${paymentId}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });
  return res.json().data;
}

const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { error_code: string; error_message: string }[] }).errors[0];

describe('a taxOverride with exempt products', () => {
  it('taxes the other products and reports the exempt amount in the answer, the form, the record and the postback', async () => {
    const a = await app();
    const res = await postCheckout(
      a,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR', amount: '54.88' },
        products: [beans, giftCard],
        taxOverride: vat20,
      }),
    );
    expect(res.statusCode).toBe(200);
    // 20 % of the beans alone (4.98), added to both products' 49.90.
    const taxed = {
      amount: '54.88',
      transaction_tax_amount: '4.98',
      transaction_tax_exempt_amount: '25.00',
      transaction_tax_percentage: '20',
    };
    expect(res.json().data).toMatchObject(taxed);

    const token = tokenOf(res.json());
    const session = (await a.app.inject({ url: `/api/sessions/${token}` })).json();
    expect(session).toMatchObject({
      amount: '54.88',
      tax: { transaction_tax_exempt_product_ids: ['gift-card'] },
    });

    expect((await payCard(a, token)).outcome).toBe('SUCCESS');
    const [record] = await transactionsOf(a, res.json().data.payment_id);
    expect(record).toMatchObject({
      transaction_amount: '54.88',
      transaction_tax_amount: '4.98',
      transaction_tax_exempt_amount: '25.00',
      payment: taxed,
    });
    const [postback] = (await queuedPostbacks(a)).map((p) => p.data);
    expect(postback).toMatchObject({ transaction_tax_exempt_amount: '25.00' });
    expect(recordProblems(postback)).toEqual([]);
  });

  it('takes an INCLUDED tax out of the taxable products only', async () => {
    const a = await app();
    const res = await postCheckout(
      a,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR' },
        products: [
          { ...beans, product_price: '12.00' },
          { ...giftCard, product_price: '3.00' },
        ],
        taxOverride: { ...vat20, transaction_tax_type: 'INCLUDED' },
      }),
    );
    expect(res.json().data).toMatchObject({
      amount: '15.00',
      transaction_tax_amount: '2.00',
      transaction_tax_exempt_amount: '3.00',
    });
  });

  it('follows the shopper’s selection: an exempt optional product left out exempts nothing', async () => {
    const a = await app();
    const res = await postCheckout(
      a,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR' },
        products: [beans, { ...giftCard, is_optional: true, is_preselected: true }],
        tax_override: {
          type: 'ON_TOP',
          percentage: '20',
          exempt_product_ids: ['gift-card'],
        },
      }),
    );
    expect(res.json().data).toMatchObject({ transaction_tax_exempt_amount: '25.00' });
    const token = tokenOf(res.json());
    const paid = await a.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: { ...cardPaymentBody(), selected_product_ids: [] },
    });
    expect(paid.json().outcome).toBe('SUCCESS');
    const [record] = await transactionsOf(a, res.json().data.payment_id);
    expect(record).toMatchObject({
      transaction_amount: '29.88',
      transaction_tax_amount: '4.98',
      transaction_tax_exempt_amount: '0.00',
    });
  });

  it('reports zero without exempt products, and no exempt amount without a taxOverride', async () => {
    const a = await app();
    const plain = await postCheckout(
      a,
      checkoutBody({ payment_data: { type: 'SALE', currency_code: 'EUR' }, products: [beans] }),
    );
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).not.toHaveProperty('transaction_tax_exempt_amount');
    const taxed = await postCheckout(
      a,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'JPY' },
        products: [{ ...beans, product_price: '1000' }],
        taxOverride: { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '10' },
      }),
    );
    expect(taxed.json().data).toMatchObject({
      amount: '1100',
      transaction_tax_amount: '100',
      transaction_tax_exempt_amount: '0',
    });
  });

  it('refuses exempt products that are not the checkout’s, naming the field', async () => {
    const a = await app();
    const unknown = await postCheckout(
      a,
      checkoutBody({
        products: [beans, giftCard],
        taxOverride: { ...vat20, transaction_tax_exempt_product_ids: ['gift-card', 'wine'] },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown)).toMatchObject({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: expect.stringMatching(
        /taxOverride\.transaction_tax_exempt_product_ids\[1\].*product_id.*beans, gift-card.*wine/,
      ),
    });
    const twice = await postCheckout(
      a,
      checkoutBody({
        products: [beans, giftCard],
        taxOverride: { ...vat20, transaction_tax_exempt_product_ids: ['gift-card', 'gift-card'] },
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(firstError(twice)?.error_message).toContain('transaction_tax_exempt_product_ids');
    const notAList = await postCheckout(
      a,
      checkoutBody({
        products: [beans, giftCard],
        taxOverride: { ...vat20, transaction_tax_exempt_product_ids: 'gift-card' },
      }),
    );
    expect(notAList.statusCode).toBe(400);
    expect(firstError(notAList)?.error_message).toContain('transaction_tax_exempt_product_ids');
  });
});

describe('an exempt subscription product', () => {
  const FIRST_DUE = '2026-12-22T10:00:00.000Z';

  it('rebills without tax, its whole amount exempt, before and after its amount changes', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      products: [subscriptionProduct({ product_id: 'plan', merchant_product_id: 'plan-30' })],
      extra: {
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_exempt_product_ids: ['plan'],
        },
      },
    });
    const id = subscriptionIds[0] ?? '';
    const subscription = await subscriptionOf(a, id);
    expect(subscription).toMatchObject({
      rebill_transaction_amount: '12.00',
      transaction_tax_amount: '0.00',
      transaction_tax_exempt_amount: '12.00',
    });
    expect(subscriptionProblems(subscription)).toEqual([]);

    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    expect(await runRebills(a)).toBe(1);
    const [rebill] = (await queuedPostbacks(a)).slice(before).map((p) => p.data);
    expect(rebill).toMatchObject({
      transaction_amount: '12.00',
      transaction_tax_amount: '0.00',
      transaction_tax_exempt_amount: '12.00',
      payment: {
        transaction_tax_exempt_amount: '12.00',
        products: [{ rebill_transaction_amount: '12.00', rebill_transaction_tax_amount: '0.00' }],
      },
    });
    expect(recordProblems(rebill)).toEqual([]);

    const changed = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      rebill_transaction_amount: '15.00',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      rebill_transaction_amount: '15.00',
      transaction_tax_amount: '0.00',
      transaction_tax_exempt_amount: '15.00',
    });
  });

  it('keeps a taxed subscription beside an exempt product taxed', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      products: [subscriptionProduct({ product_id: 'plan' }), giftCard],
      extra: {
        payment_data: { type: 'SALE', currency_code: 'EUR', merchant_payment_id: 'sub-order' },
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_exempt_product_ids: ['gift-card'],
        },
      },
    });
    expect(await subscriptionOf(a, subscriptionIds[0] ?? '')).toMatchObject({
      rebill_transaction_amount: '13.20',
      transaction_tax_amount: '1.20',
      transaction_tax_exempt_amount: '0.00',
    });
  });
});
