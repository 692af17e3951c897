import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BUNDLE_BUDGETS } from '../bench/budgets.ts';
import { gzipSize, initialLoad } from '../bench/bundle-sizes.ts';
import { ACCEPTED_SCHEMES } from '../src/marks/scheme-marks.ts';
import { CardFormAnyLanguage } from './support/card-form-any-language.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// The size budgets (bench/budgets.ts), counted in real Chromium: every JS and CSS file
// the hosted page fetches until the card number field accepts input, on a card-only checkout
// without theme_rules, summed as the built files' gzip -9 bytes. Sizes are deterministic, so
// this is a check like any other: over budget, `npm test` fails. The static count of
// `npm run bench` (bench/bundle-sizes.ts) must name exactly the same files.

const dist = join(import.meta.dirname, '..', 'dist');
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

/**
 * Site paths of the JS and CSS the page fetched until its script had the form: the card number
 * field editable and, where the server rendered the form (which takes typing before any script),
 * taken over by the script (hosted/main.tsx).
 */
async function fetchedUntilEditable(page: Page, redirectUrl: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(?:js|css)$/.test(url.pathname)) fetched.push(url.pathname);
  });
  const checkout = new HostedCheckoutPage(page);
  await page.goto(redirectUrl);
  await expect(checkout.number).toBeEditable();
  await expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();
  return [...fetched];
}

/**
 * The built style sheets the checkout page carries inline rather than links (a round trip less
 * before its first paint: server/api/pages/checkout-page.ts), as the browser sees them.
 */
async function inlinedSheets(page: Page, counted: readonly string[]): Promise<string[]> {
  const inline = await page
    .locator('head style')
    .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
  return counted.filter(
    (path) =>
      path.endsWith('.css') && inline.includes(readFileSync(join(dist, 'public', path), 'utf8')),
  );
}

test('the hosted card form needs at most 30 KB gzip of JS and CSS before the shopper can type', async ({
  page,
}) => {
  const fetched = await fetchedUntilEditable(page, await newCheckoutUrl({ kassa, merchant }));
  // What the bench counts from the build is what the page needs: every file fetched, or its
  // style sheet carried in the page itself. No chunk forgotten.
  const counted = initialLoad(join(dist, 'public'), 'hosted/index.html');
  const inlined = await inlinedSheets(page, counted.files);
  expect(inlined.length).toBeGreaterThan(0);
  expect([...fetched, ...inlined].sort()).toEqual([...counted.files].sort());
  const bytes = counted.files.reduce((sum, path) => sum + gzipSize(join(dist, 'public', path)), 0);
  const detail = counted.files.map((path) => `${path} ${gzipSize(join(dist, 'public', path))} B`);
  expect(
    bytes,
    `initial ${kb(bytes)} gzip over ${kb(BUNDLE_BUDGETS.hostedInitialGzip)}:\n${detail.join('\n')}`,
  ).toBeLessThanOrEqual(BUNDLE_BUDGETS.hostedInitialGzip);
  expect(counted.gzipBytes).toBe(bytes);
  // The card schemes' logos are one image, not code: named in the page's first response, fetched
  // beside the scripts, drawn before the shopper types (counted with the marks: below).
  await expect(page.getByRole('list', { name: 'Accepted cards' }).getByRole('img')).toHaveCount(
    ACCEPTED_SCHEMES.length,
  );
  expect(await schemeImageDrawn(page)).toBe(true);
});

for (const locale of ['ar-SA', 'ja-JP', 'de-DE'] as const) {
  test(`in ${locale}, the card form fetches the same JS and CSS as in English: the words come with the page`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    try {
      const fetched: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (/\.(?:js|css)$/.test(url.pathname)) fetched.push(url.pathname);
      });
      await page.goto(await newCheckoutUrl({ kassa, merchant }));
      await expect(new CardFormAnyLanguage(page).number).toBeEditable();
      await expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();
      // The page speaks the browser's language from its first response, and the script fetched
      // exactly the English page's files (within the budget above): no catalog chunk, no other.
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      const counted = initialLoad(join(dist, 'public'), 'hosted/index.html');
      const inlined = await inlinedSheets(page, counted.files);
      expect([...fetched, ...inlined].sort()).toEqual([...counted.files].sort());
    } finally {
      await context.close();
    }
  });
}

/** Whether an image has been fetched and decoded. */
const imageDrawn = (image: Locator): Promise<boolean> =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.naturalWidth > 0;
  });

/** Whether the accepted schemes' first logo has been fetched and decoded. */
const schemeImageDrawn = (page: Page): Promise<boolean> =>
  imageDrawn(page.getByRole('img', { name: 'Visa' }).first());

test('with both wallets and four methods, their chunks and every mark stay within 45 KB gzip', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(?:js|css|svg)$/.test(url.pathname)) fetched.push(url.pathname);
  });
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        ui_mode: 'HOSTED',
        methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL', 'IDEAL', 'SEPA', 'SOFORT'],
      },
    }),
  );
  expect(status).toBe(200);
  await page.goto(json.data.session.redirect_url);
  // Everything a shopper sees to choose with: the wallet buttons and every method with its mark.
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
  const list = page.getByRole('group', { name: 'Payment method' });
  await expect(list.getByRole('radio', { name: 'Card' })).toBeVisible();
  for (const name of ['PayPal', 'iDEAL', 'SEPA bank transfer', 'Sofort']) {
    await expect(list.getByRole('radio', { name })).toBeVisible();
    // Each method's mark is an image of its own titled with its name (decorative beside the
    // written one), drawn once fetched.
    const mark = list.getByTitle(name, { exact: true });
    await expect(mark).toHaveAttribute('alt', '');
    expect(await imageDrawn(mark)).toBe(true);
  }
  await expect(page.getByLabel('Card number')).toBeEditable();
  expect(await schemeImageDrawn(page)).toBe(true);
  // What it fetched, and the style sheets the page carries in its <head> (its own and those of the
  // chunks it announces, built or rendered with it), each its own gzip stream as a file would be.
  const carried = await page
    .locator('head style')
    .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
  const parts = [
    ...fetched.map((path) => ({ name: path, gzip: gzipSize(join(dist, 'public', path)) })),
    ...carried.map((css, index) => ({
      name: `<style> ${index + 1} (${css.length} B)`,
      gzip: gzipSync(css, { level: 9 }).length,
    })),
  ];
  const bytes = parts.reduce((sum, part) => sum + part.gzip, 0);
  const detail = parts.map((part) => `${part.name} ${part.gzip} B`);
  expect(
    bytes,
    `with methods ${kb(bytes)} gzip over ${kb(BUNDLE_BUDGETS.hostedWithMethodsGzip)}:\n${detail.join('\n')}`,
  ).toBeLessThanOrEqual(BUNDLE_BUDGETS.hostedWithMethodsGzip);
  // The wallets' marks came with their chunk, the card schemes' as their one image, and the
  // methods' as one small image each: those of the session's methods, no other (the card's item
  // shows the card form's own marks).
  const methodMarks = fetched.filter((path) => path.startsWith('/assets/method-marks/'));
  const chunks = fetched.filter((path) => !methodMarks.includes(path)).map(chunkName);
  expect(chunks).toEqual(
    expect.arrayContaining(['MethodChoice', 'MethodMark', 'wallet-buttons', 'card-schemes']),
  );
  expect(chunks.filter((name) => /logos|marks/.test(name))).toEqual([]);
  expect(methodMarks.sort()).toEqual(
    ['ideal', 'paypal', 'sepa', 'sofort'].map((file) => `/assets/method-marks/${file}.svg`),
  );
});

/**
 * A checkout as most live integrations create it: the customer is merchant_customer_id
 * alone and there is no language, so the form asks for e-mail and billing country.
 */
async function minimalCustomerCheckoutUrl(): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: { type: 'SALE', currency_code: 'EUR', ui_mode: 'HOSTED', shop_name: 'Shop' },
      customer: { merchant_customer_id: 'cust-budget' },
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

test('a checkout that asks for the customer fields takes typing in them before any script, their chunk announced with the page', async ({
  page,
}) => {
  // Every script is held back until the fields have been seen editable: the server rendered them
  // with the card (hosted/server-render.tsx), and their chunk is announced in the same response.
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) fetched.push(url.pathname);
  });
  await page.goto(await minimalCustomerCheckoutUrl(), { waitUntil: 'commit' });
  await expect(page.getByLabel('Card number')).toBeEditable();
  await expect(page.getByLabel('E-mail')).toBeEditable();
  expect(fetched).toEqual([]);
  const announced = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(announced.map(chunkName)).toEqual(['customer-step']);
  release();
  await expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();
  // The plain checkout's files, and the customer step's chunk beside them.
  const counted = initialLoad(join(dist, 'public'), 'hosted/index.html');
  const scripts = counted.files.filter((path) => path.endsWith('.js'));
  expect([...new Set(fetched)].sort()).toEqual([...scripts, ...announced].sort());
  await expect(page.getByLabel('E-mail')).toBeEditable();
});

test('a checkout with optional products shows its add-ons before any script, their chunk announced with the page', async ({
  page,
}) => {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const base = checkoutFor(merchant);
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: { ...base.payment_data, amount: '10.00' },
      products: [
        { product_type: 'SALE', product_name: 'Notebook', product_price: '10.00' },
        {
          product_type: 'SALE',
          product_name: 'Gift wrap',
          product_price: '2.00',
          is_optional: true,
        },
      ],
    }),
  );
  expect(status, JSON.stringify(json)).toBe(200);
  await page.goto(json.data.session.redirect_url, { waitUntil: 'commit' });
  // Rendered by the server with their own styles (set apart, each with its "Add" control).
  const addOn = page.getByRole('checkbox', { name: /Gift wrap/ });
  await expect(addOn).toBeEditable();
  await expect(page.getByRole('region', { name: 'Add to your order' })).toHaveCSS(
    'display',
    'flex',
  );
  const announced = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(announced.map(chunkName)).toEqual(['summary-parts']);
  release();
  await expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();
  await addOn.check();
  await expect(page.getByRole('button', { name: 'Pay $12.00' })).toBeVisible();
});

test("what a decline tells loads with the payment, not before: a card-only page's first bytes lack it", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) fetched.push(chunkName(path));
  });
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckoutUrl({ kassa, merchant }));
  await expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();
  expect(fetched).not.toContain('decline-advice');
  await checkout.pay('4000 0000 0000 9995');
  // The advice in full, not the server's words alone: its chunk came with the payment.
  await expect(checkout.alert).toHaveText(
    'Insufficient funds on this card. Use another card or payment method.',
  );
  expect(fetched).toContain('decline-advice');
});

/** The alternative methods' chunks (a checkout whose methods name one: below). */
const APM_CHUNKS = [
  'apm-step',
  'MethodChoice',
  'MethodMark',
  'payment-methods',
  'ApmScreen',
  'RedirectScreen',
  'QrScreen',
  'VoucherScreen',
  'BankAppScreen',
];

/**
 * Chunks that only some sessions fetch, each checked where it loads: the customer step (a checkout
 * without the customer's e-mail or country: above and e2e/customer-details.spec.ts), the 3-D Secure
 * challenge (a payment the issuer challenges: below), the merchant-page protocol (an embedded
 * form: below), the wallet buttons (a checkout offering Apple Pay or Google Pay:
 * e2e/wallets.spec.ts), the subscription terms (a checkout with a subscription product:
 * e2e/subscription-checkout.spec.ts), the list of ways to pay (a checkout with saved cards or
 * another method), the summary's add-ons and total bar (a checkout with optional products: below,
 * or a long cart) and the alternative methods' (below; the method table, payment-methods, is the
 * wallets' too); and one every checkout fetches only once the shopper pays: what a decline tells
 * (below).
 */
const ON_DEMAND: ReadonlySet<string> = new Set([
  'customer-step',
  'ThreeDsChallenge',
  'embedded-mode',
  'wallet-buttons',
  'subscription',
  'ChoiceList',
  'saved-cards-part',
  'summary-parts',
  ...APM_CHUNKS,
  'decline-advice',
  // A page that came without its catalog (the dev server) resolves its locale and loads it.
  'page-catalog',
]);

/** "/assets/resolve-theme-BawR4kkV.js" → "resolve-theme". */
const chunkName = (path: string): string =>
  path
    .replace(/^\/assets\//, '')
    .replace(/-[A-Za-z0-9_-]{8}\.(?:js|svg)$/, '')
    .replace(/\.generated$/, '');

test('the theme checkers are fetched only for a session whose theme sets variables or rules', async ({
  page,
  browser,
}) => {
  // Contexts of their own: nothing in the HTTP cache, every file is fetched and seen.
  const fetchedFor = async (override?: Record<string, unknown>): Promise<string[]> => {
    const fresh = await browser.newPage();
    const url = await newCheckoutUrl({ kassa, merchant }, override ? { override } : {});
    const fetched = await fetchedUntilEditable(fresh, url);
    await fresh.close();
    return fetched;
  };
  const plain = await fetchedFor();
  const extraOf = (fetched: string[]): string[] =>
    fetched.filter((path) => !plain.includes(path)).sort();
  // A built-in theme chosen by name needs no checker at all.
  expect(extraOf(await fetchedFor({ theme_type: 'DARK' }))).toEqual([]);
  // A merchant's colours bring their checker and the legibility check, which
  // share the colour parser (css-color), not the rules' code.
  const withColours = await fetchedFor({ theme_variables: { textColor: '#222222' } });
  expect(extraOf(withColours).map(chunkName)).toEqual([
    'css-color',
    'legible-parts',
    'theme-style',
  ]);
  const withRules = await fetchedUntilEditable(
    page,
    await newCheckoutUrl(
      { kassa, merchant },
      { override: { theme_rules: { '.kassa-label': { 'text-transform': 'uppercase' } } } },
    ),
  );
  const extra = extraOf(withRules);
  // The rules' sanitizer checks their values with the variables' checker, which comes along.
  expect(extra.map(chunkName)).toEqual([
    'css-color',
    'legible-parts',
    'resolve-theme',
    'theme-style',
  ]);
  // The bench lists exactly these as the page's lazy chunks (with what they import in turn),
  // counted outside the initial load, beside the chunks other sessions load on demand (ON_DEMAND).
  const initial = initialLoad(join(dist, 'public'), 'hosted/index.html');
  const withImports = initial.lazy
    .filter((path) => !ON_DEMAND.has(chunkName(path)))
    .flatMap((path) => initialLoad(join(dist, 'public'), path, initial.files).files);
  expect([...new Set(withImports)].sort()).toEqual(extra);
  // And the rules it loads are applied before the form is shown.
  await expect(page.getByText('Card number', { exact: true })).toHaveCSS(
    'text-transform',
    'uppercase',
  );
});

test('the 3-D Secure challenge and the embedded mode load only when a session needs them', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(?:js|css)$/.test(path)) fetched.push(chunkName(path));
  });
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckoutUrl({ kassa, merchant }));
  expect(fetched).not.toContain('ThreeDsChallenge');
  expect(fetched).not.toContain('embedded-mode');
  await checkout.pay('4000 0000 0000 3220');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(fetched).toContain('ThreeDsChallenge');
  expect(fetched).not.toContain('embedded-mode');
});

test('the alternative methods load only for a checkout that offers one, each screen when it shows', async ({
  page,
  browser,
}) => {
  const namesOf = (target: Page): string[] => {
    const fetched: string[] = [];
    target.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) fetched.push(chunkName(path));
    });
    return fetched;
  };
  // A card-only checkout: none of their chunks, not even after paying.
  const plain = await browser.newPage();
  const plainFetched = namesOf(plain);
  const card = new HostedCheckoutPage(plain);
  await card.open(await newCheckoutUrl({ kassa, merchant }));
  await card.pay('4242 4242 4242 4242');
  await plain.waitForURL(`${merchant.url}/ok`);
  expect(plainFetched.filter((name) => APM_CHUNKS.includes(name))).toEqual([]);
  await plain.close();
  // A checkout with Pix: the list's chunks, and the QR screen's only once it is shown.
  const fetched = namesOf(page);
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'BRL',
        ui_mode: 'HOSTED',
        methods: ['CARD', 'PIX'],
      },
    }),
  );
  expect(status).toBe(200);
  await page.goto(json.data.session.redirect_url);
  await page.getByRole('radio', { name: 'Pix' }).check();
  expect(fetched).toEqual(expect.arrayContaining(['apm-step', 'MethodChoice', 'MethodMark']));
  expect(fetched).not.toContain('QrScreen');
  await page.getByRole('button', { name: 'Continue with Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR code to pay with Pix' })).toBeVisible();
  expect(fetched).toContain('QrScreen');
  expect(fetched).not.toContain('VoucherScreen');
});

test('the embed script kassa.js is at most 4 KB gzip, with its 3-D Secure overlay', () => {
  const bytes = gzipSize(join(dist, 'embed', 'kassa.js'));
  expect(bytes, `kassa.js is ${kb(bytes)} gzip`).toBeLessThanOrEqual(BUNDLE_BUDGETS.embedGzip);
});

/** The back office's pages, each a chunk of its own named after its component. */
const BACKOFFICE_PAGE_CHUNKS = [
  'SignInPage',
  'SettingsPage',
  'KeysPage',
  'PostbackSecretPage',
  'AuditPage',
  'OperatorsPage',
  'PasswordPage',
];

test('the back office loads at most 60 KB gzip up front, every page a lazy chunk, and nothing of it reaches the checkout page', () => {
  const publicDir = join(dist, 'public');
  const backoffice = initialLoad(publicDir, 'backoffice/index.html');
  const detail = backoffice.files.map((path) => `${path} ${gzipSize(join(publicDir, path))} B`);
  expect(
    backoffice.gzipBytes,
    `back office initial ${kb(backoffice.gzipBytes)} gzip over ${kb(BUNDLE_BUDGETS.backofficeInitialGzip)}:\n${detail.join('\n')}`,
  ).toBeLessThanOrEqual(BUNDLE_BUDGETS.backofficeInitialGzip);
  // Each page is fetched when first opened, none of them up front.
  expect(backoffice.lazy.map(chunkName)).toEqual(expect.arrayContaining(BACKOFFICE_PAGE_CHUNKS));
  expect(backoffice.files.map(chunkName)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/Page$/)]),
  );
  // A build of its own: the card form's first bytes share no file with it.
  const hosted = initialLoad(publicDir, 'hosted/index.html');
  expect(hosted.files.filter((path) => backoffice.files.includes(path))).toEqual([]);
});
