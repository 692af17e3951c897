import { afterEach, describe, expect, it } from 'vitest';
import { queuedPostbacks, subscriptionRequest } from '../../test-support/subscriptions.ts';
import {
  checkoutBody,
  createTestApp,
  payCard,
  subscriptionProduct as plan,
  postCheckout,
  type TestApp,
} from '../../test-support/test-app.ts';

// One definition of the rebill amount: rebill_transaction_amount is what each rebill charges the
// card, tax included (as transaction_amount is), and rebill_transaction_tax_amount the tax inside
// it. A 9.90 plan under a 10% ON_TOP tax rebills 10.89 — and the checkout's answer, the form's
// terms, the TRANSACTION postback, the SUBSCRIPTION postback and the subscription endpoint all say
// 10.89.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const onTop = {
  transaction_tax_type: 'ON_TOP',
  transaction_tax_percentage: '10',
  transaction_tax_label: 'VAT',
};

const body = (product: Record<string, unknown>) =>
  checkoutBody({
    payment_data: { type: 'RECURRING', currency_code: 'EUR', merchant_payment_id: 'sub-1' },
    products: [plan({ product_price: '9.90', ...product })],
    taxOverride: onTop,
  });

describe('the rebill amount', () => {
  it('is the same tax-included amount everywhere it is shown', async () => {
    t = await createTestApp();
    const res = await postCheckout(t, body({}));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.products[0]).toMatchObject({
      product_price: '9.90',
      rebill_transaction_amount: '10.89',
      rebill_transaction_currency_code: 'EUR',
      rebill_transaction_tax_amount: '0.99',
      rebill_transaction_tax_currency_code: 'EUR',
    });
    const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    const session = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect(session.products[0].subscription.rebill_price).toBe('10.89');

    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    const [transaction, subscription] = await queuedPostbacks(t);
    const payment = transaction?.data.payment as { products: Record<string, unknown>[] };
    expect(payment.products[0]).toMatchObject({
      rebill_transaction_amount: '10.89',
      rebill_transaction_tax_amount: '0.99',
    });
    expect(subscription?.data).toMatchObject({
      rebill_transaction_amount: '10.89',
      transaction_tax_amount: '0.99',
    });
    const read = await subscriptionRequest(
      t,
      'GET',
      `/v1/subscription/${subscription?.data.subscription_id}`,
    );
    expect(read.json().data).toMatchObject({ rebill_transaction_amount: '10.89' });
  });

  it('sent with the checkout, may be the price or the price with its ON_TOP tax; the answer says the charge', async () => {
    t = await createTestApp();
    for (const sent of ['9.90', '10.89']) {
      const answer = await postCheckout(t, body({ rebill_transaction_amount: sent }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.products[0].rebill_transaction_amount).toBe('10.89');
    }
    const other = await postCheckout(t, body({ rebill_transaction_amount: '9.00' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].error_message).toBe(
      "products[0].rebill_transaction_amount must equal product_price (9.90) or what each rebill charges, product_price with the taxOverride's ON_TOP tax (10.89)",
    );
  });
});
