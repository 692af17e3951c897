import { expect, type Page, test } from '@playwright/test';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, merchantRequest } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// Risk controls and disputes against the real server, paid in Chromium on the hosted page: a
// shopper on the merchant's block list is declined with the entry type's code; a saved card the
// merchant hides is no longer offered; a sale paid with a dispute test card is charged back and
// the chargeback reversed on a sandbox clock, a refund refused with 2011 in between. Every
// postback reaches the merchant signed and of the record schema (support/merchant-site.ts checks
// each one it receives).

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});
test.afterAll(() => stopTestServers({ kassa, merchant }));

const DAY_MS = 86_400_000;

/** A merchant API or sandbox tool call with the merchant's key: its status and JSON. */
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  merchantRequest(kassa, method, path, body);

async function sale(customer: { id: string; email: string }): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40', shop_name: 'E2E Risk' },
      customer: { merchant_customer_id: customer.id, email: customer.email, country_code: 'DE' },
      products: [{ product_type: 'SALE', product_name: 'Espresso beans', product_price: '34.40' }],
    }),
  );
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.session.redirect_url;
}

/** Pays on the hosted page with `number`, ticking "Save this card" when asked. */
async function payWithCard(page: Page, number: string, save = false): Promise<void> {
  const checkout = new HostedCheckoutPage(page);
  await checkout.fillCard(number);
  if (save) await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  await checkout.payButton.click();
}

/** The TRANSACTION postbacks of `paymentId` received so far, as type, status and code. */
function transactionsOf(paymentId: string) {
  return merchant.postbacks
    .filter((p) => p.json.type === 'TRANSACTION' && p.json.data.payment.payment_id === paymentId)
    .map((p) => p.json.data);
}

test('a shopper whose e-mail is blocked is declined with 2312 on the hosted page, and the merchant hears it', async ({
  page,
}) => {
  const entry = await call('POST', '/v1/merchant-negative-entry', {
    type: 'EMAIL',
    email: 'Mallory@Example.com',
    reason: 'chargebacks',
  });
  expect(entry.status).toBe(200);
  expect(entry.json.data).toMatchObject({ type: 'EMAIL', email: 'mallory@example.com' });

  await page.goto(await sale({ id: 'cust-blocked', email: 'mallory@example.COM' }));
  await payWithCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/failed\?/);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('error_code')).toBe('2312');

  const declined = () =>
    merchant.postbacks.find(
      (p) => p.json.type === 'TRANSACTION' && p.json.data.response_code === 2312,
    );
  await expect.poll(() => declined() !== undefined).toBe(true);
  const data = declined()?.json.data;
  expect(data).toMatchObject({ transaction_type: 'SALE', transaction_status: 'DECLINE' });
  expect(String(data?.transaction_details.processor_response_text)).toContain(entry.json.data.id);
  expect(data?.payment.merchant_customer_id).toBe('cust-blocked');

  // Deleted, the entry blocks no more: the same shopper pays.
  expect((await call('DELETE', `/v1/merchant-negative-entry/${entry.json.data.id}`)).status).toBe(
    200,
  );
  await page.goto(await sale({ id: 'cust-blocked', email: 'mallory@example.com' }));
  await payWithCard(page, '4242 4242 4242 4242');
  await page.waitForURL(`${merchant.url}/ok`);
});

test('a saved card the merchant hides is no longer offered; its token still pays MIT', async ({
  page,
}) => {
  const customer = { id: `cust-hide-${Date.now()}`, email: 'saver@example.com' };
  await page.goto(await sale(customer));
  await payWithCard(page, '4242 4242 4242 4242', true);
  await page.waitForURL(`${merchant.url}/ok`);
  const tokenPostback = () =>
    merchant.postbacks.find(
      (p) =>
        p.json.type === 'TRANSACTION' &&
        p.json.data.payment.merchant_customer_id === customer.id &&
        typeof p.json.data.payment.payment_token_id === 'string',
    );
  await expect.poll(() => tokenPostback() !== undefined).toBe(true);
  const tokenId = String(tokenPostback()?.json.data.payment.payment_token_id);

  // Offered on the next checkout…
  await page.goto(await sale(customer));
  await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();

  // …and not after it is hidden.
  const hidden = await call('POST', `/v1/customer/${customer.id}/payment-token/${tokenId}/delete`);
  expect(hidden.status).toBe(200);
  expect(hidden.json.data).toMatchObject({ payment_token_id: tokenId, is_hidden: true });
  await page.goto(await sale(customer));
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('radio', { name: /4242/ })).toHaveCount(0);

  // The consent stays: the merchant still charges the token.
  const mit = await call('POST', '/v1/mit-sale', {
    payment_token_id: tokenId,
    payment_method: 'CARD',
    merchant_customer_id: customer.id,
    email: customer.email,
    amount: '5.00',
    country_code: 'DE',
    currency_code: 'EUR',
    products: [{ product_type: 'SALE', product_name: 'Refill', product_price: '5.00' }],
  });
  expect(mit.status, JSON.stringify(mit.json)).toBe(200);
  expect(mit.json.data.transactions[0].transaction_status).toBe('SUCCESS');
});

test('a sale paid with a dispute card is charged back and the chargeback reversed on a clock; a refund waits for the reversal', async ({
  page,
}) => {
  const customer = { id: `cust-dispute-${Date.now()}`, email: 'ann@example.com' };
  const clock = await call('POST', '/sandbox/api/clocks', { name: 'disputes' });
  expect(clock.status).toBe(200);
  const clockId = clock.json.data.clock_id;
  expect(
    (
      await call('POST', `/sandbox/api/clocks/${clockId}/attach`, {
        merchant_customer_id: customer.id,
      })
    ).status,
  ).toBe(200);
  const start = Date.parse(clock.json.data.time);

  await page.goto(await sale(customer));
  await payWithCard(page, '4000 0000 0000 3303');
  await page.waitForURL(`${merchant.url}/ok`);
  const salePostback = () =>
    merchant.postbacks.find(
      (p) =>
        p.json.type === 'TRANSACTION' &&
        p.json.data.payment.merchant_customer_id === customer.id &&
        p.json.data.transaction_type === 'SALE',
    );
  await expect.poll(() => salePostback() !== undefined).toBe(true);
  const saleData = salePostback()?.json.data;
  const saleId = String(saleData?.transaction_id);
  const paymentId = String(saleData?.payment.payment_id);

  // Two days on the clock: the chargeback.
  const first = await call('POST', `/sandbox/api/clocks/${clockId}/advance`, {
    to: new Date(start + 2 * DAY_MS).toISOString(),
  });
  expect(first.status).toBe(200);
  expect(
    first.json.data.events.map((e: Record<string, unknown>) => [e.type, e.transaction_type]),
  ).toEqual([['dispute', 'CHARGEBACK']]);

  const refused = await call('POST', '/v1/refund', { transaction_id: saleId });
  expect(refused.status).toBe(400);
  expect(refused.json.errors[0].error_message).toContain('2011');

  // Eight days: the reversal; the sale may be refunded again.
  const second = await call('POST', `/sandbox/api/clocks/${clockId}/advance`, {
    to: new Date(start + 8 * DAY_MS).toISOString(),
  });
  expect(
    second.json.data.events.map((e: Record<string, unknown>) => [e.type, e.transaction_type]),
  ).toEqual([['dispute', 'CHARGEBACK_REVERSAL']]);
  const refund = await call('POST', '/v1/refund', { transaction_id: saleId, amount: '4.40' });
  expect(refund.status, JSON.stringify(refund.json)).toBe(200);

  await expect.poll(() => transactionsOf(paymentId).length).toBe(4);
  // Postbacks promise no order (the reversal's, released after the advance, and the refund's are
  // sent side by side): what the merchant heard is compared in the order the events happened,
  // which the calls above have already checked.
  const happened = ['SALE', 'CHARGEBACK', 'CHARGEBACK_REVERSAL', 'REFUND'];
  expect(
    transactionsOf(paymentId)
      .map((d) => [
        d.transaction_type,
        d.transaction_status,
        d.transaction_amount,
        d.transaction_type === 'SALE' ? null : d.original_transaction_id,
      ])
      .sort((x, y) => happened.indexOf(String(x[0])) - happened.indexOf(String(y[0]))),
  ).toEqual([
    ['SALE', 'SUCCESS', '34.40', null],
    ['CHARGEBACK', 'SUCCESS', '34.40', saleId],
    ['CHARGEBACK_REVERSAL', 'SUCCESS', '34.40', saleId],
    ['REFUND', 'SUCCESS', '4.40', saleId],
  ]);
  for (const postback of merchant.postbacks) {
    expect(signedByKassa(String(postback.headers['kassa-signature']), postback.rawBody)).toBe(true);
  }
});
