import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, payOverFormApi } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({ CHECKOUT_SESSION_TTL_SECONDS: '6' }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

/** The session's state as the form API reports it, read without paying. */
async function sessionState(redirectUrl: string): Promise<string> {
  const token = new URL(redirectUrl).pathname.split('/').pop() ?? '';
  const res = await fetch(`${kassa.url}/api/sessions/${token}`);
  const view = (await res.json()) as { state?: string };
  return view.state ?? `HTTP ${res.status}`;
}

test('an expired session sends the shopper to failure_url and takes no payment', async ({
  page,
}) => {
  // The page's clock stands still from the moment the form is shown, so its expiry check (due
  // 1 s after the session's 6) cannot fire while the card is typed, however slow the machine is.
  // The server's session expires on the server's clock; the page's clock is moved past the check
  // only once the server says the session has expired.
  await page.clock.install();
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const redirectUrl: string = json.data.session.redirect_url;
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(redirectUrl);
  await page.clock.pauseAt(Date.now() + 100);
  await checkout.fillCard('4242 4242 4242 4242');

  await expect.poll(() => sessionState(redirectUrl), { timeout: 15_000 }).toBe('EXPIRED');
  await page.clock.runFor(10_000);
  await page.waitForURL(/\/failed\?/, { timeout: 10_000 });
  expect(new URL(page.url()).searchParams.get('error_code')).toBe('2904');

  // The server refuses the session too, whatever a page does.
  const res = await payOverFormApi(kassa, redirectUrl, '4242424242424242');
  expect(res.status).toBe(409);
  expect(merchant.attempts).toBe(0);
});
