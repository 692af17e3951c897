import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The form's layout where a shopper notices it: on a phone a long cart folds into a total bar so
// the card number is on screen without scrolling; on a laptop the summary stands beside the
// payment; on a merchant's page the form is a payment element, with no panel of its own and a
// frame exactly as tall as its content, whatever the content does.

let kassa: KassaServer;
let merchant: MerchantSite;
let logoDir: string;

/** The merchant's logo (MERCHANT_LOGO_FILE): a plain SVG, which Kassa serves itself. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="120" height="30" rx="6" fill="#6b3e26"/></svg>';

test.beforeAll(async () => {
  logoDir = mkdtempSync(join(tmpdir(), 'kassa-e2e-logo-'));
  const logo = join(logoDir, 'logo.svg');
  writeFileSync(logo, LOGO_SVG);
  ({ kassa, merchant } = await startTestServers({ MERCHANT_LOGO_FILE: logo }, { embedding: true }));
});

test.afterAll(async () => {
  await stopTestServers({ kassa, merchant });
  rmSync(logoDir, { recursive: true, force: true });
});

const EIGHT_PRODUCTS = [
  'Espresso beans',
  'Ceramic cup',
  'Milk jug',
  'Burr grinder',
  'Pour-over cone',
  'Paper filters',
  'Scale',
  'Kettle',
].map((name) => ({ product_type: 'SALE', product_name: name, product_price: '10.00' }));

async function checkoutUrl(
  options: {
    uiMode?: 'HOSTED' | 'EMBEDDED';
    products?: object[];
    override?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const base = checkoutFor(merchant);
  const products = options.products ?? EIGHT_PRODUCTS;
  const required = products.filter((product) => !('is_optional' in product)).length;
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        ...base.payment_data,
        amount: `${required * 10}.00`,
        ui_mode: options.uiMode ?? 'HOSTED',
        shop_url: `${merchant.url}/shop`,
      },
      products,
      ...(options.override && { payment_form_override: options.override }),
    }),
  );
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.session.redirect_url;
}

/** The element's box in the page's coordinates, or a failure naming it. */
async function box(
  element: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await element.boundingBox();
  if (!found) throw new Error(`no box for ${element}`);
  return found;
}

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

test('a phone (390×844) with eight products: the card number is on screen without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await checkoutUrl());
  expect(await scrollY(page)).toBe(0);
  const number = await box(checkout.number);
  expect(number.y).toBeGreaterThanOrEqual(0);
  expect(number.y + number.height).toBeLessThanOrEqual(844);

  // The cart is behind a total bar that says what the shopper pays, and opens it.
  const bar = page.getByRole('button', { name: /order summary/ });
  await expect(bar).toHaveAccessibleName(/^Show order summary/);
  await expect(bar).toContainText('Total $80.00');
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Kettle')).toBeHidden();
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await expect(bar).toHaveAccessibleName(/^Hide order summary/);
  await expect(page.getByText('Kettle')).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  // The shop's logo, from Kassa's own origin, links back to the shop.
  const back = page.getByRole('link', { name: 'E2E Coffee' });
  await expect(back).toHaveAttribute('href', `${merchant.url}/shop`);
  const logo = back.getByRole('img', { name: 'E2E Coffee' });
  await expect(logo).toHaveAttribute('src', /^\/merchant-logos\/mer_sandbox\/[0-9a-f]{64}$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('a laptop (1280×800): the summary on the left, the payment beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await checkoutUrl());
  // Wide, the summary is always open: no bar.
  await expect(page.getByRole('button', { name: /order summary/ })).toBeHidden();
  const shopName = await box(page.getByRole('img', { name: 'E2E Coffee' }));
  const lastProduct = await box(page.getByText('Kettle'));
  const number = await box(checkout.number);
  const pay = await box(checkout.payButton);
  for (const left of [shopName, lastProduct]) {
    expect(left.x + left.width).toBeLessThanOrEqual(number.x);
  }
  expect(number.x + number.width).toBeLessThanOrEqual(1280);
  // Side by side: the card number starts above the end of the cart.
  expect(number.y).toBeLessThan(lastProduct.y);
  expect(pay.y + pay.height).toBeLessThanOrEqual(800);
  await expect(page.getByText('Kettle')).toBeVisible();
  await expect(page.getByText('Payments are encrypted and processed securely.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('embedded: a payment element on a transparent background, as tall as its content', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount(
    'pay-a',
    await checkoutUrl({
      uiMode: 'EMBEDDED',
      products: [
        ...EIGHT_PRODUCTS.slice(0, 2),
        {
          product_type: 'SALE',
          product_name: 'Gift wrap',
          product_price: '2.00',
          is_optional: true,
        },
      ],
    }),
  );
  const frame = shop.frame('pay-a');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  // Only what paying needs: no heading, no cart, the add-on the shopper can change.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(frame.getByText('Espresso beans')).toHaveCount(0);
  await expect(frame.getByRole('checkbox', { name: /Gift wrap/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Pay $20.00' })).toBeVisible();
  // No panel: nothing inside the frame paints a background over the merchant's page.
  const painted = await frame.locator('#kassa-root').evaluate((root) => {
    const opaque: string[] = [];
    for (const node of [document.documentElement, document.body, root, ...root.children]) {
      const colour = getComputedStyle(node).backgroundColor;
      const shadow = getComputedStyle(node).boxShadow;
      if (!node.classList.contains('kassa-test-mode') && colour !== 'rgba(0, 0, 0, 0)')
        opaque.push(`${node.tagName}.${node.className}: ${colour}`);
      if (shadow !== 'none') opaque.push(`${node.tagName}.${node.className}: shadow ${shadow}`);
    }
    return opaque;
  });
  expect(painted).toEqual([]);

  // The frame follows the content as it grows (an error under the button) and shrinks back,
  // never showing a scroll bar of its own.
  const iframe = page.locator('#pay-a iframe');
  const frameHeight = () => iframe.evaluate((element) => element.getBoundingClientRect().height);
  const contentHeight = () =>
    frame.locator('#kassa-root').evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  const innerOverflow = () =>
    frame
      .locator('#kassa-root')
      .evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  const before = await frameHeight();
  await frame.getByRole('button', { name: /^Pay/ }).click();
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(frameHeight).toBeGreaterThan(before);
  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  expect(await innerOverflow()).toBeLessThanOrEqual(0);
  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await expect.poll(frameHeight).toBe(before);
  expect(await innerOverflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('embedded with summary: true shows the shop, the cart and the total, in the theme font', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount(
    'pay-a',
    await checkoutUrl({
      uiMode: 'EMBEDDED',
      products: EIGHT_PRODUCTS.slice(0, 2),
      override: { theme_variables: { fontFamily: 'Georgia, serif' } },
    }),
    { summary: true },
  );
  const frame = shop.frame('pay-a');
  await expect(frame.getByRole('heading', { level: 1, name: 'E2E Coffee' })).toBeVisible();
  await expect(frame.getByText('Espresso beans')).toBeVisible();
  await expect(frame.getByText('Total', { exact: true })).toBeVisible();
  // The merchant's font, named by the theme, sets the form's text and its fields.
  await expect(frame.getByText('Card number', { exact: true })).toHaveCSS(
    'font-family',
    'Georgia, serif',
  );
  await expect(frame.getByLabel('Card number')).toHaveCSS('font-family', 'Georgia, serif');
});
