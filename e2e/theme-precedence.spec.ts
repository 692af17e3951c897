import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { backgroundBehind } from './support/background-behind.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import type { KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import type { MerchantSite } from './support/merchant-site.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// The theme's precedence, lowest first: built-in defaults < the merchant's defaults
// (MERCHANT_THEME) < the checkout's payment_form_override < the embed's config.theme (theme type
// only). Each layer wins variable by variable and declaration by declaration, so what a higher
// layer leaves alone still comes from below.

let kassa: KassaServer;
let merchant: MerchantSite;

const MERCHANT_THEME = {
  theme_type: 'DARK',
  color: '#8a1c7c',
  theme_variables: { primaryColor: '#0a7d55', inputBorderRadius: '2px' },
  theme_rules: { '.kassa-label': { 'text-transform': 'uppercase' } },
};

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers(
    { MERCHANT_THEME: JSON.stringify(MERCHANT_THEME) },
    { embedding: true },
  ));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const LIGHT_FORM = 'rgb(255, 255, 255)';
const DARK_FORM = 'rgb(22, 26, 37)';

/** What each layer can set, read off the form as Chromium renders it. */
async function themeOf(scope: Page | FrameLocator, page: Page) {
  const heading = scope.getByRole('heading', { name: 'Pay with card' });
  const number = scope.getByLabel('Card number');
  const label = scope.getByText('Card number', { exact: true });
  await number.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  return {
    form: await backgroundBehind(heading),
    payButton: await scope
      .getByRole('button', { name: /^Pay/ })
      .evaluate((e) => getComputedStyle(e).backgroundColor),
    focusRing: await number.evaluate((e) => getComputedStyle(e).outlineColor),
    inputRadius: await number.evaluate((e) => getComputedStyle(e).borderTopLeftRadius),
    labelTransform: await label.evaluate((e) => getComputedStyle(e).textTransform),
    labelSpacing: await label.evaluate((e) => getComputedStyle(e).letterSpacing),
  };
}

/** The form under MERCHANT_THEME alone; each test names what a higher layer changes of it. */
const MERCHANT_LOOK = {
  form: DARK_FORM,
  payButton: 'rgb(138, 28, 124)',
  focusRing: 'rgb(10, 125, 85)',
  inputRadius: '2px',
  labelTransform: 'uppercase',
  labelSpacing: 'normal',
};

async function openHosted(page: Page, override: Record<string, unknown> | null): Promise<void> {
  await new HostedCheckoutPage(page).open(await newCheckoutUrl({ kassa, merchant }, { override }));
}

test("the merchant's defaults theme a checkout that brings no override", async ({ page }) => {
  await openHosted(page, null);
  await expect.poll(() => themeOf(page, page)).toEqual(MERCHANT_LOOK);
});

test("the checkout's override wins over the merchant's defaults, one variable at a time", async ({
  page,
}) => {
  await openHosted(page, {
    theme_type: 'LIGHT',
    theme_variables: { primaryColor: '#b42318' },
    theme_rules: { '.kassa-label': { 'letter-spacing': '2px' } },
  });
  await expect
    .poll(() => themeOf(page, page))
    .toEqual({
      // The merchant's `color` is more specific than the override's primaryColor: the pay button
      // keeps it, and the input radius and uppercase labels, which the override leaves alone.
      ...MERCHANT_LOOK,
      form: LIGHT_FORM,
      focusRing: 'rgb(180, 35, 24)',
      labelSpacing: '2px',
    });

  await openHosted(page, { color: '#1d4ed8' });
  await expect.poll(async () => (await themeOf(page, page)).payButton).toBe('rgb(29, 78, 216)');
});

test("the embed's config.theme wins for the theme type only", async ({ page }) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  const url = await newCheckoutUrl(
    { kassa, merchant },
    { uiMode: 'EMBEDDED', override: { theme_variables: { primaryColor: '#b42318' } } },
  );
  await shop.mount('pay-a', url, { theme: 'LIGHT' });
  // A payment element paints no panel (`form: 'none'`): the merchant's page shows through.
  await expect
    .poll(() => themeOf(shop.frame('pay-a'), page))
    .toEqual({ ...MERCHANT_LOOK, form: 'none', focusRing: 'rgb(180, 35, 24)' });
});
