import { expect, type Page, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// Apple Pay and Google Pay on both doors of the form, against the real server: the sandbox wallet
// sheet (SANDBOX_WALLETS=on, the default) paid end to end, and the real adapters driven by stub
// ApplePaySession and google.payments.api objects in the page (SANDBOX_WALLETS=off).

const WALLETS = ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'];

async function walletCheckout(
  kassa: KassaServer,
  merchant: MerchantSite,
  uiMode: 'HOSTED' | 'EMBEDDED' = 'HOSTED',
  methods: string[] = WALLETS,
): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'USD',
        shop_name: 'E2E Coffee',
        ui_mode: uiMode,
        methods,
      },
    }),
  );
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

/** Picks a card and an authentication in the sandbox sheet, and pays. */
async function payInSheet(
  scope: Page | ReturnType<Page['frameLocator']>,
  wallet: 'Apple Pay' | 'Google Pay',
  card: RegExp,
  auth: 'PAN_ONLY' | 'CRYPTOGRAM_3DS',
): Promise<void> {
  await scope.getByRole('button', { name: `Pay with ${wallet}`, exact: true }).click();
  const sheet = scope.getByRole('dialog', { name: `${wallet} (sandbox)` });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: card }).check();
  await sheet.getByRole('radio', { name: `(${auth})`, exact: false }).check();
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
}

test.describe('the sandbox wallet sheet', () => {
  let kassa: KassaServer;
  let merchant: MerchantSite;

  test.beforeAll(async () => {
    ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
  });
  test.afterAll(() => stopTestServers({ kassa, merchant }));
  test.beforeEach(() => {
    merchant.postbacks.length = 0;
  });

  test('shows a button per wallet above the card, and pays with Apple Pay: a signed postback says APPLE_PAY', async ({
    page,
  }) => {
    await page.goto(await walletCheckout(kassa, merchant));
    await expect(
      page.getByRole('button', { name: 'Pay with Apple Pay', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Pay with Google Pay', exact: true }),
    ).toBeVisible();
    // "or", true whatever the list below holds.
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeEditable();
    await payInSheet(page, 'Apple Pay', /Visa •••• 4242/, 'CRYPTOGRAM_3DS');
    await page.waitForURL(`${merchant.url}/ok`);
    const [postback] = await merchant.waitForPostbacks(1);
    expect(
      signedByKassa(postback?.headers['kassa-signature'] as string, postback?.rawBody ?? ''),
    ).toBe(true);
    expect(postback?.json.data).toMatchObject({
      transaction_type: 'SALE',
      response_code: 1000,
      payment: { payment_method: 'APPLE_PAY' },
      payment_details: { card_scheme: 'VISA', card_last4: '4242' },
    });
  });

  test('a PAN_ONLY Google Pay card goes through the 3-D Secure challenge, then pays', async ({
    page,
  }) => {
    await page.goto(await walletCheckout(kassa, merchant));
    await payInSheet(page, 'Google Pay', /Visa •••• 3220/, 'PAN_ONLY');
    const acs = page.frameLocator('iframe[title="3-D Secure verification"]');
    const hint = await acs.getByText(/the code is/).innerText();
    await acs.getByLabel('One-time code').fill(/(\d{6})/.exec(hint)?.[1] ?? '');
    await acs.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    const postbacks = await merchant.waitForPostbacks(2);
    expect(
      postbacks.map((p) => [p.json.data.transaction_type, p.json.data.payment.payment_method]),
    ).toEqual([
      ['THREE_DS', 'GOOGLE_PAY'],
      ['SALE', 'GOOGLE_PAY'],
    ]);
  });

  test('a declined wallet card leaves the form usable, and Escape in the sheet pays nothing', async ({
    page,
  }) => {
    await page.goto(await walletCheckout(kassa, merchant));
    await payInSheet(page, 'Google Pay', /Visa •••• 9995/, 'CRYPTOGRAM_3DS');
    await expect(page.getByText('Insufficient funds')).toBeVisible();
    const button = page.getByRole('button', { name: 'Pay with Apple Pay', exact: true });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Apple Pay (sandbox)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(merchant.postbacks).toHaveLength(1);
  });

  test('embedded: the sheet opens inside the frame and onResult hears the wallet payment', async ({
    page,
  }) => {
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
    await shop.mount('pay-a', await walletCheckout(kassa, merchant, 'EMBEDDED'));
    await payInSheet(shop.frame('pay-a'), 'Google Pay', /Mastercard •••• 4444/, 'CRYPTOGRAM_3DS');
    const [result] = await shop.waitForResults('pay-a', 1);
    expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
    const [postback] = await merchant.waitForPostbacks(1);
    expect(postback?.json.data.payment.payment_method).toBe('GOOGLE_PAY');
  });

  test('a card-only checkout shows no wallet and fetches none of their code', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(await walletCheckout(kassa, merchant, 'HOSTED', ['CARD']));
    await expect(page.getByLabel('Card number')).toBeEditable();
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    expect(fetched.filter((path) => /wallet/i.test(path))).toEqual([]);
  });
});

/** One call a stub wallet recorded: the method the adapter called, with what it was given. */
interface StubCall {
  call: string;
  [key: string]: unknown;
}

/**
 * How the stub ApplePaySession's sheet ends: `pays` (Apple's gateway validates, the shopper
 * authorizes), `cancels` (validated, then the shopper closes the sheet), or `foreign-gateway` (the
 * validation URL is not on Apple's gateway, so Kassa's server refuses to validate the merchant).
 */
type AppleSheet = 'pays' | 'cancels' | 'foreign-gateway';

/** Puts a stub ApplePaySession in the page; answers the list of calls it receives. */
async function stubApplePay(page: Page, sheet: AppleSheet): Promise<StubCall[]> {
  const calls: StubCall[] = [];
  await page.exposeFunction('recordApplePay', (call: StubCall) => {
    calls.push(call);
  });
  await page.addInitScript((sheet: AppleSheet) => {
    const record = (call: object) =>
      (window as unknown as { recordApplePay: (call: object) => void }).recordApplePay(call);
    const gateway =
      sheet === 'foreign-gateway'
        ? 'https://apple-pay-gateway.example.com'
        : 'https://apple-pay-gateway.apple.com';
    class StubSession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      static supportsVersion = (version: number) => version <= 3;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: unknown) => void) | null = null;
      oncancel: ((event: unknown) => void) | null = null;
      constructor(version: number, request: unknown) {
        record({ call: 'new', version, request });
      }
      begin() {
        record({ call: 'begin' });
        setTimeout(() =>
          this.onvalidatemerchant?.({ validationURL: `${gateway}/paymentservices/startSession` }),
        );
      }
      abort() {
        record({ call: 'abort' });
      }
      completeMerchantValidation(session: object) {
        record({ call: 'completeMerchantValidation', session });
        setTimeout(() =>
          sheet === 'cancels'
            ? this.oncancel?.({})
            : this.onpaymentauthorized?.({
                payment: { token: { paymentData: 'sandbox:visa-approved' } },
              }),
        );
      }
      completePayment(status: number) {
        record({ call: 'completePayment', status });
      }
    }
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = StubSession;
  }, sheet);
  return calls;
}

/** How the stub Google Pay sheet ends: it pays, or loadPaymentData rejects with this error. */
type GoogleSheet = 'pays' | { statusCode: string; statusMessage?: string };

/** Serves a stub pay.js defining google.payments.api; answers the list of calls it receives. */
async function stubGooglePay(page: Page, sheet: GoogleSheet): Promise<StubCall[]> {
  const calls: StubCall[] = [];
  await page.exposeFunction('recordGooglePay', (call: StubCall) => {
    calls.push(call);
  });
  const paymentData = {
    paymentMethodData: {
      type: 'CARD',
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'examplePaymentMethodToken' },
      info: {
        cardNetwork: 'VISA',
        cardDetails: '4242',
        assuranceDetails: { cardHolderAuthenticated: true },
      },
    },
  };
  const answer =
    sheet === 'pays'
      ? `Promise.resolve(${JSON.stringify(paymentData)})`
      : `Promise.reject(${JSON.stringify(sheet)})`;
  await page.route('https://pay.google.com/gp/p/js/pay.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { payments: { api: { PaymentsClient: class {
        constructor(options) { this.options = options; window.recordGooglePay({ call: 'new', options }); }
        isReadyToPay(request) {
          window.recordGooglePay({ call: 'isReadyToPay', request });
          return Promise.resolve({ result: this.options.environment === 'TEST' });
        }
        loadPaymentData(request) {
          window.recordGooglePay({ call: 'loadPaymentData', request });
          return ${answer};
        }
      } } } };`,
    }),
  );
  return calls;
}

/** What Google's loadPaymentData is asked for this checkout: TEST's example gateway, the total. */
const GOOGLE_REQUEST = {
  apiVersion: 2,
  allowedPaymentMethods: [
    {
      type: 'CARD',
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
      },
    },
  ],
  merchantInfo: { merchantName: 'E2E Coffee' },
  transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '34.40', currencyCode: 'USD' },
};

/** Opens a hosted checkout with one wallet, noting every payment request the page sends. */
async function openWalletCheckout(
  page: Page,
  kassa: KassaServer,
  merchant: MerchantSite,
  wallet: 'APPLE_PAY' | 'GOOGLE_PAY',
): Promise<{ url: string; paymentRequests: string[] }> {
  const paymentRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(wallet-)?payments$/.test(path)) paymentRequests.push(path);
  });
  const url = await walletCheckout(kassa, merchant, 'HOSTED', ['CARD', wallet]);
  await page.goto(url);
  return { url, paymentRequests };
}

/** Nothing paid: no payment request left the page, no postback came, the session is still open. */
async function expectNothingPaid(
  kassa: KassaServer,
  merchant: MerchantSite,
  checkout: { url: string; paymentRequests: string[] },
): Promise<void> {
  // A payment's postback is on its way within milliseconds of it; a second is a generous wait.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(checkout.paymentRequests).toEqual([]);
  expect(merchant.postbacks).toEqual([]);
  const token = new URL(checkout.url).pathname.split('/').pop();
  const session = await (await fetch(`${kassa.url}/api/sessions/${token}`)).json();
  expect(session.state).toBe('OPEN');
  expect(session).not.toHaveProperty('last_error');
}

/** The alerts that say something (the form's own alert region is always there, empty). */
const spokenAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The wallet's sheet is gone and its button is ready again, with focus on it. */
async function expectWalletButtonReady(page: Page, label: 'Apple Pay' | 'Google Pay') {
  const button = page.getByRole('button', { name: `Pay with ${label}`, exact: true });
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute('aria-disabled');
}

/** Pays by card with the sandbox's approved Visa, landing on the merchant's success page. */
async function payByCard(page: Page, merchant: MerchantSite): Promise<void> {
  const checkout = new HostedCheckoutPage(page);
  await checkout.fillCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $34.40', exact: true }).click();
  await page.waitForURL(`${merchant.url}/ok`);
  const [postback] = await merchant.waitForPostbacks(1);
  expect(postback?.json.data).toMatchObject({
    response_code: 1000,
    payment: { payment_method: 'CARD' },
  });
}

test.describe('the real wallet adapters, against stubs in the page', () => {
  let kassa: KassaServer;
  let merchant: MerchantSite;

  test.beforeAll(async () => {
    ({ kassa, merchant } = await startTestServers({ SANDBOX_WALLETS: 'off' }));
  });
  test.afterAll(() => stopTestServers({ kassa, merchant }));
  test.beforeEach(() => {
    merchant.postbacks.length = 0;
  });

  test('Apple Pay: version 3 request, merchant validation by Kassa, the token paid, completePayment SUCCESS', async ({
    page,
  }) => {
    const seen = await stubApplePay(page, 'pays');
    await page.goto(await walletCheckout(kassa, merchant, 'HOSTED', ['CARD', 'APPLE_PAY']));
    await page.getByRole('button', { name: 'Pay with Apple Pay', exact: true }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    // The stub reports each call through a binding, which may land just after the page has left.
    await expect
      .poll(() => seen.map((entry) => entry.call))
      .toEqual(['new', 'begin', 'completeMerchantValidation', 'completePayment']);
    expect(seen[0]).toMatchObject({
      version: 3,
      request: {
        countryCode: 'US',
        currencyCode: 'USD',
        merchantCapabilities: ['supports3DS'],
        total: { label: 'E2E Coffee', amount: '34.40' },
      },
    });
    expect(seen[2]?.session).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH/),
    });
    expect(seen[3]?.status).toBe(0);
    const [postback] = await merchant.waitForPostbacks(1);
    expect(postback?.json.data.payment.payment_method).toBe('APPLE_PAY');
  });

  test('Apple Pay cancelled after merchant validation: nothing paid, no message, the button focused and ready', async ({
    page,
  }) => {
    const seen = await stubApplePay(page, 'cancels');
    const checkout = await openWalletCheckout(page, kassa, merchant, 'APPLE_PAY');
    await page.getByRole('button', { name: 'Pay with Apple Pay', exact: true }).click();
    await expect
      .poll(() => seen.map((entry) => entry.call))
      .toEqual(['new', 'begin', 'completeMerchantValidation']);
    await expectWalletButtonReady(page, 'Apple Pay');
    await expectNothingPaid(kassa, merchant, checkout);
    // Cancelling is the shopper's choice: nothing to abort, nothing to announce.
    expect(seen.map((entry) => entry.call)).not.toContain('abort');
    await expect(spokenAlerts(page)).toHaveCount(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  test("Apple Pay whose merchant validation Kassa refuses: aborted, the adapter's message, then the card pays", async ({
    page,
  }) => {
    const seen = await stubApplePay(page, 'foreign-gateway');
    const checkout = await openWalletCheckout(page, kassa, merchant, 'APPLE_PAY');
    const validation = page.waitForResponse((response) =>
      response.url().endsWith('/apple-pay/merchant-session'),
    );
    await page.getByRole('button', { name: 'Pay with Apple Pay', exact: true }).click();
    expect((await validation).status()).toBe(400);
    await expect(spokenAlerts(page)).toHaveText([
      'Apple Pay could not be used. Try again or use another payment method.',
    ]);
    expect(seen.map((entry) => entry.call)).toEqual(['new', 'begin', 'abort']);
    await expectWalletButtonReady(page, 'Apple Pay');
    await expectNothingPaid(kassa, merchant, checkout);
    await payByCard(page, merchant);
  });

  test('Google Pay: pay.js in TEST, the example gateway request, its token paid', async ({
    page,
  }) => {
    const seen = await stubGooglePay(page, 'pays');
    await page.goto(await walletCheckout(kassa, merchant, 'HOSTED', ['CARD', 'GOOGLE_PAY']));
    await page.getByRole('button', { name: 'Pay with Google Pay', exact: true }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    expect(seen.map((entry) => entry.call)).toEqual(['new', 'isReadyToPay', 'loadPaymentData']);
    expect(seen[0]?.options).toEqual({ environment: 'TEST' });
    expect(seen[2]?.request).toMatchObject(GOOGLE_REQUEST);
    const [postback] = await merchant.waitForPostbacks(1);
    expect(postback?.json.data.payment.payment_method).toBe('GOOGLE_PAY');
  });

  test('Google Pay sheet CANCELED: nothing paid, no message, the button focused and ready', async ({
    page,
  }) => {
    const seen = await stubGooglePay(page, { statusCode: 'CANCELED' });
    const checkout = await openWalletCheckout(page, kassa, merchant, 'GOOGLE_PAY');
    await page.getByRole('button', { name: 'Pay with Google Pay', exact: true }).click();
    await expect
      .poll(() => seen.map((entry) => entry.call))
      .toEqual(['new', 'isReadyToPay', 'loadPaymentData']);
    expect(seen[0]?.options).toEqual({ environment: 'TEST' });
    expect(seen[2]?.request).toMatchObject(GOOGLE_REQUEST);
    await expectWalletButtonReady(page, 'Google Pay');
    await expectNothingPaid(kassa, merchant, checkout);
    await expect(spokenAlerts(page)).toHaveCount(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  test("Google Pay failing with DEVELOPER_ERROR: the adapter's message, nothing paid, then the card pays", async ({
    page,
  }) => {
    const seen = await stubGooglePay(page, {
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: 'Unknown merchant',
    });
    const checkout = await openWalletCheckout(page, kassa, merchant, 'GOOGLE_PAY');
    await page.getByRole('button', { name: 'Pay with Google Pay', exact: true }).click();
    await expect(spokenAlerts(page)).toHaveText([
      'Google Pay could not be used. Try again or use another payment method.',
    ]);
    expect(seen.map((entry) => entry.call)).toEqual(['new', 'isReadyToPay', 'loadPaymentData']);
    expect(seen[2]?.request).toMatchObject(GOOGLE_REQUEST);
    await expectWalletButtonReady(page, 'Google Pay');
    await expectNothingPaid(kassa, merchant, checkout);
    await payByCard(page, merchant);
  });
});
