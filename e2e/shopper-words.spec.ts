import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCheckout, type KassaServer, payOverFormApi } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// What the shopper is told, in a real browser: a German checkout speaks German, and the page's
// <html lang> says so, on the hosted page and inside the embed's iframe; the sandbox's return
// page fits a phone.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

/** A German checkout: its words and its amounts in German. */
async function germanCheckout(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const body = checkoutFor(merchant);
  body.payment_data = { ...body.payment_data, language: 'de-de', currency_code: 'EUR' };
  const { status, json } = await createCheckout(kassa, {
    ...body,
    payment_data: { ...body.payment_data, ui_mode: uiMode },
  });
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

test('a German checkout speaks German on the hosted page, and <html lang> says so', async ({
  page,
}) => {
  await page.goto(await germanCheckout('HOSTED'));
  const pay = page.getByRole('button', { name: /bezahlen$/ });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveAccessibleName(/^34,40\s€ bezahlen$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Kartennummer')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('inside the embed iframe the German form speaks German, and <html lang> says so', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount('pay-a', await germanCheckout('EMBEDDED'));
  const frame = shop.frame('pay-a');
  await expect(frame.getByLabel('Kartennummer')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
});

test('the sandbox return page fits a 390 px phone without a horizontal scroll', async ({
  page,
}) => {
  const reference = `order-phone-${Date.now()}`;
  const returnUrl = `${kassa.url}/sandbox/return?outcome=success&merchant_payment_id=${reference}`;
  const body = checkoutFor(merchant, {
    callback: { success_url: returnUrl, failure_url: `${merchant.url}/failed` },
  });
  body.payment_data.merchant_payment_id = reference;
  const { json } = await createCheckout(kassa, body);
  const paid = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
  expect((await paid.json()).outcome).toBe('SUCCESS');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(returnUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Postbacks sent for this payment' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});
