import { expect, type Page, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { type KassaServer, startKassa } from './support/kassa-server.ts';

// Someone trying Kassa on their laptop: the button on `/` opens a real sandbox checkout on the
// hosted page, and paying there ends on the sandbox's own return page.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

async function openDemoCheckout(page: Page): Promise<HostedCheckoutPage> {
  await page.goto(kassa.url);
  await page.getByRole('button', { name: 'Create a test checkout' }).click();
  await page.waitForURL(`${kassa.url}/pay/**`);
  const checkout = new HostedCheckoutPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa Demo Shop' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Gift wrapping/ })).not.toBeChecked();
  await expect(checkout.payButton).toHaveAccessibleName('Pay €34.40');
  return checkout;
}

test('"Create a test checkout" opens a sandbox checkout that 4242… pays', async ({ page }) => {
  const checkout = await openDemoCheckout(page);
  await checkout.pay('4242 4242 4242 4242');
  await page.waitForURL(`${kassa.url}/sandbox/return?outcome=success`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment succeeded');
});

test('a second demo checkout paid with 4000…0119 ends on "Payment failed" with error_code 2903', async ({
  page,
}) => {
  await openDemoCheckout(page);
  const firstCheckout = page.url();
  // Each press is a checkout of its own, not the same session opened again.
  const checkout = await openDemoCheckout(page);
  expect(page.url()).not.toBe(firstCheckout);

  await checkout.pay('4000 0000 0000 0119');
  await page.waitForURL(/\/sandbox\/return\?outcome=failure/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await expect(page.getByText('error_code 2903: Processor malfunction')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Kassa' })).toHaveAttribute('href', '/');
});
