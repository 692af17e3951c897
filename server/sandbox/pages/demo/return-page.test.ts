import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostbackDelivery } from '../../../domain/postbacks/delivery.ts';
import { startTestReceiver, waitFor } from '../../../test-support/postback-receiver.ts';
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
    expect(res.body).toContain(
      '<code dir="ltr">error_code</code> <code dir="ltr">2903</code>: Card declined',
    );
    expect(res.body).toContain('<code dir="ltr">failure_url</code>');
    expect(res.body).toContain('no payment with merchant_payment_id <code dir="ltr">42</code>');
  });

  it("names the checkout's URL field as code, and a URL naming no outcome in the page's words", async () => {
    t = await createTestApp();
    const french = { 'accept-language': 'fr-FR' };
    const returned = await t.app.inject({ method: 'GET', url: '/sandbox/return', headers: french });
    expect(returned.body).toContain('<h2>Ce que l’URL de retour a reçu</h2>');
    expect(returned.body).toContain('Cette page remplace l’URL de retour du marchand.');
    const succeeded = await t.app.inject({
      method: 'GET',
      url: '/sandbox/return?outcome=success',
      headers: french,
    });
    expect(succeeded.body).toContain(
      '<h2>Ce que la <code dir="ltr">success_url</code> a reçu</h2>',
    );
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
    expect(res.body).toMatch(/<code dir="ltr">evt_[^<]+<\/code><\/td><td><code dir="ltr">trx_/);
    expect(res.body).toContain('href="/sandbox/postbacks"');
  });

  /** A checkout whose return URLs name `reference`; answers its session token. */
  async function checkoutNamed(reference: string): Promise<string> {
    const back = (outcome: string) =>
      `http://127.0.0.1:8080/sandbox/return?outcome=${outcome}&merchant_payment_id=${reference}`;
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: {
        payment_data: { type: 'SALE', currency_code: 'EUR', merchant_payment_id: reference },
        customer: { merchant_customer_id: 'c-1', email: 'a@example.com', country_code: 'DE' },
        callback: { success_url: back('success'), failure_url: back('failure') },
        products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '9.99' }],
      },
    });
    return new URL(checkout.json().session.redirect_url).pathname.split('/').pop() ?? '';
  }

  it('refreshes the part it shows while a postback waits for its first attempt, and then stops', async () => {
    const receiver = await startTestReceiver();
    t = await createTestApp({ MERCHANT_CALLBACK_URL: receiver.url });
    await payCard(t, await checkoutNamed('order-88'));
    const url = '/sandbox/return?outcome=success&merchant_payment_id=order-88';

    // Landed before the worker sent the postback: pending, no attempt yet.
    const landing = await open(url);
    expect(landing.body).toContain('<code dir="ltr">pending</code> (0 attempts)');
    expect(landing.body).toContain(
      '<section id="kassa-payment" aria-live="polite" data-pending="true">',
    );
    expect(landing.body).toContain('refreshes itself until its first attempt is made');
    // The script that reads the page again runs under the page's policy: its hash is allowed.
    const script = /<script>([\s\S]*)<\/script>/.exec(landing.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(landing.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    expect(landing.headers['content-security-policy']).toContain("connect-src 'self'");

    const worker = startPostbackDelivery({
      db: t.db,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now: () => new Date(),
      retrySchedule: [],
      timeoutMs: 10_000,
      outbound: { allowInternal: true },
    });
    worker.kick();
    await waitFor(() => receiver.received.length > 0);
    await worker.stop();
    await receiver.close();

    // What the script reads next: the attempt made, nothing more to wait for.
    const later = await open(url);
    expect(later.body).toContain('<code dir="ltr">delivered</code> (1 attempt)');
    expect(later.body).toContain('data-pending="false"');
    expect(later.body).not.toContain('refreshes itself');
  });

  it('shows a session past its time as EXPIRED, as the form and the API read it', async () => {
    t = await createTestApp();
    const token = await checkoutNamed('order-99');
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/sessions/${token}/expire`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    const res = await open('/sandbox/return?outcome=failure&merchant_payment_id=order-99');
    expect(res.body).toContain(
      '<code dir="ltr">state</code></th><td><code dir="ltr">EXPIRED</code></td>',
    );
    expect(res.body).toContain('No postback yet.');
    expect(res.body).toContain('data-pending="false"');
  });

  it('shows no payment when the sandbox pages are off', async () => {
    t = await createTestApp({ HOST: '0.0.0.0' });
    const res = await open('/sandbox/return?outcome=success&merchant_payment_id=order-77');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('does not show payments on open pages');
  });
});
