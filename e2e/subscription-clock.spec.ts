import { expect, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, merchantRequest } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite, type ReceivedPostback } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// A subscription's life after its checkout, in seconds: a trial paid in Chromium with a rebill
// test card, read and changed through the merchant API, then run on a sandbox clock — the trial's
// first charge declined, retried and paid, rebills turned off, the period ends, CANCELLED — with
// every step's postbacks reaching the merchant signed and of the record schemas (the merchant site
// checks every postback it receives: support/merchant-site.ts).

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const DAY_MS = 86_400_000;

/** A merchant API or sandbox tool call that must succeed: its `data`. */
async function api(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const { status, json, raw } = await merchantRequest(kassa, method, path, body);
  expect(status, raw).toBe(200);
  return json.data;
}

/** The SUBSCRIPTION postbacks of `subscriptionId` received so far, by version. */
function subscriptionPostbacks(subscriptionId: string): Record<string, unknown>[] {
  return merchant.postbacks
    .filter((p) => p.json.type === 'SUBSCRIPTION')
    .map((p) => p.json.data as unknown as Record<string, unknown>)
    .filter((data) => data.subscription_id === subscriptionId)
    .sort((a, b) => Number(a.version) - Number(b.version));
}

test('a subscription paid in Chromium is read, changed, rebilled, declined, retried and cancelled on a clock', async ({
  page,
}) => {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'RECURRING',
        currency_code: 'EUR',
        language: 'en-us',
        shop_name: 'E2E Coffee',
        merchant_payment_id: `clock-${Date.now()}`,
      },
      customer: {
        merchant_customer_id: `clock-cust-${Date.now()}`,
        email: 'shopper@example.com',
        country_code: 'DE',
      },
      products: [
        {
          product_type: 'SUBSCRIPTION',
          product_id: 'coffee-plan',
          merchant_product_id: `coffee-${Date.now()}`,
          product_name: 'Coffee plan',
          product_description: 'Espresso beans, 1 kg',
          product_price: '9.90',
          charge_interval: 'DAY',
          charge_interval_value: 30,
          is_trial: true,
          trial_interval: 'DAY',
          trial_interval_value: 7,
        },
      ],
    }),
  );
  expect(status).toBe(200);
  const paymentId: string = json.data.payment_id;

  // Paid in the browser with a rebill test card: each rebill declined 2004, paid on its 1st retry.
  await page.goto(json.data.session.redirect_url);
  await new HostedCheckoutPage(page).fillCard('4000 0000 0000 2016');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL(`${merchant.url}/ok`);

  const startedPostback = (): ReceivedPostback | undefined =>
    merchant.postbacks.find(
      (p) =>
        p.json.type === 'SUBSCRIPTION' &&
        (p.json.data as unknown as { payment_id: string }).payment_id === paymentId,
    );
  await expect.poll(() => startedPostback() !== undefined).toBe(true);
  const started = startedPostback();
  const first = (started as ReceivedPostback).json.data as unknown as Record<string, string>;
  const subscriptionId = first.subscription_id ?? '';
  expect(first).toMatchObject({ subscription_status: 'TRIAL', version: 1, expires_at: null });

  // Read it by id and by the transaction that started it.
  expect(await api('GET', `/v1/subscription/${subscriptionId}`)).toMatchObject({
    subscription_status: 'TRIAL',
    rebill_transaction_amount: '9.90',
  });
  const listed = await merchantRequest(
    kassa,
    'GET',
    `/v1/subscription?transaction_id=${first.initial_transaction_id}`,
  );
  expect(listed.json.meta).toMatchObject({ total_elements: 1 });

  // Changed: a new price from the first charge on.
  const changed = await api('PATCH', `/v1/subscription/${subscriptionId}`, {
    rebill_transaction_amount: '11.90',
  });
  expect(changed).toMatchObject({ version: 2, rebill_transaction_amount: '11.90' });

  // On a clock: forty days. The trial ends into its first charge, declined; eight days later the
  // retry is paid.
  const clock = await api('POST', '/sandbox/api/clocks', { name: 'e2e' });
  await api('POST', `/sandbox/api/clocks/${clock.clock_id}/attach`, {
    subscription_id: subscriptionId,
  });
  const start = Date.parse(clock.time);
  const month = await api('POST', `/sandbox/api/clocks/${clock.clock_id}/advance`, {
    to: new Date(start + 40 * DAY_MS).toISOString(),
  });
  expect(
    month.events.map((e: Record<string, unknown>) => [
      e.type,
      e.response_code,
      e.subscription_status,
    ]),
  ).toEqual([
    ['trial_end', 2004, 'PAST_DUE'],
    ['retry', 1000, 'ACTIVE'],
  ]);

  // Cancelled: rebills off; the period paid for ends on the clock, and with it the subscription.
  const off = await api('PATCH', `/v1/subscription/${subscriptionId}`, {
    is_rebill_enabled: false,
  });
  expect(off.expires_at).toBe(off.next_rebill_at);
  const end = await api('POST', `/sandbox/api/clocks/${clock.clock_id}/advance`, {
    to: new Date(start + 80 * DAY_MS).toISOString(),
  });
  expect(end.events.map((e: Record<string, unknown>) => [e.type, e.subscription_status])).toEqual([
    ['expiry', 'CANCELLED'],
  ]);
  expect(await api('GET', `/v1/subscription/${subscriptionId}`)).toMatchObject({
    subscription_status: 'CANCELLED',
    is_rebill_enabled: false,
    version: 6,
  });

  // Every step reached the merchant, signed: versions 1 to 6, and the rebills' TRANSACTION
  // postbacks, RECURRING_REBILL payments of the subscription.
  await expect.poll(() => subscriptionPostbacks(subscriptionId).length).toBe(6);
  expect(subscriptionPostbacks(subscriptionId).map((d) => d.subscription_status)).toEqual([
    'TRIAL',
    'TRIAL',
    'PAST_DUE',
    'ACTIVE',
    'ACTIVE',
    'CANCELLED',
  ]);
  const rebills = () =>
    merchant.postbacks.filter(
      (p) =>
        p.json.type === 'TRANSACTION' &&
        (p.json.data.payment as unknown as { initial_subscription_id?: string })
          .initial_subscription_id === subscriptionId,
    );
  await expect.poll(() => rebills().length).toBe(2);
  for (const postback of [...rebills(), ...merchant.postbacks]) {
    expect(signedByKassa(String(postback.headers['kassa-signature']), postback.rawBody)).toBe(true);
  }
  expect(
    rebills().map((p) => [
      p.json.data.payment.payment_type,
      p.json.data.transaction_amount,
      p.json.data.response_code,
    ]),
  ).toEqual(
    expect.arrayContaining([
      ['RECURRING_REBILL', '11.90', 2004],
      ['RECURRING_REBILL', '11.90', 1000],
    ]),
  );
});
