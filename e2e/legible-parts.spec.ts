import { expect, type Locator, test } from '@playwright/test';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import { backgroundBehind } from './support/background-behind.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import {
  newCheckoutUrl,
  startTestServers,
  stopTestServers,
  type TestServers,
} from './support/test-servers.ts';

// theme_rules made only of allowed values can still put near-white text on a
// white form. The page measures what it painted and falls back to readable colours for the amount,
// the prices, the pay button and the alert; other parts keep the merchant's colours.

let servers: TestServers;

test.beforeAll(async () => {
  servers = await startTestServers();
});

test.afterAll(() => stopTestServers(servers));

/** The contrast of an element's text against the colour behind it, as Chromium painted them. */
async function contrastOf(element: Locator): Promise<number> {
  const color = await element.evaluate((e) => getComputedStyle(e).color);
  return contrastRatio(color, await backgroundBehind(element)) ?? 0;
}

const FADED_RULES = {
  '.kassa-total-amount': { color: '#eeeeee' },
  '.kassa-product-price': { color: '#fafafa' },
  '.kassa-pay-button': { color: '#3b4fd8', 'background-color': '#3b4fd8' },
  '.kassa-alert': { color: '#fef3f2' },
  '.kassa-product-name': { color: '#0a7d55' },
};

test('low-contrast theme_rules on the total, prices, pay button and alert still paint them legibly', async ({
  page,
}) => {
  const url = await newCheckoutUrl(servers, { override: { theme_rules: FADED_RULES } });
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(url);

  // The summary's total; the pay button names the amount too, in an element of its own.
  const summary = page.locator('.kassa-summary');
  const total = summary.getByText('$34.40', { exact: true });
  await expect(total).toBeVisible();
  // The rule did reach the page (the product name kept its legible colour) …
  await expect
    .poll(() => page.getByText('Espresso beans').evaluate((e) => getComputedStyle(e).color))
    .toBe('rgb(10, 125, 85)');
  // … and the parts it would have faded read at 4.5:1 or better (they were at 1.1–1.2:1).
  await expect.poll(() => contrastOf(total)).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
  await expect
    .poll(() => contrastOf(summary.getByText('$24.90', { exact: true })))
    .toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
  await expect
    .poll(() => contrastOf(summary.getByText('$9.50', { exact: true })))
    .toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
  await expect
    .poll(() => contrastOf(checkout.payButton))
    .toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);

  // The decline message appears later; it is checked when it does.
  await checkout.pay('4000 0000 0000 9995');
  await expect(checkout.alert).toContainText('Insufficient funds');
  await expect.poll(() => contrastOf(checkout.alert)).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
});
