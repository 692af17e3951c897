import { expect, test } from '@playwright/test';
import type { FromSchema } from 'json-schema-to-ts';
import type { TransactionList } from '../server/api/merchant/transaction-route.ts';
import type { refundResponseSchema } from '../server/contract/refund-schema.ts';
import type { mitResponseSchema } from '../server/contract/token-charge-schema.ts';
import type { TransactionData } from '../server/domain/ledger/transaction-view.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer, merchantRequest } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite, type ReceivedPostback } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The merchant API after a checkout, end to end over HTTP: a card paid in Chromium on
// the hosted page leaves a payment token; the merchant charges it again (MIT sale, SYNC and ASYNC),
// refunds the first sale in part and then the rest, and lists its transactions page by page while
// new ones are being written. A token session saves a card without paying, and the merchant charges
// that token. Every outcome is checked in the answer and in its postback.

type MitAnswer = FromSchema<typeof mitResponseSchema>;
type RefundAnswer = FromSchema<typeof refundResponseSchema>;
interface ErrorAnswer {
  errors: { error_code: string; error_message: string }[];
}

// 3-D Secure frictionless (1301), then SALE 1000 (docs/three-ds-and-wallets.md: 3-D Secure test cards).
const PAN = '4000000000061301';
const CVV = '739';
const CUSTOMER = `cust-after-${Date.now()}`;

let kassa: KassaServer;
let merchant: MerchantSite;
/** The checkout paid in the browser: its payment, its SALE and the token it left. */
const original = { paymentId: '', saleId: '', tokenId: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});
test.afterAll(async () => {
  await stopTestServers({ kassa, merchant });
  // Card data is toxic: nothing the server printed in this whole file may hold the card number.
  expect(kassa.output()).not.toContain(PAN);
});

async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; json: T; raw: string }> {
  return merchantRequest(kassa, method, path, body);
}

function mitSale(mode: '' | 'SYNC' | 'ASYNC', amount: string, reference: string) {
  return api<MitAnswer>('POST', `/v1/mit-sale${mode && `?mode=${mode}`}`, {
    payment_token_id: original.tokenId,
    payment_method: 'CARD',
    merchant_customer_id: CUSTOMER,
    merchant_payment_id: reference,
    email: 'shopper@example.com',
    amount,
    country_code: 'US',
    currency_code: 'USD',
    products: [{ product_type: 'SALE', product_name: 'Bean refill', product_price: amount }],
  });
}

/** The first postback `matches` accepts, once the merchant site has received it. */
async function postbackWhere(
  what: string,
  matches: (postback: ReceivedPostback) => boolean,
): Promise<ReceivedPostback> {
  await expect
    .poll(() => merchant.postbackProblems.length > 0 || merchant.postbacks.some(matches), {
      message: `no postback of ${what}`,
    })
    .toBe(true);
  expect(merchant.postbackProblems).toEqual([]);
  const found = merchant.postbacks.find(matches);
  if (!found) throw new Error(`no postback of ${what}`);
  return found;
}

/** The postback of a transaction at a version. */
const postbackOf = (transactionId: string, version = 1): Promise<ReceivedPostback> =>
  postbackWhere(
    `${transactionId} v${version}`,
    (p) => p.json.data.transaction_id === transactionId && p.json.data.version === version,
  );

/** Paths of every string in `value` that holds the card number or is the security code. */
function cardDataIn(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return value.includes(PAN) || value === CVV ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(/cvv|cvc|security_code|card_number/i.test(key) ? [`${path}.${key}`] : []),
    ...cardDataIn(v, `${path}.${key}`),
  ]);
}

function expectNoCardData(postback: ReceivedPostback): void {
  expect(postback.rawBody).not.toContain(PAN);
  expect(cardDataIn(postback.json)).toEqual([]);
}

test('a checkout paid on the hosted page posts back its SALE with a payment token', async ({
  page,
}) => {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      customer: {
        merchant_customer_id: CUSTOMER,
        email: 'shopper@example.com',
        country_code: 'US',
      },
    }),
  );
  expect(status).toBe(200);
  original.paymentId = json.data.payment_id;
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(json.data.session.redirect_url);
  await checkout.pay('4000 0000 0006 1301', { code: CVV });
  await page.waitForURL(`${merchant.url}/ok`);

  const postbacks = await merchant.waitForPostbacks(2);
  expect(postbacks.map((p) => p.json.data.transaction_type).sort()).toEqual(['SALE', 'THREE_DS']);
  const byType = new Map(postbacks.map((p) => [p.json.data.transaction_type, p.json.data]));
  expect(byType.get('THREE_DS')).toMatchObject({ response_code: 1301 });
  const sale = byType.get('SALE');
  expect(sale).toMatchObject({
    transaction_status: 'SUCCESS',
    response_code: 1000,
    transaction_amount: '34.40',
    payment: { payment_id: original.paymentId, merchant_customer_id: CUSTOMER },
    payment_details: { card_bin: '400000', card_last4: '1301' },
  });
  original.saleId = sale?.transaction_id ?? '';
  original.tokenId = sale?.payment.payment_token_id ?? '';
  expect(original.tokenId).toMatch(/^tok_/);
  for (const postback of postbacks) expectNoCardData(postback);
});

for (const mode of ['', 'SYNC'] as const) {
  test(`POST /v1/mit-sale${mode && `?mode=${mode}`} charges the token and answers the outcome`, async () => {
    const reference = `mit-sync-${mode || 'default'}`;
    const { status, json, raw } = await mitSale(mode, '12.00', reference);
    expect(status).toBe(200);
    expect(raw).not.toContain(PAN);
    expect(json).toMatchObject({
      type: 'PAYMENT',
      data: {
        payment_type: 'MIT_SALE',
        payment_token_id: original.tokenId,
        merchant_customer_id: CUSTOMER,
        merchant_payment_id: reference,
        amount: '12.00',
        currency_code: 'USD',
      },
    });
    expect(json.data.payment_id).not.toBe(original.paymentId);
    expect(json.data.transactions).toHaveLength(1);
    const [transaction] = json.data.transactions ?? [];
    expect(transaction).toMatchObject({
      version: 1,
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '12.00',
      payment_details: { card_bin: '400000', card_last4: '1301', payment_token_type: 'CARD' },
    });
    // docs/after-checkout.md: the answer's payment_details carry no card_token_id.
    expect(transaction?.payment_details).not.toHaveProperty('card_token_id');

    const postback = await postbackOf(transaction?.transaction_id ?? '');
    expect(postback.json.data).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '12.00',
      // The link to the original payment: the token it saved.
      payment: {
        payment_id: json.data.payment_id,
        payment_type: 'MIT_SALE',
        payment_token_id: original.tokenId,
      },
    });
    expectNoCardData(postback);
  });
}

test('POST /v1/mit-sale?mode=ASYNC answers PENDING at once and the outcome comes by postback', async () => {
  const { status, json } = await mitSale('ASYNC', '7.25', 'mit-async');
  expect(status).toBe(200);
  const [transaction] = json.data.transactions ?? [];
  expect(transaction).toMatchObject({
    version: 1,
    transaction_type: 'SALE',
    transaction_status: 'PENDING',
    response_code: 1200,
    transaction_amount: '7.25',
  });
  const transactionId = transaction?.transaction_id ?? '';

  const settled = await postbackOf(transactionId, 2);
  expect(settled.json.data).toMatchObject({
    transaction_status: 'SUCCESS',
    response_code: 1000,
    transaction_amount: '7.25',
    payment: { payment_id: json.data.payment_id, payment_token_id: original.tokenId },
  });
  expectNoCardData(settled);

  const listed = await api<TransactionList>(
    'GET',
    `/v1/transaction?payment_id=${json.data.payment_id}`,
  );
  expect(listed.status).toBe(200);
  expect(listed.json.data.map((t) => [t.transaction_id, t.version, t.transaction_status])).toEqual([
    [transactionId, 2, 'SUCCESS'],
  ]);
});

test('POST /v1/refund gives back 3.00, then the rest, then refuses a further refund', async () => {
  const refund = (body: Record<string, unknown>) =>
    api<RefundAnswer & ErrorAnswer>('POST', '/v1/refund', {
      transaction_id: original.saleId,
      ...body,
    });

  const partial = await refund({ amount: '3.00', reason: 'one cup arrived chipped' });
  expect(partial.status).toBe(200);
  expect(partial.json).toMatchObject({
    type: 'REFUND',
    data: {
      transaction_type: 'REFUND',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '3.00',
      original_transaction_id: original.saleId,
      reason: 'one cup arrived chipped',
      payment: { payment_id: original.paymentId },
    },
  });

  const tooMuch = await refund({ amount: '31.41' });
  expect(tooMuch.status).toBe(400);
  expect(tooMuch.json.errors).toEqual([
    {
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        'amount must be at most 31.40 USD, what remains to refund of 34.40 USD (3.00 USD refunded so far)',
    },
  ]);

  // No amount: everything that remains.
  const rest = await refund({});
  expect(rest.status).toBe(200);
  expect(rest.json.data).toMatchObject({
    transaction_type: 'REFUND',
    transaction_status: 'SUCCESS',
    transaction_amount: '31.40',
    original_transaction_id: original.saleId,
  });
  expect(rest.json.data).toMatchObject({ reason: null, initiated_by: null });

  for (const body of [{}, { amount: '0.01' }]) {
    const again = await refund(body);
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([
      {
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message:
          'transaction_id must name a transaction with something left to refund; this one is refunded in full (34.40 USD of 34.40 USD)',
      },
    ]);
  }

  for (const [answer, amount] of [
    [partial, '3.00'],
    [rest, '31.40'],
  ] as const) {
    const postback = await postbackOf(answer.json.data.transaction_id);
    expect(postback.json.data).toMatchObject({
      transaction_type: 'REFUND',
      transaction_status: 'SUCCESS',
      transaction_amount: amount,
      original_transaction_id: original.saleId,
      payment: { payment_id: original.paymentId, payment_token_id: original.tokenId },
    });
    expectNoCardData(postback);
  }
});

test('GET /v1/transaction pages by prev_id list every earlier transaction once while new ones are written', async () => {
  const everything = await api<TransactionList>('GET', '/v1/transaction?limit=500');
  expect(everything.json.meta).toEqual({ limit: 500, next_prev_id: null, has_more: false });
  // THREE_DS and SALE of the checkout, three MIT sales, two refunds.
  const before = everything.json.data.map((t) => t.transaction_id);
  expect(before).toHaveLength(7);

  // The concurrent writer: MIT sales one after another until the paging is done.
  const written: string[] = [];
  const waiting: { wake: () => void } = { wake: () => {} };
  let stop = false;
  const writer = (async () => {
    for (let i = 0; !stop; i += 1) {
      const { status, json } = await mitSale('SYNC', '1.00', `writer-${i}`);
      expect(status).toBe(200);
      written.push(json.data.transactions?.[0]?.transaction_id ?? '');
      waiting.wake();
    }
  })();
  const nextWrite = (): Promise<void> =>
    new Promise((resolve) => {
      waiting.wake = resolve;
    });

  const pages: TransactionData[][] = [];
  let prevId: string | null = null;
  try {
    do {
      // At least one new transaction is written before every page is read.
      // (A failed write fails the paging at once rather than leaving it waiting.)
      await Promise.race([nextWrite(), writer]);
      const query: string = `limit=2${prevId ? `&prev_id=${prevId}` : ''}`;
      const { status, json } = await api<TransactionList>('GET', `/v1/transaction?${query}`);
      expect(status).toBe(200);
      expect(json.data.length).toBeLessThanOrEqual(2);
      expect(json.meta.next_prev_id).toBe(
        json.meta.has_more ? (json.data.at(-1)?.transaction_id ?? null) : null,
      );
      pages.push(json.data);
      prevId = json.meta.next_prev_id;
    } while (prevId !== null);
  } finally {
    stop = true;
    await writer;
  }

  const listed = pages.flat();
  const ids = listed.map((t) => t.transaction_id);
  expect(new Set(ids).size).toBe(ids.length);
  // Every transaction that existed before the paging, once, in the same newest-first order.
  expect(ids.filter((id) => before.includes(id))).toEqual(before);
  // The new ones are only the newest on the first page, all written by the writer.
  const fresh = ids.filter((id) => !before.includes(id));
  expect(ids.slice(0, fresh.length)).toEqual(fresh);
  expect(fresh.length).toBeGreaterThanOrEqual(1);
  expect(fresh.length).toBeLessThanOrEqual(2);
  for (const id of fresh) expect(written).toContain(id);
  expect(written.length).toBeGreaterThanOrEqual(pages.length);
  // Newest first (ties in created_at keep the database's transaction_id order, checked above).
  const times = listed.map((t) => t.created_at);
  expect(times).toEqual([...times].sort().reverse());

  // A fresh listing starts with everything the writer wrote, then the earlier transactions.
  const after = await api<TransactionList>('GET', '/v1/transaction?limit=500');
  const afterIds = after.json.data.map((t) => t.transaction_id);
  expect(afterIds).toHaveLength(before.length + written.length);
  expect(new Set(afterIds.slice(0, written.length))).toEqual(new Set(written));
  expect(afterIds.slice(written.length)).toEqual(before);
});

test('GET /v1/transaction lists the refunds with original_transaction_id and reason', async () => {
  const { status, json } = await api<TransactionList>(
    'GET',
    `/v1/transaction?payment_id=${original.paymentId}&transaction_type=REFUND`,
  );
  expect(status).toBe(200);
  expect(
    json.data.map((t) => [t.transaction_amount, t.original_transaction_id, t.reason ?? null]),
  ).toEqual([
    ['31.40', original.saleId, null],
    ['3.00', original.saleId, 'one cup arrived chipped'],
  ]);
});

test('POST /v1/token: the shopper saves a card in Chromium without paying; the merchant charges it later', async ({
  page,
}) => {
  const customer = `${CUSTOMER}-token`;
  const { status, json } = await api<{
    data: { payment_id: string; session: { redirect_url: string } };
  }>('POST', '/v1/token', {
    payment_method: 'CARD',
    merchant_customer_id: customer,
    email: 'shopper@example.com',
    language: 'en-us',
    country_code: 'US',
    prefilled_card_holder: 'Ann Example',
    shop_name: 'E2E Coffee',
    success_url: `${merchant.url}/card-saved`,
    failure_url: `${merchant.url}/card-not-saved`,
  });
  expect(status).toBe(200);
  await page.goto(json.data.session.redirect_url);
  const checkout = new HostedCheckoutPage(page);
  const save = page.getByRole('button', { name: 'Save card' });
  await expect(save).toBeVisible();
  await expect(save).toHaveAccessibleDescription(
    'E2E Coffee keeps your card for later payments. You are not charged now.',
  );
  await expect(checkout.payButton).toHaveCount(0);
  await expect(checkout.holderName).toHaveValue('Ann Example');
  await checkout.number.fill('4242 4242 4242 4242');
  await checkout.expiry.fill('12/30');
  await checkout.securityCode.fill(CVV);
  await save.click();
  await page.waitForURL(`${merchant.url}/card-saved`);

  const posted = await postbackWhere(
    'the token session',
    (p) => p.json.data.payment?.payment_id === json.data.payment_id,
  );
  expect(posted.json.data).toMatchObject({
    transaction_type: 'TOKEN',
    transaction_status: 'SUCCESS',
    payment: { payment_type: 'TOKEN', merchant_customer_id: customer },
    payment_details: { card_last4: '4242', card_holder_name: 'Ann Example' },
  });
  expect(posted.rawBody).not.toContain('4242424242424242');
  const token = String(posted.json.data.payment.payment_token_id);
  expect(token).toMatch(/^tok_/);

  const charged = await api<MitAnswer>('POST', '/v1/mit-sale', {
    payment_token_id: token,
    payment_method: 'CARD',
    merchant_customer_id: customer,
    email: 'shopper@example.com',
    amount: '5.00',
    country_code: 'US',
    currency_code: 'USD',
    products: [{ product_type: 'SALE', product_name: 'First delivery', product_price: '5.00' }],
  });
  expect(charged.status).toBe(200);
  expect(charged.json.data.transactions?.[0]).toMatchObject({
    transaction_status: 'SUCCESS',
    transaction_amount: '5.00',
  });
});
