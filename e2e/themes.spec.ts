import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { backgroundBehind } from './support/background-behind.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { matchesScreenshotBaselines } from './support/system-chromium.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// Themes and payment_form_override in real Chromium, under the checkout page's own CSP
// (style-src 'self'): the built-in themes, a merchant's variables and rules, BROWSER following the
// system setting live, the embed's config.theme, and the API refusing what could inject CSS.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

// The built-in defaults (themes/theme-variables.ts) as Chromium reports them.
const LIGHT_FORM = 'rgb(255, 255, 255)';
const DARK_FORM = 'rgb(22, 26, 37)';
const DARK_PAGE = 'rgb(11, 13, 20)';
const DARK_INPUT = 'rgb(15, 18, 27)';

const themedCheckout = (
  override: Record<string, unknown> | null,
  uiMode: 'HOSTED' | 'EMBEDDED' = 'HOSTED',
): Promise<string> => newCheckoutUrl({ kassa, merchant }, { uiMode, override });

/** CSP violations each page reported; every test ends with none (see afterEach). */
const cspViolations = new WeakMap<Page, string[]>();

test.afterEach(({ page }) => {
  expect(cspViolations.get(page) ?? []).toEqual([]);
});

/** Opens a checkout on the hosted page, recording any CSP violation it reports. */
async function openHosted(page: Page, redirectUrl: string): Promise<HostedCheckoutPage> {
  if (!cspViolations.has(page)) {
    const seen: string[] = [];
    cspViolations.set(page, seen);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
    });
  }
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(redirectUrl);
  return checkout;
}

const formHeading = (scope: Page | FrameLocator): Locator =>
  scope.getByRole('heading', { name: 'Pay with card' });

test('a DARK override renders the hosted page dark, native controls included', async ({ page }) => {
  await openHosted(page, await themedCheckout({ theme_type: 'DARK' }));
  await expect.poll(() => backgroundBehind(formHeading(page))).toBe(DARK_FORM);
  const html = page.locator('html');
  await expect(html).toHaveCSS('background-color', DARK_PAGE);
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCSS('color', 'rgb(11, 13, 20)');
});

test('primaryColor colours the pay button, and color overrides it for the button only', async ({
  page,
}) => {
  const checkout = await openHosted(
    page,
    await themedCheckout({ theme_variables: { primaryColor: '#0a7d55' } }),
  );
  await expect(checkout.payButton).toHaveCSS('background-color', 'rgb(10, 125, 85)');

  await openHosted(
    page,
    await themedCheckout({ color: '#8a1c7c', theme_variables: { primaryColor: '#0a7d55' } }),
  );
  await expect(checkout.payButton).toHaveCSS('background-color', 'rgb(138, 28, 124)');
  // The keyboard focus ring still follows primaryColor.
  await checkout.expiry.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(checkout.number).toBeFocused();
  await expect(checkout.number).toHaveCSS('outline-color', 'rgb(10, 125, 85)');
});

test('theme_rules apply through a constructable stylesheet, scoped to the form', async ({
  page,
}) => {
  const checkout = await openHosted(
    page,
    await themedCheckout({
      theme_rules: {
        '.kassa-label': { 'text-transform': 'uppercase', 'letter-spacing': '0.05em' },
        '.kassa-pay-button': { 'border-radius': '999px' },
      },
    }),
  );
  await expect(page.getByText('Card number', { exact: true })).toHaveCSS(
    'text-transform',
    'uppercase',
  );
  await expect(checkout.payButton).toHaveCSS('border-top-left-radius', '999px');
  // Only the CSSOM was used: no <style> element but the page's own built sheets (which the first
  // response carries inline), and inline properties on the theme root only.
  expect(await page.locator('style:not([data-kassa-built]), body [style]').count()).toBe(0);
});

test('BROWSER follows the system colour scheme live, without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openHosted(page, await themedCheckout({ theme_type: 'BROWSER' }));
  const heading = formHeading(page);
  await expect.poll(() => backgroundBehind(heading)).toBe(LIGHT_FORM);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => backgroundBehind(heading)).toBe(DARK_FORM);
  await expect(page.locator('html')).toHaveCSS('background-color', DARK_PAGE);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => backgroundBehind(heading)).toBe(LIGHT_FORM);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test("the embedded form renders the override's DARK, and the embed's config.theme wins", async ({
  page,
}) => {
  const serviceUrl = kassa.url.replace('127.0.0.1', 'localhost');
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl);
  await shop.mount('pay-a', await themedCheckout({ theme_type: 'DARK' }, 'EMBEDDED'));
  await shop.mount('pay-b', await themedCheckout({ theme_type: 'DARK' }, 'EMBEDDED'), {
    theme: 'LIGHT',
  });

  // A payment element paints no panel of its own (the merchant's page shows through); the theme
  // colours its fields.
  await expect(shop.frame('pay-a').getByLabel('Card number')).toHaveCSS(
    'background-color',
    DARK_INPUT,
  );
  await expect(shop.frame('pay-b').getByLabel('Card number')).toHaveCSS(
    'background-color',
    LIGHT_FORM,
  );
  expect(await backgroundBehind(formHeading(shop.frame('pay-a')))).toBe('none');
  await expect(shop.frame('pay-a').locator('html')).toHaveCSS('color-scheme', 'dark');
});

test('an override that could inject CSS is refused with 400 naming it, and makes no checkout', async () => {
  for (const [override, field] of [
    [
      { theme_variables: { primaryColor: 'red;}</style><script>alert(1)</script>' } },
      'payment_form_override.theme_variables.primaryColor',
    ],
    [{ color: 'url(https://evil.test/beacon)' }, 'payment_form_override.color'],
    [
      { theme_rules: { '.kassa-input, body': { background: 'red' } } },
      'payment_form_override.theme_rules[".kassa-input, body"]',
    ],
    [
      { theme_variables: { primaryColour: 'red' } },
      'payment_form_override.theme_variables.primaryColour',
    ],
  ] as const) {
    const { status, json } = await createCheckout(
      kassa,
      checkoutFor(merchant, { payment_form_override: override }),
    );
    expect(status).toBe(400);
    expect(json.errors[0].error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(json.errors[0].error_message.startsWith(`${field} `)).toBe(true);
    expect(json.data).toBeUndefined();
  }
});

test('a theme that never passed the validator is sanitized again before it is painted', async ({
  page,
}) => {
  // As if a stored override (or merchant default) had been tampered with after validation: the
  // session view the form receives is rewritten on its way to the page, in the page that carries
  // it and in the form API's answer alike.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const tamper = (view: Record<string, unknown>) => {
    view.merchant_theme = {
      theme_variables: { backgroundColor: 'red;background-image:url(https://evil.test/m)' },
    };
    view.payment_form_override = {
      color: 'url(https://evil.test/beacon)',
      theme_variables: { primaryColor: '#0a7d55', textColor: 'expression(alert(1))' },
      theme_rules: {
        '.kassa-label': { color: '#8a1c7c', 'background-image': 'url(https://evil.test/r)' },
        'body, .kassa-form': { display: 'none' },
        '.kassa-input}body{background:url(https://evil.test/s)': { color: 'red' },
      },
    };
    return view;
  };
  await page.route('**/api/sessions/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: tamper(await response.json()) });
  });
  await page.route('**/pay/*', async (route) => {
    const response = await route.fetch();
    const carried = /(<script type="application\/json" id="kassa-session">)([^<]*)(<\/script>)/;
    const body = (await response.text()).replace(
      carried,
      (_match, open: string, json: string, close: string) =>
        `${open}${JSON.stringify(tamper(JSON.parse(json))).replaceAll('<', '\\u003c')}${close}`,
    );
    await route.fulfill({ response, body });
  });
  const checkout = await openHosted(page, await themedCheckout(null));

  // What passes the validator is painted; the rest is dropped, not half-applied.
  await expect(checkout.payButton).toHaveCSS('background-color', 'rgb(10, 125, 85)');
  await expect(page.getByText('Card number', { exact: true })).toHaveCSS(
    'color',
    'rgb(138, 28, 124)',
  );
  await expect(page.getByText('Card number', { exact: true })).toHaveCSS(
    'background-image',
    'none',
  );
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(246, 247, 249)');
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toHaveCSS(
    'color',
    'rgb(26, 31, 54)',
  );
  await expect(checkout.number).toBeVisible();
  expect(requests.filter((url) => url.includes('evil.test'))).toEqual([]);
});

test.describe('axe finds no WCAG 2.2 A/AA violation in each built-in theme', () => {
  for (const [theme, scheme] of [
    ['LIGHT', 'light'],
    ['DARK', 'light'],
    ['BROWSER', 'dark'],
  ] as const) {
    test(`${theme}${theme === 'BROWSER' ? ' on a dark system' : ''}, empty and with field errors`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const checkout = await openHosted(page, await themedCheckout({ theme_type: theme }));
      await expect
        .poll(() => backgroundBehind(formHeading(page)))
        .toBe(theme === 'LIGHT' ? LIGHT_FORM : DARK_FORM);
      await expectNoAxeViolations(page);

      await checkout.pay('4242 4242 4242 4241', { expiry: '01/20', code: '1', name: '' });
      await expect(checkout.number).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('screenshot baselines', () => {
  test.skip(
    !matchesScreenshotBaselines,
    'the baselines are of Debian Chromium on Linux; make your own with --update-snapshots',
  );
  for (const theme of ['LIGHT', 'DARK'] as const) {
    test(`the form in ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 600, height: 900 });
      await openHosted(page, await themedCheckout({ theme_type: theme }));
      await expect
        .poll(() => backgroundBehind(formHeading(page)))
        .toBe(theme === 'LIGHT' ? LIGHT_FORM : DARK_FORM);
      await expect(page.getByRole('main')).toHaveScreenshot(`form-${theme.toLowerCase()}.png`);
    });
  }
});
