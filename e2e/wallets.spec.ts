import { expect, type Page, test } from '@playwright/test';
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
    await expect(page.getByText('or pay by card')).toBeVisible();
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
    await expect(page.getByText('or pay by card')).toHaveCount(0);
    expect(fetched.filter((path) => /wallet/i.test(path))).toEqual([]);
  });
});

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
    const seen: { call: string; [key: string]: unknown }[] = [];
    await page.exposeFunction('recordApplePay', (call: { call: string }) => {
      seen.push(call);
    });
    await page.addInitScript(() => {
      const record = (call: object) =>
        (window as unknown as { recordApplePay: (call: object) => void }).recordApplePay(call);
      const calls = { push: record };
      class StubSession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments = () => true;
        static supportsVersion = (version: number) => version <= 3;
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: unknown) => void) | null = null;
        oncancel: ((event: unknown) => void) | null = null;
        constructor(version: number, request: unknown) {
          calls.push({ call: 'new', version, request });
        }
        begin() {
          calls.push({ call: 'begin' });
          setTimeout(() =>
            this.onvalidatemerchant?.({
              validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
            }),
          );
        }
        abort() {
          calls.push({ call: 'abort' });
        }
        completeMerchantValidation(session: object) {
          calls.push({ call: 'completeMerchantValidation', session });
          setTimeout(() =>
            this.onpaymentauthorized?.({
              payment: { token: { paymentData: 'sandbox:visa-approved' } },
            }),
          );
        }
        completePayment(status: number) {
          calls.push({ call: 'completePayment', status });
        }
      }
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = StubSession;
    });
    await page.goto(await walletCheckout(kassa, merchant, 'HOSTED', ['CARD', 'APPLE_PAY']));
    await page.getByRole('button', { name: 'Pay with Apple Pay', exact: true }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    expect(seen.map((entry) => entry.call)).toEqual([
      'new',
      'begin',
      'completeMerchantValidation',
      'completePayment',
    ]);
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

  test('Google Pay: pay.js in TEST, the example gateway request, its token paid', async ({
    page,
  }) => {
    let request: Record<string, unknown> | null = null;
    await page.exposeFunction('recordGoogleRequest', (value: Record<string, unknown>) => {
      request = value;
    });
    await page.route('https://pay.google.com/gp/p/js/pay.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { payments: { api: { PaymentsClient: class {
          constructor(options) { this.options = options; }
          isReadyToPay() { return Promise.resolve({ result: this.options.environment === 'TEST' }); }
          loadPaymentData(request) {
            window.recordGoogleRequest(request);
            return Promise.resolve({ paymentMethodData: {
              type: 'CARD',
              tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'examplePaymentMethodToken' },
              info: { cardNetwork: 'VISA', cardDetails: '4242', assuranceDetails: { cardHolderAuthenticated: true } },
            } });
          }
        } } } };`,
      }),
    );
    await page.goto(await walletCheckout(kassa, merchant, 'HOSTED', ['CARD', 'GOOGLE_PAY']));
    await page.getByRole('button', { name: 'Pay with Google Pay', exact: true }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    expect(request).toMatchObject({
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
    });
    const [postback] = await merchant.waitForPostbacks(1);
    expect(postback?.json.data.payment.payment_method).toBe('GOOGLE_PAY');
  });
});
