import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  postCheckout,
} from '../../test-support/test-app.ts';
import { insertPayment } from '../ledger/payment-store.ts';
import { createCheckout } from './create-checkout.ts';

// Every amount Kassa answers fits the spec's amount format
// ^\d{1,18}(?:\.\d{1,2})?$, for every currency.

let t: TestApp;
afterEach(() => t?.app.close());

const AMOUNT = /^\d{1,18}(?:\.\d{1,2})?$/;
const MAX = '999999999999999999.99';

const post = (body: unknown) => postCheckout(t, body);
const product = (price: string, extra: Record<string, unknown> = {}) => ({
  product_type: 'SALE',
  product_name: 'Item',
  product_price: price,
  ...extra,
});
const onTop = (percentage: string) => ({
  taxOverride: { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: percentage },
});
const sale = (currency_code: string, products: unknown[], extra: Record<string, unknown> = {}) =>
  checkoutBody({ payment_data: { type: 'SALE', currency_code }, products, ...extra });

describe('totals beyond the amount format', () => {
  it.each([
    [
      'ten products at the largest price with 100 % tax on top',
      sale(
        'EUR',
        Array.from({ length: 10 }, () => product(MAX)),
        onTop('100'),
      ),
      'products must add up to at most 999999999999999999.99',
    ],
    [
      'two products whose sum has 19 integer digits',
      sale('EUR', [product('600000000000000000'), product('600000000000000000')]),
      'products must add up to at most 999999999999999999.99',
    ],
    [
      'one product at the largest price with 1 % tax on top',
      sale('EUR', [product(MAX)], onTop('1')),
      'taxOverride must leave a total of at most 999999999999999999.99',
    ],
    [
      'an optional product the shopper may add',
      sale('EUR', [product('1'), product(MAX, { is_optional: true })]),
      'products must add up to at most 999999999999999999.99 with every optional product selected',
    ],
    [
      'JPY, which has no decimals',
      sale('JPY', [product('999999999999999999'), product('1')]),
      'products must add up to at most 999999999999999999',
    ],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    t = await createTestApp();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: expect.stringContaining(message),
    });
  });

  it('accepts the largest amount the format holds', async () => {
    t = await createTestApp();
    const res = await post(sale('EUR', [product(MAX)], onTop('0')));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(MAX);
  });

  it('refuses on the form API a selection whose total overflows (a row stored before the rule)', async () => {
    t = await createTestApp();
    const record = createCheckout({
      merchantId: 'mer_sandbox',
      allowedOrigins: [],
      body: checkoutBody() as unknown as CheckoutBody,
      now: t.clock.now,
      ttlSeconds: 900,
    });
    const extra = {
      product_id: 'extra',
      product_type: 'SALE' as const,
      product_name: 'Extra',
      product_price: MAX,
      is_optional: true,
      is_preselected: false,
    };
    await insertPayment(t.db, { ...record, products: [...record.products, extra] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${record.sessionToken}/payments`,
      payload: {
        method: 'CARD',
        card: {
          number: '4242424242424242',
          expiry_month: 12,
          expiry_year: 2030,
          security_code: '123',
          holder_name: 'Ann Example',
        },
        selected_product_ids: ['extra'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain('selected_product_ids');
    expect(await t.db.query('SELECT * FROM transactions')).toEqual([]);
  });
});

describe('three-decimal currencies', () => {
  it.each(['KWD', 'BHD', 'JOD', 'OMR', 'TND'])(
    '%s takes prices in the amount format and answers with 2 decimals',
    async (currency) => {
      t = await createTestApp();
      const res = await post(sale(currency, [product('10'), product('0.5')]));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.amount).toBe('10.50');
      expect(data.products.map((p: { product_price: string }) => p.product_price)).toEqual([
        '10.00',
        '0.50',
      ]);
      const taxed = await post(sale(currency, [product('10.01')], onTop('7.25')));
      expect(taxed.json().data).toMatchObject({
        amount: '10.74', // 10.01 + 0.725725 rounded half up to 0.01
        transaction_tax_amount: '0.73',
      });
      const token = new URL(data.session.redirect_url).pathname.split('/').pop();
      const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
      expect(view.json().amount).toBe('10.50');
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${token}/payments`,
        payload: cardPaymentBody(),
      });
      const [event] = await t.db.query('SELECT payload FROM postback_outbox');
      const transaction = JSON.parse(String(event?.payload ?? '{}')).data;
      expect(transaction.transaction_amount).toBe('10.50');
      expect(transaction.transaction_fee_amount).toMatch(AMOUNT);
    },
  );

  it('refuses a third decimal, and JPY still refuses decimals', async () => {
    t = await createTestApp();
    const kwd = await post(sale('KWD', [product('10.001')]));
    expect(kwd.statusCode).toBe(400);
    expect(kwd.json().errors[0].error_message).toContain('products[0].product_price');
    const jpy = await post(sale('JPY', [product('10.5')]));
    expect(jpy.json().errors[0].error_message).toContain(
      'products[0].product_price must have at most 0 decimals for JPY',
    );
    const whole = await post(sale('JPY', [product('1000.00')]));
    expect(whole.json().data.amount).toBe('1000');
  });
});
