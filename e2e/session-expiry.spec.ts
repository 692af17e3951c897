import { expect, test } from '@playwright/test';
import { EVENT_BOUND_MS } from './support/bounds.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import {
  createCheckout,
  E2E_API_KEY,
  type KassaServer,
  payOverFormApi,
} from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

let kassa: KassaServer;
let merchant: MerchantSite;

const tokenOf = (redirectUrl: string): string =>
  new URL(redirectUrl).pathname.split('/').pop() ?? '';

/** The session's state as the form API reports it, read without paying. */
async function sessionState(redirectUrl: string): Promise<string> {
  const res = await fetch(`${kassa.url}/api/sessions/${tokenOf(redirectUrl)}`);
  const view = (await res.json()) as { state?: string };
  return view.state ?? `HTTP ${res.status}`;
}

test.describe('at the end of the session time', () => {
  test.beforeAll(async () => {
    ({ kassa, merchant } = await startTestServers({ CHECKOUT_SESSION_TTL_SECONDS: '6' }));
  });

  test.afterAll(() => stopTestServers({ kassa, merchant }));

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

    await expect.poll(() => sessionState(redirectUrl)).toBe('EXPIRED');
    await page.clock.runFor(10_000);
    await page.waitForURL(/\/failed\?/, { timeout: EVENT_BOUND_MS });
    expect(new URL(page.url()).searchParams.get('error_code')).toBe('2904');

    // The server refuses the session too, whatever a page does.
    const res = await payOverFormApi(kassa, redirectUrl, '4242424242424242');
    expect(res.status).toBe(409);
    expect(merchant.attempts).toBe(0);
  });
});

// POST /sandbox/api/sessions/:token/expire: a developer tries the timeout in a second instead of
// fifteen minutes. Both doors then do what they do at the time limit.
test.describe('ended now by the sandbox', () => {
  test.beforeAll(async () => {
    ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
  });

  test.afterAll(() => stopTestServers({ kassa, merchant }));

  async function expireNow(redirectUrl: string): Promise<void> {
    const res = await fetch(`${kassa.url}/sandbox/api/sessions/${tokenOf(redirectUrl)}/expire`, {
      method: 'POST',
      headers: { 'x-api-key': E2E_API_KEY },
    });
    expect(res.status).toBe(200);
  }

  test('the hosted page, open when the session ends, sends the shopper to failure_url and pays nothing', async ({
    page,
  }) => {
    const { json } = await createCheckout(kassa, checkoutFor(merchant));
    const redirectUrl: string = json.data.session.redirect_url;
    const checkout = new HostedCheckoutPage(page);
    await checkout.open(redirectUrl);
    await checkout.fillCard('4242 4242 4242 4242');

    await expireNow(redirectUrl);
    expect(await sessionState(redirectUrl)).toBe('EXPIRED');
    await checkout.payButton.click();
    await page.waitForURL(/\/failed\?/, { timeout: EVENT_BOUND_MS });
    const failure = new URL(page.url()).searchParams;
    expect(failure.get('error_code')).toBe('2904');
    expect(failure.get('error_message')).toBe('Timeout');
    expect(merchant.attempts).toBe(0);
  });

  test('the embedded form calls onTimeout once the shopper is back in it, and pays nothing', async ({
    page,
  }) => {
    const { json } = await createCheckout(
      kassa,
      checkoutFor(merchant, {
        payment_data: { type: 'SALE', currency_code: 'USD', ui_mode: 'EMBEDDED' },
      }),
    );
    const redirectUrl: string = json.data.session.redirect_url;
    const paymentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/payments'))
        paymentRequests.push(request.url());
    });
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
    await shop.mount('pay-a', redirectUrl);
    await shop.fillCard('pay-a', '4242 4242 4242 4242');
    // The shopper leaves the form for the merchant's page…
    await page.getByRole('heading').first().click();

    await expireNow(redirectUrl);
    // …and comes back to it: the form reads its session, as it would at the time limit.
    await shop.frame('pay-a').getByLabel('Card number').click();
    await expect.poll(() => shop.timeouts('pay-a')).toBe(1);

    await shop.submit('pay-a');
    await page.waitForTimeout(1_000);
    expect(await shop.timeouts('pay-a')).toBe(1);
    expect(paymentRequests).toEqual([]);
    expect((await shop.results('pay-a')).filter((r) => r.success)).toEqual([]);
  });
});
