import { expect, type Page, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The checkout page's first response carries the form: the card field is on screen and takes
// typing before any script has run, the script then takes the form over without losing what was
// typed, and the payment goes through. The page's scripts are held back here until the shopper has
// typed, so the typing really happens before them, however fast the machine.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

/** Holds every script of the page back until `release()`; counts those asked for. */
async function holdScripts(page: Page): Promise<{ release(): void; asked(): number }> {
  let asked = 0;
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    asked += 1;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release, asked: () => asked };
}

/** What the page's CSP refused, as Chromium reports it on the console. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function checkoutUrl(methods?: string[]): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        shop_name: 'E2E Coffee',
        ...(methods && { methods }),
      },
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

test('the card typed before the script runs survives the takeover, and the payment goes through', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const scripts = await holdScripts(page);
  const checkout = new HostedCheckoutPage(page);
  await page.goto(await checkoutUrl(), { waitUntil: 'commit' });
  // The form is the page's own markup: labelled, editable, before any script has arrived.
  await expect(checkout.number).toBeEditable();
  await expect(checkout.payButton).toHaveText('Pay €34.40');
  await checkout.number.pressSequentially('4242424242424242');
  await checkout.expiry.pressSequentially('1230');
  // No script yet: the number stands as typed, unformatted.
  await expect(checkout.number).toHaveValue('4242424242424242');
  expect(scripts.asked()).toBeGreaterThan(0);
  scripts.release();
  // Taken over: the model has the number (it formats it) and the expiry, and focus stayed put.
  await expect(checkout.number).toHaveValue('4242 4242 4242 4242');
  await expect(checkout.expiry).toHaveValue('12/30');
  await expect(checkout.expiry).toBeFocused();
  await checkout.securityCode.fill('123');
  await checkout.holderName.fill('Ann Example');
  await checkout.payButton.click();
  await page.waitForURL(`${merchant.url}/ok`);
  const [postback] = await merchant.waitForPostbacks(1);
  expect(postback?.json.data.transaction_status).toBe('SUCCESS');
  expect(violations).toEqual([]);
});

test('wallets and methods are in the first response: their buttons show with the card field, their chunks announced', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) sheets.push(request.url());
  });
  const scripts = await holdScripts(page);
  const url = await checkoutUrl(['CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'IDEAL', 'BANCONTACT', 'EPS']);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByLabel('Card number')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/assets\/wallet-buttons-[^/]+\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /\/assets\/apm-step-[^/]+\.js$/.test(href))).toBe(true);
  scripts.release();
  // Taken over: a wallet opens its sheet, the card's number is formatted as typed.
  await page.getByLabel('Card number').pressSequentially('4242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242');
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The wallets' inline style sheet is allowed by its hash, nothing else inline; the page's own
  // sheets came in it, and the chunks' loader fetched none of them again.
  expect(violations).toEqual([]);
  expect(sheets).toEqual([]);
});
