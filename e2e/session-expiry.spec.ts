import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, startKassa } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite, startMerchantSite } from './support/merchant-site.ts';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  merchant = await startMerchantSite();
  kassa = await startKassa({
    MERCHANT_CALLBACK_URL: `${merchant.url}/postbacks`,
    CHECKOUT_SESSION_TTL_SECONDS: '3',
  });
});

test.afterAll(async () => {
  await kassa?.stop();
  await merchant?.close();
});

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
  const token = new URL(json.data.session.redirect_url).pathname.split('/').pop();
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
        holder_name: 'Ann',
      },
    }),
  });
  expect(res.status).toBe(409);
  expect(merchant.attempts).toBe(0);
});
