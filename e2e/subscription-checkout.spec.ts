import { expect, test } from '@playwright/test';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite, type ReceivedPostback } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// A subscription checkout with a free trial, on both doors: the form says what the
// shopper agrees to, a test card starts the trial, and the merchant gets the payment's
// TRANSACTION postback and the subscription's SUBSCRIPTION postback, both signed. The merchant
// site checks every postback's signatures and record schema (support/merchant-site.ts).

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const coffeePlan = {
  product_type: 'SUBSCRIPTION',
  product_id: 'coffee-plan',
  product_name: 'Coffee plan',
  product_description: 'Espresso beans, 1 kg',
  product_price: '9.90',
  charge_interval: 'DAY',
  charge_interval_value: 30,
  is_trial: true,
  trial_interval: 'DAY',
  trial_interval_value: 7,
};

async function subscriptionCheckout(uiMode: 'HOSTED' | 'EMBEDDED', products: unknown[]) {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'RECURRING',
        currency_code: 'EUR',
        ui_mode: uiMode,
        language: 'en-us',
        shop_name: 'E2E Coffee',
        merchant_payment_id: `sub-${uiMode}-${Date.now()}`,
      },
      products,
    }),
  );
  expect(status).toBe(200);
  return {
    url: json.data.session.redirect_url as string,
    paymentId: json.data.payment_id as string,
  };
}

/** This payment's two postbacks, once both have arrived, checked signed. */
async function postbacksOf(paymentId: string): Promise<ReceivedPostback[]> {
  // A TRANSACTION record names its payment in `payment`, a SUBSCRIPTION record at the top.
  const paymentOf = ({ json }: ReceivedPostback): unknown =>
    json.type === 'SUBSCRIPTION'
      ? (json.data as unknown as { payment_id: string }).payment_id
      : json.data.payment.payment_id;
  const mine = (): ReceivedPostback[] =>
    merchant.postbacks.filter((p) => paymentOf(p) === paymentId);
  await expect.poll(() => mine().length).toBe(2);
  for (const postback of mine()) {
    expect(signedByKassa(String(postback.headers['kassa-signature']), postback.rawBody)).toBe(true);
  }
  // Delivery runs in parallel; the queue order (TRANSACTION first) is the server tests' to check.
  const byType = Object.fromEntries(mine().map((p) => [p.json.type, p.json.data]));
  expect(Object.keys(byType).sort()).toEqual(['SUBSCRIPTION', 'TRANSACTION']);
  const transaction = byType.TRANSACTION as unknown as Record<string, unknown>;
  const subscription = byType.SUBSCRIPTION as unknown as Record<string, unknown>;
  expect(subscription).toMatchObject({
    transaction_id: transaction.transaction_id,
    product_id: 'coffee-plan',
    is_trial: true,
    trial_interval_value: 7,
    charge_interval_value: 30,
    rebill_transaction_amount: '9.90',
    rebill_transaction_currency_code: 'EUR',
  });
  return mine();
}

const CONSENT =
  /allow E2E Coffee to charge €9\.90 every 30 days after your 7-day free trial until you cancel\./;

test('hosted: a free trial shows its terms, starts with a test card, and posts back twice', async ({
  page,
}) => {
  const { url, paymentId } = await subscriptionCheckout('HOSTED', [coffeePlan]);
  // A 320 px wide phone: the terms and the consent line wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(url);
  await expect(page.getByText('7-day free trial, then €9.90 every 30 days')).toBeVisible();
  await expect(page.locator('.kassa-total')).toHaveText('Due today €0.00');
  const start = page.getByRole('button', { name: 'Start free trial' });
  await expect(start).toHaveAccessibleDescription(CONSENT);
  await expect(start).toHaveAccessibleDescription(/^By starting your free trial, you allow/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Cardholder name').fill('Ann Example');
  await start.click();
  await page.waitForURL(`${merchant.url}/ok`);
  const [transaction] = (await postbacksOf(paymentId)).filter((p) => p.json.type === 'TRANSACTION');
  expect(transaction?.json.data).toMatchObject({
    transaction_status: 'SUCCESS',
    transaction_amount: '0.00',
  });
});

test('embedded: a trial and a one-time product, paid with Kassa.submit, posts back twice', async ({
  page,
}) => {
  const { url, paymentId } = await subscriptionCheckout('EMBEDDED', [
    coffeePlan,
    { product_type: 'SALE', product_id: 'cup', product_name: 'Ceramic cup', product_price: '9.50' },
  ]);
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  // With the summary (config.summary): the plan's terms under it, and what is due today.
  await shop.mount('pay-a', url, { summary: true });
  const frame = shop.frame('pay-a');
  await expect(frame.getByText('7-day free trial, then €9.90 every 30 days')).toBeVisible();
  await expect(frame.locator('.kassa-total')).toHaveText('Due today €9.50');
  const pay = frame.getByRole('button', { name: 'Pay €9.50' });
  await expect(pay).toHaveAccessibleDescription(CONSENT);
  await expect(pay).toHaveAccessibleDescription(/^By paying, you allow/);

  await shop.fillCard('pay-a', '4242 4242 4242 4242');
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toMatchObject({ success: true });
  const [transaction] = (await postbacksOf(paymentId)).filter((p) => p.json.type === 'TRANSACTION');
  expect(transaction?.json.data).toMatchObject({
    transaction_status: 'SUCCESS',
    transaction_amount: '9.50',
  });
});

test('hosted: a SALE of a one-time fee and a plan charges the sum, then starts the plan', async ({
  page,
}) => {
  // The reference's first use case as its example writes it: short names, JSON number prices.
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        amount: 25.0,
        language: 'en-us',
        shop_name: 'E2E Coffee',
        merchant_payment_id: `fee-and-plan-${Date.now()}`,
      },
      products: [
        { type: 'SALE', name: 'Setup fee', description: 'One-time setup', price: 15.0 },
        {
          type: 'SUBSCRIPTION',
          name: 'Monthly plan',
          description: 'Billed every 30 days',
          price: 10.0,
          charge: { value: 30, interval: 'DAY' },
        },
      ],
    }),
  );
  expect(status).toBe(200);
  const paymentId = json.data.payment_id as string;
  await page.goto(json.data.session.redirect_url as string);
  // The plan's terms under it (the consent line says them too, in a longer sentence).
  await expect(page.getByText('€10.00 every 30 days', { exact: true })).toBeVisible();
  await expect(page.locator('.kassa-total')).toHaveText('Due today €25.00');
  const pay = page.getByRole('button', { name: 'Pay €25.00' });
  await expect(pay).toHaveAccessibleDescription(
    /^By paying, you allow E2E Coffee to charge €10\.00 every 30 days until you cancel\.$/,
  );

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Cardholder name').fill('Ann Example');
  await pay.click();
  await page.waitForURL(`${merchant.url}/ok`);

  const mine = (): ReceivedPostback[] =>
    merchant.postbacks.filter((p) =>
      p.json.type === 'SUBSCRIPTION'
        ? (p.json.data as unknown as { payment_id: string }).payment_id === paymentId
        : p.json.data.payment.payment_id === paymentId,
    );
  await expect.poll(() => mine().length).toBe(2);
  const byType = Object.fromEntries(mine().map((p) => [p.json.type, p.json.data]));
  expect(byType.TRANSACTION).toMatchObject({
    transaction_type: 'SALE',
    transaction_status: 'SUCCESS',
    transaction_amount: '25.00',
  });
  expect(byType.SUBSCRIPTION).toMatchObject({
    subscription_status: 'ACTIVE',
    charge_interval_value: 30,
    rebill_transaction_amount: '10.00',
  });
});
