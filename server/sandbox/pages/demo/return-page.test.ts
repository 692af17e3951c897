import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../../test-support/test-app.ts';

let t: TestApp;
afterEach(() => t.app.close());

const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /sandbox/return', () => {
  it('shows the query the merchant received, decoded, with a failure named', async () => {
    t = await createTestApp();
    const res = await open(
      '/sandbox/return?outcome=failure&order=42&error_code=2903&error_message=Card%20declined',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<h1>Payment failed</h1>');
    expect(res.body).toContain('error_code 2903: Card declined');
    expect(res.body).toContain('<code>failure_url</code>');
    expect(res.body).toContain('no payment with merchant_payment_id <code>42</code>');
  });

  it('escapes what the URL carries', async () => {
    t = await createTestApp();
    const res = await open(
      '/sandbox/return?outcome=failure&error_message=%3Cscript%3Ex%3C%2Fscript%3E',
    );
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;');
  });

  it('shows the payment the reference names, with its postbacks', async () => {
    t = await createTestApp();
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: {
        payment_data: { type: 'SALE', currency_code: 'EUR', merchant_payment_id: 'order-77' },
        customer: { merchant_customer_id: 'c-77', email: 'a@example.com', country_code: 'DE' },
        callback: {
          success_url:
            'http://127.0.0.1:8080/sandbox/return?outcome=success&merchant_payment_id=order-77',
          failure_url:
            'http://127.0.0.1:8080/sandbox/return?outcome=failure&merchant_payment_id=order-77',
        },
        products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '9.99' }],
      },
    });
    const paymentId = checkout.json().id;
    const token = new URL(checkout.json().session.redirect_url).pathname.split('/').pop() ?? '';
    await payCard(t, token);
    const res = await open('/sandbox/return?outcome=success&merchant_payment_id=order-77');
    expect(res.body).toContain('<h1>Payment succeeded</h1>');
    expect(res.body).toContain(paymentId);
    expect(res.body).toContain('SUCCEEDED');
    expect(res.body).toContain('9.99 EUR');
    expect(res.body).toMatch(/<code>evt_[^<]+<\/code><\/td><td><code>trx_/);
    expect(res.body).toContain('href="/sandbox/postbacks"');
  });

  it('shows no payment when the sandbox pages are off', async () => {
    t = await createTestApp({ HOST: '0.0.0.0' });
    const res = await open('/sandbox/return?outcome=success&merchant_payment_id=order-77');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('does not show payments on open pages');
  });
});
