import { expect, type Locator, type Page, test } from '@playwright/test';
import { CardFormAnyLanguage } from './support/card-form-any-language.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, E2E_API_KEY, type KassaServer } from './support/kassa-server.ts';
import {
  MerchantEmbedPage,
  type MerchantWindow,
  merchantPageHtml,
} from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { matchesScreenshotBaselines } from './support/system-chromium.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The main states of the payment form as a shopper sees them, in each built-in theme, on a phone
// and a laptop, compared with baselines in e2e/form-screens.spec.ts-snapshots/. A change that moves
// them updates them in the same commit (docs/testing.md, "Screenshot baselines").
//
// Deterministic by construction: the sessions carry fixed products and amounts, what differs per
// run (a countdown, a QR code and the Pix code, both made of the payment's id) is masked, CSS
// animations are finished and the caret hidden, and the fonts are the system's (Debian's chromium
// package, as in CI). The LIGHT and DARK themes are shot under the opposite system setting, so a
// fixed theme that followed the system would show; BROWSER is shot under both.

let kassa: KassaServer;
let merchant: MerchantSite;

test.describe.configure({ mode: 'parallel' });

test.skip(
  !matchesScreenshotBaselines,
  'the baselines are of Debian Chromium on Linux; make your own with --update-snapshots',
);

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;
type Size = keyof typeof SIZES;

type Theme = 'LIGHT' | 'DARK' | 'BROWSER';
type Scheme = 'light' | 'dark';

/** Each theme, and the system settings it is shot under. */
const THEMES: { theme: Theme; schemes: [Scheme, ...Scheme[]] }[] = [
  { theme: 'LIGHT', schemes: ['dark'] },
  { theme: 'DARK', schemes: ['light'] },
  { theme: 'BROWSER', schemes: ['light', 'dark'] },
];

const shotName = (state: string, theme: Theme, scheme: Scheme, size: Size): string =>
  `${state}-${theme === 'BROWSER' ? `browser-${scheme}` : theme.toLowerCase()}-${size}.png`;

/** A saved card's customer: one card 4242 expiring 12/30, saved by the spec itself. */
const SAVER = 'cust-screens-saver';

/** Wallets, then the saved card, Card and four methods: the accordion at its fullest. */
const ACCORDION_METHODS = ['CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL', 'IDEAL', 'SEPA', 'SOFORT'];

interface CheckoutOptions {
  theme: Theme;
  uiMode?: 'HOSTED' | 'EMBEDDED';
  currency?: string;
  methods?: string[];
  customer?: string;
  /** The session's language: 'ar-sa' and 'he-il' for the right-to-left states. */
  language?: string;
}

async function checkoutUrl(options: CheckoutOptions): Promise<string> {
  const base = checkoutFor(merchant);
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        ...base.payment_data,
        currency_code: options.currency ?? 'USD',
        ui_mode: options.uiMode ?? 'HOSTED',
        shop_url: `${merchant.url}/shop`,
        ...(options.methods && { methods: options.methods }),
        ...(options.language && { language: options.language }),
      },
      ...(options.customer && {
        customer: { ...base.customer, merchant_customer_id: options.customer },
      }),
      payment_form_override: { theme_type: options.theme },
    }),
  );
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.session.redirect_url;
}

/** Saves the card 4242 for SAVER over the form API, as the form does when its box is ticked. */
async function saveCard(): Promise<void> {
  const url = await checkoutUrl({ theme: 'LIGHT', currency: 'EUR', customer: SAVER });
  const token = new URL(url).pathname.split('/').pop() ?? '';
  const res = await fetch(`${kassa.url}/api/sessions/${token}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'CARD',
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Sam Saver',
      },
      save_card: true,
    }),
  });
  expect(res.status).toBe(200);
}

/**
 * Takes the page to a state in `theme`; answers what to mask (what differs per run) and the sizes
 * it is shot at.
 */
type Reach = (page: Page, theme: Theme) => Promise<{ mask?: Locator[]; sizes?: Size[] }>;

async function openHosted(page: Page, options: CheckoutOptions): Promise<HostedCheckoutPage> {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await checkoutUrl(options));
  return checkout;
}

/**
 * Opens a right-to-left checkout, its card form found by autofill purpose (its labels are the
 * locale's words). Only a page that is right to left is shot: a baseline is never made of a page
 * that ignored the language.
 */
async function openRightToLeft(page: Page, options: CheckoutOptions): Promise<CardFormAnyLanguage> {
  await page.goto(await checkoutUrl(options));
  const card = new CardFormAnyLanguage(page);
  await expect(card.number).toBeEditable();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  return card;
}

/**
 * The session view a page receives, with its redirect_url taken out on its way to the page (in the
 * HTML that carries it and in the form API's answers): what the server sends when the checkout's
 * failure_url cannot be used, so the page shows its own closing page instead of leaving.
 */
async function withoutRedirect(page: Page): Promise<void> {
  const strip = (view: Record<string, unknown>): Record<string, unknown> => {
    delete view.redirect_url;
    return view;
  };
  await page.route('**/api/sessions/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: strip(await response.json()) });
  });
  await page.route('**/pay/*', async (route) => {
    const response = await route.fetch();
    const carried = /(<script type="application\/json" id="kassa-session">)([^<]*)(<\/script>)/;
    const body = (await response.text()).replace(
      carried,
      (_match, open: string, json: string, close: string) =>
        `${open}${JSON.stringify(strip(JSON.parse(json))).replaceAll('<', '\\u003c')}${close}`,
    );
    await route.fulfill({ response, body });
  });
}

const STATES: Record<string, Reach> = {
  // A card-only checkout, nothing typed.
  'card-empty': async (page, theme) => {
    await openHosted(page, { theme });
    return {};
  },

  // Wallet buttons, "or", the saved card open with its security code, Card and four methods.
  accordion: async (page, theme) => {
    // The wallets' buttons start with "Pay" too: the page object's pay button would be ambiguous.
    await page.goto(
      await checkoutUrl({ theme, currency: 'EUR', methods: ACCORDION_METHODS, customer: SAVER }),
    );
    await expect(page.getByRole('button', { name: 'Pay €34.40' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Pay with Google Pay', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /sofort/i })).toBeVisible();
    return {};
  },

  // Every card field wrong after a pay press.
  'field-errors': async (page, theme) => {
    const checkout = await openHosted(page, { theme });
    await checkout.pay('4242 4242 4242 4241', { expiry: '01/20', code: '1', name: '' });
    await expect(checkout.securityCode).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: /^Pay/ }).blur();
    return {};
  },

  // A decline with what the shopper can do next.
  decline: async (page, theme) => {
    const checkout = await openHosted(page, { theme });
    await checkout.pay('4000 0000 0000 9995');
    await expect(checkout.alert).toContainText('Insufficient funds');
    await expect(checkout.payButton).toBeEnabled();
    await checkout.payButton.blur();
    return {};
  },

  // The check mark before the shop's page. The page's clock stands still from the pay press, so
  // the moment stays for as long as it is shot.
  success: async (page, theme) => {
    await page.clock.install();
    const checkout = await openHosted(page, { theme });
    await checkout.fillCard('4242 4242 4242 4242');
    // Paused a little ahead of the page's own time (pausing in the past is refused), whatever the
    // time the test's process reads.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 5_000);
    await checkout.payButton.click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    return {};
  },

  // Pix's waiting screen: the QR code, its code to copy, the countdown.
  'pix-waiting': async (page, theme) => {
    await openHosted(page, { theme, currency: 'BRL', methods: ['CARD', 'PIX'] });
    await page.getByRole('radio', { name: 'Pix' }).check();
    await page.getByRole('button', { name: 'Continue with Pix' }).click();
    const qr = page.getByRole('img', { name: 'QR code to pay with Pix' });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
    return {
      mask: [qr, page.getByRole('timer'), page.locator('code')],
    };
  },

  // The page of a checkout that has expired, leading back to the shop.
  expired: async (page, theme) => {
    const url = await checkoutUrl({ theme });
    const token = new URL(url).pathname.split('/').pop() ?? '';
    const res = await fetch(`${kassa.url}/sandbox/api/sessions/${token}/expire`, {
      method: 'POST',
      headers: { 'x-api-key': E2E_API_KEY },
    });
    expect(res.status).toBe(200);
    await withoutRedirect(page);
    await page.goto(url);
    await expect(page.getByRole('alert')).toHaveText('This payment form has expired.');
    await expect(page.getByRole('link', { name: 'Return to the shop' })).toBeVisible();
    return {};
  },

  // The payment element in a merchant's page (a laptop's: the merchant's page makes the layout),
  // a page whose own colour scheme goes with the theme, as a merchant's would: a frame whose
  // scheme differs from its page's gets an opaque backdrop from the browser.
  embedded: async (page, theme) => {
    const serviceUrl = kassa.url.replace('127.0.0.1', 'localhost');
    const scheme = { LIGHT: 'light', DARK: 'dark', BROWSER: 'light dark' }[theme];
    const path = `/shop-${theme.toLowerCase()}`;
    merchant.pages.set(
      path,
      merchantPageHtml(serviceUrl).replace(
        '<head>',
        `<head><meta name="color-scheme" content="${scheme}">`,
      ),
    );
    await page.goto(`${merchant.url}${path}`);
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as MerchantWindow).Kassa))
      .toBe('object');
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.mount('pay-a', await checkoutUrl({ theme, uiMode: 'EMBEDDED' }));
    await expect(shop.frame('pay-a').getByRole('button', { name: /^Pay/ })).toBeVisible();
    return { sizes: ['laptop'] };
  },

  // Right to left: the card form in Arabic, nothing typed.
  'rtl-card-empty': async (page, theme) => {
    await openRightToLeft(page, { theme, language: 'ar-sa' });
    return {};
  },

  // Right to left: a decline in Hebrew, its message under the mirrored fields.
  'rtl-decline': async (page, theme) => {
    const card = await openRightToLeft(page, { theme, language: 'he-il' });
    await card.pay('4000 0000 0000 9995');
    await expect(page.getByRole('alert')).toHaveText(/\S/);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return {};
  },

  // Right to left: the list of ways to pay in Arabic, the card open.
  'rtl-methods': async (page, theme) => {
    await openRightToLeft(page, {
      theme,
      language: 'ar-sa',
      currency: 'EUR',
      methods: ['CARD', 'PAYPAL', 'IDEAL', 'SEPA', 'SOFORT'],
    });
    await expect(page.getByRole('radio')).toHaveCount(5);
    return {};
  },
};

test.beforeAll(async () => {
  await saveCard();
});

for (const [state, reach] of Object.entries(STATES)) {
  for (const { theme, schemes } of THEMES) {
    test(`${state} in ${theme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: schemes[0] });
      await page.setViewportSize(SIZES.laptop);
      const { mask = [], sizes = ['phone', 'laptop'] } = await reach(page, theme);
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const size of sizes) {
          await page.setViewportSize(SIZES[size]);
          await expect(page).toHaveScreenshot(shotName(state, theme, scheme, size), {
            fullPage: true,
            mask,
            animations: 'disabled',
            caret: 'hide',
            // Anti-aliased pixels are not counted (pixelmatch tells them apart) and a colour
            // within the threshold is the same; of the rest, 1% of the image or 100 pixels,
            // whichever is fewer: a word set in another weight moves about 350.
            threshold: 0.2,
            maxDiffPixelRatio: 0.01,
            maxDiffPixels: 100,
          });
        }
      }
    });
  }
}
