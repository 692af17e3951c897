import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  postCheckout,
} from '../../test-support/test-app.ts';

// No card number may be stored or forwarded through a free-text field: a checkout's texts in every
// layout and script (the scan of every body: server/http/card-number-scan.test.ts), and the
// holder name the form sends.

let t: TestApp;
afterEach(() => t?.app.close());

const FULL_WIDTH_PAN = '４１１１１１１１１１１１１１１１';
const PAN = '4111 1111 1111 1111';

const post = (body: unknown) => postCheckout(t, body);

const base = checkoutBody() as {
  payment_data: Record<string, unknown>;
  customer: Record<string, unknown>;
  products: Record<string, unknown>[];
};
const withPaymentData = (extra: Record<string, unknown>) =>
  checkoutBody({ payment_data: { ...base.payment_data, ...extra } });
const withCustomer = (extra: Record<string, unknown>) =>
  checkoutBody({ customer: { ...base.customer, ...extra } });
const withProduct = (extra: Record<string, unknown>) =>
  checkoutBody({ products: [{ ...base.products[0], ...extra }, base.products[1]] });

describe('POST /v1/checkout refuses a card number in free text', () => {
  it.each([
    ['payment_data.shop_name', withPaymentData({ shop_name: `Shop ${FULL_WIDTH_PAN}` })],
    [
      'payment_data.shop_url',
      withPaymentData({ shop_url: `https://shop.test/${PAN.replaceAll(' ', '-')}` }),
    ],
    ['payment_data.merchant_payment_id', withPaymentData({ merchant_payment_id: PAN })],
    [
      'customer.merchant_customer_id',
      withCustomer({ merchant_customer_id: '4111.1111.1111.1111' }),
    ],
    ['customer.first_name', withCustomer({ first_name: `Ann ${FULL_WIDTH_PAN}` })],
    ['customer.last_name', withCustomer({ last_name: '٤١١١ ١١١١ ١١١١ ١١١١' })],
    ['customer.email', withCustomer({ email: '4111111111111111@example.com' })],
    ['products[0].product_name', withProduct({ product_name: `Beans ${PAN}` })],
    ['products[0].product_description', withProduct({ product_description: `for ${PAN}` })],
    ['products[0].product_id', withProduct({ product_id: '4111111111111111' })],
    ['products[0].merchant_product_id', withProduct({ merchant_product_id: `sku-${PAN}` })],
  ])('names %s', async (field, body) => {
    t = await createTestApp();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: `${field} must not contain a card number`,
    });
    expect(await t.db.query('SELECT payment_id FROM payments')).toEqual([]);
  });

  it('keeps texts with digits that are not card numbers', async () => {
    t = await createTestApp();
    const res = await post(
      withProduct({
        product_name: 'Beans 4111 1111 1111 1112', // Luhn-invalid
        product_id: 'sku-12345678901', // 11 digits
      }),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('the card form refuses a card number in the holder name', () => {
  it('answers 400 and never stores or forwards the full-width number', async () => {
    t = await createTestApp();
    const created = await post(checkoutBody());
    const token = new URL(created.json().data.session.redirect_url).pathname.split('/').pop();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: cardPaymentBody({ holder_name: `Ann ${FULL_WIDTH_PAN}` }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: 'card.holder_name must not contain a card number',
    });
    expect(res.body).not.toContain(FULL_WIDTH_PAN);
    const tables = ['payments', 'transactions', 'payment_tokens', 'postback_outbox'];
    const stored = JSON.stringify(
      await Promise.all(tables.map((table) => t.db.query(`SELECT * FROM ${table}`))),
    );
    expect(stored).not.toContain(FULL_WIDTH_PAN);
    expect(stored).not.toContain('4111111111111111');
    expect(await t.db.query('SELECT * FROM transactions')).toEqual([]);
    expect(await t.db.query('SELECT * FROM postback_outbox')).toEqual([]);
  });
});
