import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { EVENT_BOUND_MS } from './support/bounds.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The alternative payment methods on both doors of the form, against the real server and its
// sandbox provider pages: one method of each flow kind paid end to end, the voucher the sandbox
// pays by itself, a QR code approved from a second page while the form polls, "Pay another way"
// then the card, and the TRANSACTION postbacks of each.

/** The sandbox pays a voucher this many seconds after it was issued (SANDBOX_APM_AUTO_PAY_SECONDS). */
const AUTO_PAY_SECONDS = 8;

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers(
    { SANDBOX_APM_AUTO_PAY_SECONDS: String(AUTO_PAY_SECONDS) },
    { embedding: true },
  ));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

test.beforeEach(() => {
  merchant.postbacks.length = 0;
});

type Kind = 'redirect' | 'qr' | 'voucher' | 'bank_app';

/** One EUR method of each flow kind, as the list names them. */
const METHODS: Record<Kind, { name: string; label: string }> = {
  redirect: { name: 'IDEAL', label: 'iDEAL' },
  qr: { name: 'PAYCONIQ', label: 'Payconiq' },
  voucher: { name: 'MULTIBANCO', label: 'Multibanco' },
  bank_app: { name: 'MBWAY', label: 'MB WAY' },
};

async function checkout(uiMode: 'HOSTED' | 'EMBEDDED' = 'HOSTED'): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        ui_mode: uiMode,
        shop_name: 'E2E Coffee',
        methods: ['CARD', ...Object.values(METHODS).map((method) => method.name)],
      },
    }),
  );
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

const serviceUrl = () => kassa.url.replace('127.0.0.1', 'localhost');

/** The provider page's button that pays each kind. */
const APPROVE: Record<Kind, string> = {
  redirect: 'Approve',
  qr: 'Approve',
  voucher: 'Pay this voucher',
  bank_app: 'Confirm',
};

/** The link on each waiting screen to its provider page (the redirect's leaves by itself). */
function providerLink(form: Page | ReturnType<Page['frameLocator']>, kind: Kind): Locator {
  const label = METHODS[kind].label;
  if (kind === 'qr')
    return form.getByRole('link', { name: 'Open the payment page on this device' });
  if (kind === 'voucher')
    return form.getByRole('link', { name: `Pay at the ${label} cash desk (sandbox)` });
  return form.getByRole('link', { name: `Open the ${label} app (sandbox)` });
}

/** Approves the step on its provider page, opened in a page of its own (a phone, a cash desk). */
async function approveElsewhere(context: BrowserContext, url: string, kind: Kind): Promise<void> {
  const provider = await context.newPage();
  await provider.goto(url);
  await provider.getByRole('button', { name: APPROVE[kind] }).click();
  await expect(provider.getByText(/Your decision was recorded/)).toBeVisible();
  await provider.close();
}

/** The SALE postbacks: PENDING 1200 when the step opened, then the decision, signed. */
async function expectSalePostbacks(method: string, codes: number[]): Promise<void> {
  const postbacks = await merchant.waitForPostbacks(codes.length);
  expect(postbacks.map((p) => [p.json.data.transaction_type, p.json.data.response_code])).toEqual(
    codes.map((code) => ['SALE', code]),
  );
  expect(postbacks[0]?.json.data.payment.payment_method).toBe(method);
  for (const postback of postbacks)
    expect(signedByKassa(postback.headers['kassa-signature'] as string, postback.rawBody)).toBe(
      true,
    );
}

test.describe('hosted page', () => {
  test('one method with the customer given: straight to the provider page, no form to confirm', async ({
    page,
  }) => {
    // The reference's alternative-method checkout: KAKAO_PAY, the e-mail, phone and full name in
    // additional_info (in KRW, the currency the method takes).
    const { status, json } = await createCheckout(
      kassa,
      checkoutFor(merchant, {
        payment_data: {
          type: 'SALE',
          methods: ['KAKAO_PAY'],
          currency_code: 'KRW',
          amount: 25000,
          shop_name: 'E2E Coffee',
        },
        customer: { merchant_customer_id: 'cust-kakao' },
        products: [{ type: 'SALE', name: 'Gift card', description: 'A gift card', price: 25000 }],
        additional_info: {
          email: 'ann@example.com',
          phone: '+82 10 1234 5678',
          customer_full_name: 'Ann Lee',
        },
      }),
    );
    expect(status).toBe(200);
    await page.goto(json.data.session.redirect_url);
    await page.waitForURL(/\/sandbox\/provider\//);
    await expect(page.getByText('Ann Lee', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    await expectSalePostbacks('KAKAO_PAY', [1200, 1000]);
  });

  test('redirect: the list is keyboard-only, the page goes to the provider and back, and pays', async ({
    page,
  }) => {
    await page.goto(await checkout());
    const card = page.getByRole('radio', { name: 'Card' });
    await expect(card).toBeChecked();
    await card.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await expect(page.getByLabel('Card number')).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue with iDEAL' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sandbox\/provider\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    await expectSalePostbacks('IDEAL', [1200, 1000]);
  });

  test('redirect left pending: back on the form, it waits (never leaving again) until the sandbox pays', async ({
    page,
  }) => {
    test.slow();
    await page.goto(await checkout());
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByRole('button', { name: 'Continue with iDEAL' }).click();
    await page.waitForURL(/\/sandbox\/provider\//);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await page.waitForURL(/\/pay\//);
    await expect(page.getByRole('heading', { name: 'Pay with iDEAL' })).toBeFocused();
    await expect(page.getByText(/Approve the payment on iDEAL's page/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to iDEAL' })).toBeVisible();
    await page.waitForURL(`${merchant.url}/ok`, {
      timeout: AUTO_PAY_SECONDS * 1000 + EVENT_BOUND_MS,
    });
    await expectSalePostbacks('IDEAL', [1200, 1000]);
  });

  test('QR: approved from a second page while the form polls', async ({ page, context }) => {
    await page.goto(await checkout());
    await page.getByRole('radio', { name: 'Payconiq' }).check();
    await page.getByRole('button', { name: 'Continue with Payconiq' }).click();
    await expect(page.getByRole('img', { name: 'QR code to pay with Payconiq' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
    const url = await providerLink(page, 'qr').getAttribute('href');
    await approveElsewhere(context, url ?? '', 'qr');
    await page.waitForURL(`${merchant.url}/ok`);
    await expectSalePostbacks('PAYCONIQ', [1200, 1000]);
  });

  test('voucher: paid later by the sandbox by itself, the form polling all along', async ({
    page,
  }) => {
    test.slow();
    await page.goto(await checkout());
    await page.getByRole('radio', { name: 'Multibanco' }).check();
    await page.getByRole('button', { name: 'Continue with Multibanco' }).click();
    await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/)).toBeVisible();
    await page.waitForURL(`${merchant.url}/ok`, {
      timeout: AUTO_PAY_SECONDS * 1000 + EVENT_BOUND_MS,
    });
    await expectSalePostbacks('MULTIBANCO', [1200, 1000]);
  });

  test('bank app: confirmed in the sandbox app', async ({ page, context }) => {
    await page.goto(await checkout());
    await page.getByRole('radio', { name: 'MB WAY' }).check();
    await page.getByRole('button', { name: 'Continue with MB WAY' }).click();
    const url = await providerLink(page, 'bank_app').getAttribute('href');
    await approveElsewhere(context, url ?? '', 'bank_app');
    await page.waitForURL(`${merchant.url}/ok`);
    await expectSalePostbacks('MBWAY', [1200, 1000]);
  });

  test('"Pay another way" declines the step, and the card pays', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(await checkout());
    await page.getByRole('radio', { name: 'Payconiq' }).check();
    await page.getByRole('button', { name: 'Continue with Payconiq' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await expect(page.getByRole('radio', { name: 'Payconiq' })).toBeFocused();
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry date/).fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Cardholder name').fill('Ann Example');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`${merchant.url}/ok`);
    const postbacks = await merchant.waitForPostbacks(3);
    expect(
      postbacks.map((p) => [p.json.data.payment.payment_method, p.json.data.response_code]),
    ).toEqual([
      ['PAYCONIQ', 1200],
      ['PAYCONIQ', 2000],
      ['CARD', 1000],
    ]);
  });
});

test.describe('embedded form', () => {
  test("redirect: 'Open iDEAL' opens the provider's page in a new window; the merchant hears success", async ({
    page,
  }) => {
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(serviceUrl());
    await shop.mount('pay-a', await checkout('EMBEDDED'));
    const form = shop.frame('pay-a');
    await form.getByRole('radio', { name: 'iDEAL' }).check();
    await shop.submit('pay-a');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('button', { name: 'Open iDEAL' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Approve' }).click();
    // The provider page closes the window the form opened once the decision is recorded.
    await expect.poll(() => popup.isClosed()).toBe(true);
    const [result] = await shop.waitForResults('pay-a', 1);
    expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
    await expectSalePostbacks('IDEAL', [1200, 1000]);
  });

  for (const kind of ['qr', 'voucher', 'bank_app'] as const) {
    test(`${kind}: paid on the provider page, the merchant hears success`, async ({
      page,
      context,
    }) => {
      const shop = new MerchantEmbedPage(page, merchant);
      await shop.open(serviceUrl());
      await shop.mount('pay-a', await checkout('EMBEDDED'));
      const form = shop.frame('pay-a');
      const { name, label } = METHODS[kind];
      await form.getByRole('radio', { name: label }).check();
      await form.getByRole('button', { name: `Continue with ${label}` }).click();
      const url = await providerLink(form, kind).getAttribute('href');
      await approveElsewhere(context, url ?? '', kind);
      const [result] = await shop.waitForResults('pay-a', 1);
      expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
      await expectSalePostbacks(name, [1200, 1000]);
    });
  }
});
