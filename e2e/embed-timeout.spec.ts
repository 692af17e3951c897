import { expect, test } from '@playwright/test';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers(
    // Long enough for the form (and its embedded-mode chunk) to load on a busy 2-core machine
    // before the session ends; the test waits for the end anyway.
    { CHECKOUT_SESSION_TTL_SECONDS: '10' },
    { embedding: true },
  ));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

test('the timeout handler runs once when the session expires, and a later submit pays nothing', async ({
  page,
}) => {
  const { json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: { type: 'SALE', currency_code: 'USD', ui_mode: 'EMBEDDED' },
    }),
  );
  const paymentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/payments'))
      paymentRequests.push(request.url());
  });
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount('pay-a', json.data.session.redirect_url);
  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await expect.poll(() => shop.timeouts('pay-a')).toBe(1);
  await shop.submit('pay-a');
  await page.waitForTimeout(1_500);
  expect(await shop.timeouts('pay-a')).toBe(1);
  expect(paymentRequests).toEqual([]);
  expect((await shop.results('pay-a')).filter((r) => r.success)).toEqual([]);
});
