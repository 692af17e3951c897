import { expect, type Page, test } from '@playwright/test';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage, type MerchantWindow } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// The embed script on a merchant page of another origin: the merchant page is served from
// 127.0.0.1, the service from localhost, so every message crosses a real origin boundary.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const embeddedCheckout = (): Promise<string> =>
  newCheckoutUrl({ kassa, merchant }, { uiMode: 'EMBEDDED' });

const serviceUrl = () => kassa.url.replace('127.0.0.1', 'localhost');

/** The page's console errors, as a merchant developer sees them. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('pays through Kassa.submit and reports success with the url', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await expect(page.locator('#pay-a iframe')).toHaveAttribute('title', /payment form/i);
  await expect(page.locator('#pay-a iframe')).toHaveAttribute('allow', /payment/);
  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
  // The iframe stays on the form: the merchant decides where the shopper goes.
  await expect(page).toHaveURL(`${merchant.url}/shop`);
});

test('a fixable decline says retry, and the same element then pays', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.fillCard('pay-a', '4000 0000 0000 9995');
  await shop.submit('pay-a');
  const [declined] = await shop.waitForResults('pay-a', 1);
  expect(declined).toEqual({
    success: false,
    retry: true,
    error_code: 2004,
    error_message: 'Insufficient funds',
  });
  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await shop.submit('pay-a');
  const results = await shop.waitForResults('pay-a', 2);
  expect(results[1]).toMatchObject({ success: true });
});

test('a final failure says retry false', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.fillCard('pay-a', '4000 0000 0000 0119');
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toMatchObject({ success: false, retry: false, error_code: 2903 });
  // No advice to try again when no retry is possible, and the same words as the failure URL's.
  expect(result?.error_message).toBe('Card declined');
  expect(new URL(String(result?.url)).searchParams.get('error_message')).toBe(
    result?.error_message,
  );
});

test('invalid fields show inside the form and give retry true', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toMatchObject({ success: false, retry: true });
  await expect(shop.frame('pay-a').getByLabel('Card number')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('two elements on one page work independently; unmount removes one completely', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.mount('pay-b', await embeddedCheckout());
  await shop.fillCard('pay-b', '4242 4242 4242 4242');
  await shop.submit('pay-b');
  await shop.waitForResults('pay-b', 1);
  expect(await shop.results('pay-a')).toEqual([]);

  await page.evaluate(() =>
    (window as unknown as MerchantWindow).Kassa.unmountPaymentElement('pay-b'),
  );
  await expect(page.locator('#pay-b iframe')).toHaveCount(0);
  await expect(page.locator('#pay-a iframe')).toHaveCount(1);
  const error = await page.evaluate(() => {
    try {
      (window as unknown as MerchantWindow).Kassa.submit('pay-b');
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  });
  expect(error).toMatch(/^\[Kassa\]/);
});

test('forged messages from the merchant page or another frame are ignored', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await expect(shop.frame('pay-a').getByLabel('Card number')).toBeVisible();
  const forged = {
    kassa: 1,
    type: 'result',
    result: { success: true, url: 'https://evil.example' },
  };
  // From the merchant page itself: right shape, wrong origin and wrong source.
  await page.evaluate((data) => window.postMessage(data, '*'), forged);
  // From another frame on the page.
  await page.evaluate((data) => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(JSON.stringify(data))}, '*')</script>`;
    document.body.append(frame);
  }, forged);
  await page.waitForTimeout(500);
  expect(await shop.results('pay-a')).toEqual([]);
});

test('no card data reaches the merchant page, in any message or DOM node', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.fillCard('pay-a', '4000 0000 0000 9995');
  await shop.submit('pay-a');
  await shop.waitForResults('pay-a', 1);
  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await shop.submit('pay-a');
  await shop.waitForResults('pay-a', 2);
  const seen = `${(await shop.messagesSeen()).join('\n')}\n${await page.content()}`;
  for (const secret of [
    '4242424242424242',
    '4242 4242 4242 4242',
    '4000000000009995',
    '12/30',
    '"123"',
  ]) {
    expect(seen).not.toContain(secret);
  }
  // The script refuses a checkout URL of another service.
  const error = await page.evaluate(() => {
    try {
      (window as unknown as MerchantWindow).Kassa.mountPaymentElement(
        'pay-b',
        'https://elsewhere.example/pay/cs_x',
      );
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  });
  expect(error).toMatch(/^\[Kassa\] checkoutUrl/);
});

test('a site that is not allowed cannot frame an embedded session, and no site can frame a hosted one', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  const consoleErrors = collectConsoleErrors(page);
  // Same merchant page, but from an origin the merchant did not allow.
  const otherOrigin = merchant.url.replace('127.0.0.1', 'localhost');
  await shop.open(serviceUrl(), otherOrigin);
  await shop.mount('pay-a', await embeddedCheckout());
  // A submit before the form is ready ends in the same failure, not in silence.
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  const why = `this page's origin ${otherOrigin} is not among the merchant's allowed origins (${merchant.url})`;
  expect(result).toMatchObject({ success: false, retry: false });
  expect(result?.error_message).toContain(why);
  expect(consoleErrors.some((text) => text.startsWith(`[Kassa] ${why}`))).toBe(true);
  await expect(shop.frame('pay-a').getByLabel('Card number')).toHaveCount(0);
  // A later submit hears it again.
  await shop.submit('pay-a');
  await shop.waitForResults('pay-a', 2);

  const hosted = await createCheckout(kassa, checkoutFor(merchant));
  const res = await fetch(hosted.json.data.session.redirect_url);
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const embedded = await fetch(await embeddedCheckout());
  expect(embedded.headers.get('content-security-policy')).toContain(
    `frame-ancestors ${merchant.url}`,
  );
});

test('a HOSTED checkout mounted with the embed script says it was created for the hosted page', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  const consoleErrors = collectConsoleErrors(page);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await newCheckoutUrl({ kassa, merchant }, { uiMode: 'HOSTED' }));
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toMatchObject({ success: false, retry: false });
  expect(result?.error_message).toMatch(
    /^checkout cs_\S+… was created for the hosted page \(ui_mode HOSTED\); create it with ui_mode EMBEDDED/,
  );
  expect(consoleErrors).toContain(`[Kassa] ${result?.error_message}`);
});

test('an allowed embedded form reports no failure, however long it waits', async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  const consoleErrors = collectConsoleErrors(page);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await expect(shop.frame('pay-a').getByLabel('Card number')).toBeVisible();
  await page.waitForTimeout(4_000);
  expect(await shop.results('pay-a')).toEqual([]);
  expect(consoleErrors.filter((text) => text.startsWith('[Kassa]'))).toEqual([]);
});

test('config.hidePayButton: no pay button in the form; Enter pays, and so does Kassa.submit', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await embeddedCheckout());
  await shop.mount('pay-b', await embeddedCheckout(), { hidePayButton: true });
  const withButton = shop.frame('pay-a');
  const without = shop.frame('pay-b');
  await expect(withButton.getByRole('button', { name: /^Pay/ })).toBeVisible();
  await expect(without.getByLabel('Card number')).toBeVisible();
  await expect(without.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // The frame is exactly as tall as the form without its button: nothing cut off, no gap.
  const frameHeight = (id: string) =>
    page.locator(`#${id} iframe`).evaluate((frame) => frame.getBoundingClientRect().height);
  await expect
    .poll(async () => (await frameHeight('pay-a')) - (await frameHeight('pay-b')))
    .toBeGreaterThan(30);
  const contentHeight = () =>
    page
      .frameLocator('#pay-b iframe')
      .locator('#kassa-root')
      .evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  // Polled: the frame follows the content's height one resize message later.
  await expect.poll(async () => (await frameHeight('pay-b')) - (await contentHeight())).toBe(0);

  // Enter in a field pays (a decline, so the same form then pays through Kassa.submit).
  await shop.fillCard('pay-b', '4000 0000 0000 9995');
  await without.getByLabel('Cardholder name').press('Enter');
  const [declined] = await shop.waitForResults('pay-b', 1);
  expect(declined).toMatchObject({ success: false, retry: true, error_code: 2004 });
  await shop.fillCard('pay-b', '4242 4242 4242 4242');
  await shop.submit('pay-b');
  const results = await shop.waitForResults('pay-b', 2);
  expect(results[1]).toEqual({ success: true, url: `${merchant.url}/ok` });
  expect(await shop.results('pay-a')).toEqual([]);
});
