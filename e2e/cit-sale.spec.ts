import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  createCheckout,
  E2E_API_KEY,
  type KassaServer,
  payOverFormApi,
} from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// POST /v1/cit-sale in a real browser: a card saved by a checkout, charged again with the shopper
// confirming on a page that shows only the 3-D Secure challenge, then back on success_url.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});
test.afterAll(async () => {
  await stopTestServers({ kassa, merchant });
});

test('a CIT session opens the challenge without a card form and returns to success_url', async ({
  page,
}) => {
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  expect((await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242')).ok).toBe(
    true,
  );
  const [postback] = await merchant.waitForPostbacks(1);
  const token = String(postback?.json.data.payment.payment_token_id);
  expect(token).toMatch(/^tok_/);

  const res = await fetch(`${kassa.url}/v1/cit-sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': E2E_API_KEY },
    body: JSON.stringify({
      payment_token_id: token,
      payment_method: 'CARD',
      merchant_customer_id: 'cust-e2e',
      email: 'shopper@example.com',
      amount: '9.50',
      country_code: 'US',
      currency_code: 'USD',
      shop_name: 'E2E Coffee',
      success_url: `${merchant.url}/ok`,
      failure_url: `${merchant.url}/failed`,
      products: [{ product_type: 'SALE', product_name: 'Ceramic cup', product_price: '9.50' }],
    }),
  });
  expect(res.status).toBe(200);
  const cit = await res.json();

  await page.goto(cit.data.session.redirect_url);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await expectNoAxeViolations(page);
  const acs = page.frameLocator('iframe[title="3-D Secure verification"]');
  await expect(acs.getByText('•••• 4242')).toBeVisible();
  const code = /(\d{6})/.exec(await acs.getByText(/the code is/).innerText())?.[1] ?? '';
  await acs.getByLabel('One-time code').fill(code);
  await acs.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(`${merchant.url}/ok`);
});
