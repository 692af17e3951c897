import { expect, type Frame, type FrameLocator, type Page, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startSplitProxy } from './support/split-response.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// Zero layout shift on the checkout page: from the first paint, through the script taking the
// server's form over, the theme and the fonts, nothing on screen moves. Chromium's Layout
// Instability API reports every shift (`layout-shift` entries, buffered from the navigation on);
// the sum must be exactly 0, not merely "good". The hosted page's scripts are held back until the
// server's form is on screen; a framed form's until its loading state is.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Every layout shift since navigation, once the page has settled (fonts loaded, two frames). */
async function layoutShifts(page: Page | Frame): Promise<Shift[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const describe = (node: Node | null): string =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    const rect = (r: DOMRect): string => `${r.x},${r.y} ${r.width}×${r.height}`;
    return new Promise<Shift[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(
          list.getEntries().map((entry) => ({
            value: 'value' in entry && typeof entry.value === 'number' ? entry.value : Number.NaN,
            hadRecentInput: 'hadRecentInput' in entry && entry.hadRecentInput === true,
            sources:
              'sources' in entry && Array.isArray(entry.sources)
                ? entry.sources.map(
                    (source: { node?: Node | null; previousRect: DOMRect; currentRect: DOMRect }) =>
                      `${describe(source.node ?? null)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
                  )
                : [],
          })),
        );
      }).observe({ type: 'layout-shift', buffered: true });
      // No entry at all: the observer never calls back.
      setTimeout(() => resolve([]), 500);
    });
  });
}

/**
 * Holds back every request whose URL matches `pattern` until `release()`, so the page paints what
 * comes before first and the test sees it, however fast or slow the machine.
 */
async function holdBack(page: Page, pattern: RegExp): Promise<{ release(): void }> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release };
}

/** The hosted page's scripts: until they run, the page is the server's markup. */
const holdScripts = (page: Page) => holdBack(page, /\/assets\/[^/]+\.js$/);

/**
 * The framed form's protocol chunk, which a framed page loads before its form shows: until it
 * arrives, the frame holds the loading state (the page carries its session, so nothing else waits).
 */
const holdEmbedding = (page: Page) => holdBack(page, /\/assets\/embedded-mode-[^/]+\.js$/);

/** The script has taken the server's form over (hosted/main.tsx). */
const takenOver = (page: Page) =>
  expect(page.locator('main#kassa-root:not([data-prerendered])')).toBeAttached();

const VIEWPORTS = [
  { name: 'phone 375×667', width: 375, height: 667 },
  { name: 'phone 390×844', width: 390, height: 844 },
  { name: 'desktop 1280×800', width: 1280, height: 800 },
] as const;

const THEMES = [
  { name: 'LIGHT', override: null, colorScheme: 'light' },
  { name: 'DARK', override: { theme_type: 'DARK' }, colorScheme: 'light' },
  { name: 'BROWSER (light system)', override: { theme_type: 'BROWSER' }, colorScheme: 'light' },
  { name: 'BROWSER (dark system)', override: { theme_type: 'BROWSER' }, colorScheme: 'dark' },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`hosted page, ${theme.name}, ${viewport.name}: no layout shift from load to ready`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme.colorScheme });
      const scripts = await holdScripts(page);
      const url = await newCheckoutUrl({ kassa, merchant }, { override: theme.override });
      const checkout = new HostedCheckoutPage(page);
      await page.goto(url, { waitUntil: 'commit' });
      // The form is on screen from the first response, before any script has run.
      await expect(checkout.payButton).toHaveText('Pay $34.40');
      await expect(checkout.number).toBeEditable();
      scripts.release();
      await takenOver(page);
      const shifts = await layoutShifts(page);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
    });
  }
}

test('hosted page arriving in two parts over a slow link: nothing shows before the form is whole', async ({
  page,
}) => {
  // Cut inside the footer's centred line: painted with its lock alone, the line would move when
  // its words arrive.
  const proxy = await startSplitProxy(kassa.url, 'Payments are encrypted', 600);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    const url = proxy.through(await newCheckoutUrl({ kassa, merchant }));
    await page.goto(url);
    const checkout = new HostedCheckoutPage(page);
    await expect(checkout.payButton).toHaveText('Pay $34.40');
    const cutSentAt = proxy.lastCutSentAt();
    if (cutSentAt === undefined) throw new Error('the page was not cut');
    const firstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime : Number.NaN;
    });
    // One clock for both: the browser and this test run on the same machine.
    expect(firstPaint).toBeGreaterThanOrEqual(cutSentAt);
    await takenOver(page);
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});

/**
 * A merchant's page with its own content under the payment element, mounting the form from its
 * own script (kassa.js in the head, the mount right after the element), so the frame is on the
 * page before anything under it is painted.
 */
const merchantPage = (
  serviceUrl: string,
  checkoutUrl: string,
  theme: string,
  config = '',
): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant checkout</title>
<script src="${serviceUrl}/js/kassa.js"></script></head>
<body>
<h1>Your order</h1>
<div id="payment"></div>
<script>
  window.iframeHeights = [];
  Kassa.mountPaymentElement('payment', ${JSON.stringify(checkoutUrl)}, { theme: '${theme}'${config} });
  new ResizeObserver(([entry]) => window.iframeHeights.push(entry.borderBoxSize[0].blockSize))
    .observe(document.querySelector('#payment iframe'));
</script>
<p>Returns are free within 30 days. Questions? Write to help@shop.example.</p>
<footer>Merchant footer</footer>
</body></html>`;

const PRODUCT = { product_type: 'SALE', product_name: 'Espresso beans', product_price: '24.90' };

async function embeddedCheckoutUrl(products: number): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'USD',
        ui_mode: 'EMBEDDED',
        language: 'en-us',
        merchant_payment_id: 'order-cls',
        shop_name: 'E2E Coffee',
      },
      products: Array.from({ length: products }, (_, i) => ({
        ...PRODUCT,
        product_name: `Item ${i + 1}`,
      })),
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

const EMBED_THEMES = [
  { name: 'LIGHT', theme: 'LIGHT', colorScheme: 'light' },
  { name: 'DARK', theme: 'DARK', colorScheme: 'light' },
  { name: 'BROWSER (dark system)', theme: 'BROWSER', colorScheme: 'dark' },
] as const;

for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
  for (const theme of EMBED_THEMES) {
    test(`embedded form, ${theme.name}, ${viewport.name}: the frame holds its height, nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme.colorScheme });
      const session = await holdEmbedding(page);
      const serviceUrl = kassa.url.replace('127.0.0.1', 'localhost');
      const checkoutUrl = await embeddedCheckoutUrl(3);
      merchant.pages.set('/shop-below', merchantPage(serviceUrl, checkoutUrl, theme.theme));
      await page.goto(`${merchant.url}/shop-below`);
      const form = page.frameLocator('#payment iframe');
      await expect(form.getByRole('status')).toHaveText('Loading checkout…');
      session.release();
      await expect(form.getByRole('button', { name: 'Pay $74.70' })).toBeVisible();
      await expect(form.getByLabel('Card number')).toBeEditable();
      const frame = page.frames().find((f) => f !== page.mainFrame());
      if (!frame) throw new Error('no payment frame');
      const inFrame = await layoutShifts(frame);
      expect(inFrame, JSON.stringify(inFrame)).toEqual([]);
      const onMerchantPage = await layoutShifts(page);
      expect(onMerchantPage, JSON.stringify(onMerchantPage)).toEqual([]);
      // The reserved height was the form's: the frame never changed size.
      const heights = await page.evaluate(() => Reflect.get(window, 'iframeHeights'));
      expect(heights).toHaveLength(1);
    });
  }
}

test('embedded form with the summary and more order lines: the frame grows once, to the form, when it is ready', async ({
  page,
}) => {
  const session = await holdEmbedding(page);
  const serviceUrl = kassa.url.replace('127.0.0.1', 'localhost');
  merchant.pages.set(
    '/shop-below',
    merchantPage(serviceUrl, await embeddedCheckoutUrl(3), 'LIGHT', ', summary: true'),
  );
  await page.goto(`${merchant.url}/shop-below`);
  const form = page.frameLocator('#payment iframe');
  await expect(form.getByRole('status')).toHaveText('Loading checkout…');
  session.release();
  await expect(form.getByLabel('Card number')).toBeEditable();
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no payment frame');
  expect(await layoutShifts(frame)).toEqual([]);
  const heights: number[] = await page.evaluate(() => Reflect.get(window, 'iframeHeights'));
  // The card form's reserved height, then once the form with its summary above it.
  expect(heights).toHaveLength(2);
  expect(heights[0]).toBe(496);
  expect(heights[1]).toBeGreaterThan(496 + 3 * 36);
});

// A checkout created with merchant_customer_id alone asks for e-mail and billing country
// above the card. The form does not wait for that step's chunk: its place is kept, busy, at the
// fields' exact height, and the fields take it when the chunk arrives. The chunk is held back
// here until the kept place has been seen (and half a second more), so the swap really happens
// in front of the test. The hosted page's server renders the fields with the form, so there they
// are in the first response and nothing is swapped.

async function minimalCustomerCheckoutUrl(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'USD',
        ui_mode: uiMode,
        shop_name: 'E2E Coffee',
      },
      customer: { merchant_customer_id: `cust-cls-${uiMode.toLowerCase()}` },
      products: [PRODUCT],
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

/** Holds the customer step's chunk back until `release()`; `requested` says it was asked for. */
async function holdCustomerStep(page: Page): Promise<{ requested(): boolean; release(): void }> {
  let asked = false;
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/customer-step-[^/]+\.js$/, async (route) => {
    asked = true;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { requested: () => asked, release };
}

/** The kept place is on screen, the card already editable; then the chunk arrives. */
async function swapCustomerStep(
  root: Page | FrameLocator,
  chunk: { requested(): boolean; release(): void },
): Promise<void> {
  await expect(root.getByLabel('Card number')).toBeEditable();
  await expect(root.locator('.kassa-customer-fields[aria-busy="true"]')).toBeVisible();
  await expect(root.getByLabel('E-mail')).toHaveCount(0);
  expect(chunk.requested()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  chunk.release();
  await expect(root.getByLabel('E-mail')).toBeEditable();
  await expect(root.getByLabel('Billing country')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`hosted page asking for the customer fields, ${viewport.name}: in the first response, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const scripts = await holdScripts(page);
    await page.goto(await minimalCustomerCheckoutUrl('HOSTED'), { waitUntil: 'commit' });
    // The server rendered the fields with the form: both take typing before any script.
    await expect(page.getByLabel('Card number')).toBeEditable();
    await expect(page.getByLabel('E-mail')).toBeEditable();
    await expect(page.getByLabel('Billing country')).toBeVisible();
    scripts.release();
    await takenOver(page);
    const shifts = await layoutShifts(page);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  });
}

for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
  test(`embedded form asking for the customer fields, ${viewport.name}: the frame grows once, when the form is ready`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const session = await holdEmbedding(page);
    const chunk = await holdCustomerStep(page);
    const serviceUrl = kassa.url.replace('127.0.0.1', 'localhost');
    const checkoutUrl = await minimalCustomerCheckoutUrl('EMBEDDED');
    merchant.pages.set('/shop-customer', merchantPage(serviceUrl, checkoutUrl, 'LIGHT'));
    await page.goto(`${merchant.url}/shop-customer`);
    const form = page.frameLocator('#payment iframe');
    await expect(form.getByRole('status')).toHaveText('Loading checkout…');
    session.release();
    await swapCustomerStep(form, chunk);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('no payment frame');
    const inFrame = await layoutShifts(frame);
    expect(inFrame, JSON.stringify(inFrame)).toEqual([]);
    // The reserved height, then the ready form's (with the kept place): the chunk changed nothing.
    const heights = await page.evaluate(() => Reflect.get(window, 'iframeHeights'));
    expect(heights).toHaveLength(2);
  });
}
