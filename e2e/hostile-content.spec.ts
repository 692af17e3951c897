import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// What a merchant (or whoever feeds the merchant's catalogue) writes is shown
// to the shopper as text, never run as markup; and the page that carries the session token never
// hands it to the merchant's pages in a Referer.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const SHOP = '<img src=x onerror="window.__pwned=1">Shop & <b>Co</b>';
const PRODUCT = '<script>window.__pwned=2</script>Beans "1kg"';
const DESCRIPTION = '</p><svg onload="window.__pwned=3">roasted';

test('markup in the shop name, product names and descriptions is shown as text and never runs', async ({
  page,
}) => {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: { type: 'SALE', currency_code: 'USD', language: 'en-us', shop_name: SHOP },
      customer: {
        merchant_customer_id: 'cust-e2e',
        email: 'shopper@example.com',
        country_code: 'US',
        first_name: '<i>Ann</i>',
        last_name: '"><script>window.__pwned=4</script>',
      },
      products: [
        {
          product_type: 'SALE',
          product_name: PRODUCT,
          product_description: DESCRIPTION,
          product_price: '24.90',
        },
      ],
    }),
  );
  expect(status).toBe(200);
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(json.data.session.redirect_url);

  await expect(page.getByRole('heading', { name: SHOP })).toBeVisible();
  await expect(page.getByText(PRODUCT, { exact: true })).toBeVisible();
  await expect(page.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // No element was made from the merchant's text: the page's only images are its own marks.
  expect(
    await page.locator('main img:not(.kassa-mark), main script, main svg[onload], main b').count(),
  ).toBe(0);
  await expect(page.locator('main img.kassa-mark[src="x"]')).toHaveCount(0);
});

test('the merchant page the shopper lands on receives no Referer, so never the session token', async ({
  page,
}) => {
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(json.data.session.redirect_url);
  const landing = page.waitForRequest((request) => request.url().startsWith(`${merchant.url}/ok`));
  await checkout.pay('4242 4242 4242 4242');
  const request = await landing;
  expect(await request.headerValue('referer')).toBeNull();
  expect(request.url()).not.toContain('cs_');
});
