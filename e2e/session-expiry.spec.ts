import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, payOverFormApi } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({ CHECKOUT_SESSION_TTL_SECONDS: '3' }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

test('an expired session sends the shopper to failure_url and takes no payment', async ({
  page,
}) => {
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(json.data.session.redirect_url);
  await checkout.fillCard('4242 4242 4242 4242');
  await page.waitForURL(/\/failed\?/, { timeout: 10_000 });
  expect(new URL(page.url()).searchParams.get('error_code')).toBe('2904');

  // The server refuses the session too, whatever a page does.
  const res = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
  expect(res.status).toBe(409);
  expect(merchant.attempts).toBe(0);
});
