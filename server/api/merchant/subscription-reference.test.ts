import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems, subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import {
  queuedPostbacks,
  REFERENCE_SUBSCRIPTION_FIELDS,
  runRebills,
  setClock,
  startSubscriptions,
  subscriptionPostbacks,
  subscriptionRequest,
} from '../../test-support/subscriptions.ts';
import {
  checkoutBody,
  createTestApp,
  subscriptionProduct as plan,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, savedToken } from '../../test-support/token-charges.ts';

// The subscription endpoints and postbacks as the live service's own API reference shows them:
// the record with every field the reference lists (null where there is no value) in the GET and
// PATCH answers and in the SUBSCRIPTION postbacks alike; GET /subscription?transaction_id= with
// the reference's example query (page=1&size=100) and its meta names, found by any transaction of
// the subscription; and last_transacion_id on the SUBSCRIPTION product of payments and postbacks.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function app(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

type Data = Record<string, unknown>;

/** The fields of the reference's list that `data` leaves out. */
const missing = (data: Data) => REFERENCE_SUBSCRIPTION_FIELDS.filter((name) => !(name in data));

describe('the subscription record, field by field as the reference lists it', () => {
  it('carries every field, null where there is no value, in GET, PATCH and the postbacks', async () => {
    const a = await app();
    // No merchant_product_id, no shop, no trial, no tax, no rebill yet.
    const { subscriptionIds, transactionId, paymentId } = await startSubscriptions(a, {
      products: [plan()],
    });
    const url = `/v1/subscription/${subscriptionIds[0]}`;
    const read = (await subscriptionRequest(a, 'GET', url)).json().data;
    expect(missing(read)).toEqual([]);
    expect(read).toMatchObject({
      version: 1,
      initial_transaction_id: transactionId,
      subscription_id: subscriptionIds[0],
      subscription_status: 'ACTIVE',
      expires_at: null,
      merchant_id: 'mer_sandbox',
      merchant_product_id: null,
      merchant_payment_id: 'sub-order',
      merchant_customer_id: 'cust-1',
      payment_method: 'CARD',
      currency_code: 'EUR',
      amount: '12.00',
      transaction_currency_code: 'EUR',
      transaction_amount: '12.00',
      transaction_fee_currency_code: 'EUR',
      // What each rebill will be charged: 1.4 % of 12.00 + 0.25 EUR.
      transaction_fee_amount: '0.42',
      transaction_tax_currency_code: null,
      transaction_tax_amount: null,
      transaction_tax_type: null,
      transaction_tax_label: null,
      transaction_tax_percentage: null,
      transaction_tax_exempt_amount: null,
      is_trial: false,
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_rebill_enabled: true,
      trial_interval: null,
      trial_interval_value: null,
      payment_id: paymentId,
      product_id: expect.any(String),
      retry_at: null,
      retry_count: 0,
      retry_total_count: 0,
      shop_name: null,
      shop_url: null,
      // Kassa's own fields stay beside them.
      transaction_id: transactionId,
      last_transacion_id: transactionId,
      rebill_transaction_amount: '12.00',
    });
    expect(subscriptionProblems(read)).toEqual([]);

    const patched = (
      await subscriptionRequest(a, 'PATCH', url, { is_rebill_enabled: false })
    ).json().data;
    expect(missing(patched)).toEqual([]);
    expect(Object.keys(patched).sort()).toEqual(Object.keys(read).sort());
    expect(patched).toMatchObject({ version: 2, expires_at: '2026-12-22T10:00:00.000Z' });

    const postbacks = await subscriptionPostbacks(a);
    expect(postbacks).toEqual([read, patched]);
    for (const data of postbacks) expect(subscriptionProblems(data)).toEqual([]);
  });

  it('fills them in where there is a value: the shop, a trial, a tax, a declined rebill and its retry', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      // Declined on its rebill, approved on the retry.
      card: '4000000000002016',
      products: [
        plan({
          merchant_product_id: 'plan-30',
          is_trial: true,
          trial_interval: 'DAY',
          trial_interval_value: 7,
        }),
      ],
      extra: {
        payment_data: {
          type: 'RECURRING',
          currency_code: 'EUR',
          amount: '0.00',
          merchant_payment_id: 'sub-order',
          shop_name: 'Coffee Club',
          shop_url: 'https://coffee.example.test',
        },
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_label: 'VAT',
        },
      },
    });
    const id = subscriptionIds[0] ?? '';
    const started = (await subscriptionPostbacks(a))[0] as Data;
    expect(started).toMatchObject({
      subscription_status: 'TRIAL',
      merchant_product_id: 'plan-30',
      shop_name: 'Coffee Club',
      shop_url: 'https://coffee.example.test',
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 7,
      amount: '13.20',
      currency_code: 'EUR',
      transaction_amount: '13.20',
      transaction_currency_code: 'EUR',
      transaction_tax_amount: '1.20',
      transaction_tax_currency_code: 'EUR',
      transaction_tax_type: 'INCLUDED',
      transaction_tax_label: 'VAT',
      transaction_tax_percentage: '10',
      transaction_tax_exempt_amount: '0.00',
      retry_at: null,
      retry_total_count: 0,
    });

    // The trial's end: the first charge is declined, a retry waits.
    setClock(a, '2026-11-29T10:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    const declined = (await subscriptionRequest(a, 'GET', `/v1/subscription/${id}`)).json().data;
    expect(missing(declined)).toEqual([]);
    expect(declined).toMatchObject({
      subscription_status: 'PAST_DUE',
      retry_at: '2026-12-07T10:00:00.000Z',
      retry_count: 1,
      retry_total_count: 1,
    });
    // The retry is paid: the current rebill's count starts again, the attempts in all do not.
    setClock(a, '2026-12-07T10:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    const paid = (await subscriptionRequest(a, 'GET', `/v1/subscription/${id}`)).json().data;
    expect(paid).toMatchObject({
      subscription_status: 'ACTIVE',
      retry_at: null,
      retry_count: 0,
      retry_total_count: 2,
    });
    expect(paid.last_transacion_id).not.toBe(declined.last_transacion_id);
    const postbacks = await subscriptionPostbacks(a);
    expect(postbacks.at(-1)).toEqual(paid);
    for (const data of postbacks) {
      expect(missing(data)).toEqual([]);
      expect(subscriptionProblems(data)).toEqual([]);
    }
  });
});

describe('GET /v1/subscription?transaction_id=&page=&size=, as the reference writes it', () => {
  it('takes the reference’s example query: page counts from 1, and meta says pageNumber and pageSize', async () => {
    const a = await app();
    const { transactionId, subscriptionIds } = await startSubscriptions(a, {
      products: [
        plan({ product_id: 'one' }),
        plan({ product_id: 'two' }),
        plan({ product_id: 'three' }),
      ],
    });
    const list = async (query: string) => {
      const res = await subscriptionRequest(
        a,
        'GET',
        `/v1/subscription?transaction_id=${transactionId}${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const example = await list('&page=1&size=100');
    expect(example.meta).toEqual({
      pageNumber: 1,
      pageSize: 100,
      totalElements: 3,
      totalPages: 1,
      page_number: 1,
      page_size: 100,
      total_elements: 3,
      total_pages: 1,
    });
    expect(example.data).toHaveLength(3);
    for (const data of example.data) expect(missing(data)).toEqual([]);
    // Page 0 is the first page too, and so is no page at all.
    expect((await list('&page=0&size=100')).data).toEqual(example.data);
    expect((await list('&size=100')).data).toEqual(example.data);
    // Pages of two: the first and the second hold all three.
    const first = await list('&page=1&size=2');
    const second = await list('&page=2&size=2');
    expect(first.meta).toMatchObject({ pageNumber: 1, pageSize: 2, totalPages: 2 });
    expect(second.meta).toMatchObject({ pageNumber: 2, page_number: 2, totalElements: 3 });
    const ids = [...first.data, ...second.data].map((s: Data) => s.subscription_id);
    expect(ids.sort()).toEqual([...subscriptionIds].sort());
    expect((await list('&page=3&size=2')).data).toEqual([]);
  });

  it('finds the subscription by any of its transactions: a rebill’s as well as the first', async () => {
    const a = await app();
    const { subscriptionIds, transactionId } = await startSubscriptions(a);
    setClock(a, '2026-12-22T10:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    const rebill = (await queuedPostbacks(a)).filter((p) => p.type === 'TRANSACTION').at(-1)?.data;
    const rebillId = String(rebill?.transaction_id);
    expect(rebillId).not.toBe(transactionId);
    for (const id of [transactionId, rebillId]) {
      const res = await subscriptionRequest(
        a,
        'GET',
        `/v1/subscription?transaction_id=${id}&page=1&size=100`,
      );
      expect(res.json().data.map((s: Data) => s.subscription_id)).toEqual(subscriptionIds);
      expect(res.json().meta).toMatchObject({ totalElements: 1 });
    }
  });
});

describe('last_transacion_id on the SUBSCRIPTION product', () => {
  it('names the transaction of the record in TRANSACTION postbacks, the first payment’s and each rebill’s', async () => {
    const a = await app();
    const { transactionId } = await startSubscriptions(a, {
      products: [plan({ merchant_product_id: 'plan-30' })],
    });
    setClock(a, '2026-12-22T10:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    const transactions = (await queuedPostbacks(a))
      .filter((p) => p.type === 'TRANSACTION')
      .map((p) => p.data);
    expect(transactions).toHaveLength(2);
    const [first, rebill] = transactions as [Data, Data];
    const productOf = (data: Data) =>
      ((data.payment as Data).products as Data[]).find((p) => p.product_type === 'SUBSCRIPTION');
    expect(first.transaction_id).toBe(transactionId);
    expect(productOf(first)).toMatchObject({ last_transacion_id: transactionId });
    expect(productOf(rebill)).toMatchObject({ last_transacion_id: rebill.transaction_id });
    for (const data of transactions) expect(recordProblems(data)).toEqual([]);
    // The subscription's postbacks say the same transaction at each step.
    const subscriptions = await subscriptionPostbacks(a);
    expect(subscriptions.map((s) => s.last_transacion_id)).toEqual([
      first.transaction_id,
      rebill.transaction_id,
    ]);
  });

  it('is on the product of a payment answer once a transaction charged it, and not before', async () => {
    const a = await app();
    const checkout = await postCheckout(
      a,
      checkoutBody({
        payment_data: { type: 'RECURRING', currency_code: 'EUR', language: 'en-us' },
        products: [plan()],
      }),
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().data.products[0]).not.toHaveProperty('last_transacion_id');

    const token = await savedToken(a);
    const res = await a.app.inject({
      method: 'POST',
      url: '/v1/mit-authorize',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(chargeBody(token, { amount: '12.00', products: [plan()] })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    const authorization = data.transactions[0].transaction_id;
    expect(data.products[0]).toMatchObject({
      product_type: 'SUBSCRIPTION',
      last_transacion_id: authorization,
    });
  });
});
