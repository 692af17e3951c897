import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import type { MerchantSite } from './support/merchant-site.ts';
import { startTestServers } from './support/test-servers.ts';

// A subscription checkout in the checkout table's spelling (type/name/price, charge and
// trial objects, JSON numbers, language in customer, additional_info), paid on the hosted page.
// The trial costs nothing today, the form adds up what is charged now, and the card holder starts
// with the merchant's customer_full_name.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(async () => {
  await kassa?.stop();
  await merchant?.close();
});

const subscriptionCheckout = (products: unknown[]) => ({
  payment_data: { type: 'RECURRING', currency_code: 'USD', shop_name: 'E2E News' },
  customer: {
    merchant_customer_id: 'reader-e2e',
    email: 'reader@example.com',
    country_code: 'US',
    language: 'en-us',
  },
  callback: { success_url: `${merchant.url}/ok`, failure_url: `${merchant.url}/failed` },
  products,
  additional_info: { customer_full_name: 'Jo Reader' },
});

const dailyNews = {
  type: 'SUBSCRIPTION',
  name: 'Daily news',
  description: 'All articles, renewed every 30 days',
  price: 9.99,
  charge: { value: 30, interval: 'DAY' },
  trial: { value: 7, interval: 'DAY' },
};
const crossword = {
  type: 'SUBSCRIPTION',
  name: 'Crossword club',
  description: 'One puzzle a day',
  price: 4.99,
  charge: { value: 30, interval: 'DAY' },
};

test('a RECURRING checkout in the checkout dialect charges what is due today, holder pre-filled', async ({
  page,
}) => {
  const { status, json } = await createCheckout(
    kassa,
    subscriptionCheckout([dailyNews, crossword]),
  );
  expect(status).toBe(200);
  expect(json.id).toBe(json.data.payment_id);
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(json.session.redirect_url);
  await expect(checkout.payButton).toHaveAccessibleName(/^Pay \$4\.99/);
  await expect(checkout.holderName).toHaveValue('Jo Reader');
  await checkout.number.fill('4242 4242 4242 4242');
  await checkout.expiry.fill('12/30');
  await checkout.securityCode.fill('123');
  await checkout.payButton.click();
  await page.waitForURL(`${merchant.url}/ok`);
});

test('a trial alone costs nothing today and still ends on success_url', async ({ page }) => {
  const { status, json } = await createCheckout(kassa, subscriptionCheckout([dailyNews]));
  expect(status).toBe(200);
  expect(json.data.amount).toBe('0.00');
  const checkout = new HostedCheckoutPage(page);
  await page.goto(json.session.redirect_url);
  // Nothing to pay today: the button starts the trial, and the total says what is due.
  const start = page.getByRole('button', { name: 'Start free trial' });
  await expect(start).toBeVisible();
  await expect(page.getByText('Due today')).toBeVisible();
  await checkout.fillCard('4242 4242 4242 4242', { name: 'Jo Reader' });
  await start.click();
  await page.waitForURL(`${merchant.url}/ok`);
});
