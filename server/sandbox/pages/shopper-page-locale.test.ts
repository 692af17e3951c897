import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createTestApp,
  openSession,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// The sandbox pages a shopper reaches speak the payment's language, else the browser's, and say
// which in <html lang dir>: right to left for Arabic, Hebrew, Persian and Urdu. The texts stay
// English until a locale's translation arrives; the page's language and direction do not wait.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const withLanguage = (language: string | undefined, extra: Record<string, unknown> = {}) => ({
  ...(checkoutBody().payment_data as Record<string, unknown>),
  language,
  ...extra,
});

/** The sandbox issuer's challenge page of a card payment in `language`. */
async function challengePage(language: string | undefined, acceptLanguage?: string) {
  const token = await openSession(t, { payment_data: withLanguage(language) });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: {
      method: 'CARD',
      card: {
        number: '4000000000003220',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ann Example',
      },
    },
  });
  const path = new URL(paid.json().action.challenge_url).pathname;
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  return (await t.app.inject({ method: 'GET', url: path, headers })).body;
}

/** The sandbox provider's page of a `method` payment (PayPal) in `language`. */
async function providerPage(language: string, method = 'PAYPAL') {
  const token = await openSession(t, {
    payment_data: withLanguage(language, { currency_code: 'USD', methods: ['CARD', method] }),
  });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/apm-payments`,
    payload: { method },
  });
  const { action } = started.json();
  const path = new URL(action.url ?? action.payload ?? action.provider_url).pathname;
  return (await t.app.inject({ method: 'GET', url: path })).body;
}

describe("the sandbox's shopper pages in the shopper's locale", () => {
  it('the challenge page: Arabic right to left, German left to right, the amount left to right', async () => {
    const arabic = await challengePage('ar-sa');
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toMatch(/<dt>المبلغ<\/dt><dd><bdi dir="ltr">[^<]+<\/bdi><\/dd>/);
    expect(arabic).toContain('<dd><bdi dir="ltr">•••• 3220</bdi></dd>');
    expect(arabic).toContain('<input id="code" name="code" type="text" dir="ltr"');
    expect(await challengePage('de-de')).toMatch(/<html lang="de" dir="ltr"/);
  });

  it("the challenge page of a payment with no language: the browser's", async () => {
    expect(await challengePage(undefined, 'he-IL,he;q=0.9,en;q=0.5')).toMatch(
      /<html lang="he" dir="rtl"/,
    );
    // The payment's language comes first.
    expect(await challengePage('de-de', 'fa-IR')).toMatch(/<html lang="de" dir="ltr"/);
  });

  it('the provider page', async () => {
    expect(await providerPage('ar-sa')).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await providerPage('ur-pk')).toMatch(/<html lang="ur" dir="rtl"/);
    expect(await providerPage('de-de')).toMatch(/<html lang="de" dir="ltr"/);
  });

  it('the provider page names a method that is no brand in its language, a brand as it is', async () => {
    const german = await providerPage('de-de', 'BANK_TRANSFER');
    expect(german).toContain('<dt>Zahlungsart</dt><dd>Überweisung</dd>');
    expect(german).not.toContain('Bank transfer');
    const japanese = await providerPage('ja-jp', 'PAY_BY_CASH');
    expect(japanese).toContain('現金払い');
    expect(japanese).not.toContain('Pay by cash');
    expect(await providerPage('de-de')).toContain('PayPal');
  });

  it('the provider page of a method named in words has headings of its own, in its language', async () => {
    // Not "Bank app app" nor "Bank transfer cash desk": a brand's heading with words in its place.
    const app = await providerPage('en-us', 'BANK_APP');
    expect(app).toContain('<h1>Your bank&#39;s app</h1>');
    expect(app).not.toContain('Bank app app');
    expect(await providerPage('de-de', 'BANK_APP')).toContain('<h1>App Ihrer Bank</h1>');
    const transfer = await providerPage('en-us', 'BANK_TRANSFER');
    expect(transfer).toContain('<h1>Payment counter</h1>');
    expect(transfer).toContain('<dt>Method</dt><dd>Bank transfer</dd>');
    expect(await providerPage('de-de', 'BANK_TRANSFER')).toContain('<h1>Zahlungsschalter</h1>');
    // A brand keeps its own.
    expect(await providerPage('en-us')).toContain('<h1>Pay with PayPal</h1>');
  });

  it("a page for a payment that does not exist: the browser's", async () => {
    const acs = await t.app.inject({
      method: 'GET',
      url: `/sandbox/acs/acs_${'a'.repeat(43)}`,
      headers: { 'accept-language': 'fa' },
    });
    expect(acs.statusCode).toBe(404);
    expect(acs.body).toMatch(/<html lang="fa" dir="rtl"/);
    const provider = await t.app.inject({
      method: 'GET',
      url: `/sandbox/provider/apm_${'a'.repeat(43)}`,
      headers: { 'accept-language': 'de-CH, en;q=0.5' },
    });
    expect(provider.body).toMatch(/<html lang="de" dir="ltr"/);
  });

  it("the return page: the payment's language, else the browser's", async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody({
        payment_data: withLanguage('he-il', { merchant_payment_id: 'order-he' }),
      }),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const found = await t.app.inject({
      method: 'GET',
      url: '/sandbox/return?outcome=success&merchant_payment_id=order-he',
      headers: { 'accept-language': 'de' },
    });
    expect(found.body).toMatch(/<html lang="he" dir="rtl"/);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/return?outcome=success&merchant_payment_id=order-none',
      headers: { 'accept-language': 'ar' },
    });
    expect(unknown.body).toMatch(/<html lang="ar" dir="rtl"/);
  });
});
