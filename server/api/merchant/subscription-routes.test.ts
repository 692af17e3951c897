import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import {
  otherMerchant,
  startSubscriptions,
  subscriptionPostbacks,
  subscriptionRequest,
} from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  subscriptionProduct as plan,
  type TestApp,
} from '../../test-support/test-app.ts';

// The four subscription endpoints (spec: Endpoints → Subscription endpoints): reading a
// subscription by its id and by the transaction that started it, and changing one by its id or by
// the merchant's product id, each change answered with the new state and sent as a SUBSCRIPTION
// postback with the next version.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function app(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

const errorOf = (res: { json: () => { errors: unknown[] } }) => res.json().errors[0];

describe('GET /v1/subscription/{subscriptionId}', () => {
  it('answers the subscription record a SUBSCRIPTION postback carries, in the SUBSCRIPTION envelope', async () => {
    const a = await app();
    const { subscriptionIds, transactionId, paymentId } = await startSubscriptions(a);
    const res = await subscriptionRequest(a, 'GET', `/v1/subscription/${subscriptionIds[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('SUBSCRIPTION');
    expect(body.data).toEqual((await subscriptionPostbacks(a))[0]);
    expect(body.data).toMatchObject({
      subscription_id: subscriptionIds[0],
      subscription_status: 'ACTIVE',
      initial_transaction_id: transactionId,
      payment_id: paymentId,
      product_id: expect.any(String),
      merchant_product_id: 'plan-30',
      next_rebill_at: '2026-12-22T10:00:00.000Z',
      expires_at: null,
      rebill_transaction_amount: '12.00',
      rebill_transaction_currency_code: 'EUR',
      retry_count: 0,
      version: 1,
    });
    expect(subscriptionProblems(body.data)).toEqual([]);
    // A trailing slash is the same endpoint.
    const slash = await subscriptionRequest(a, 'GET', `/v1/subscription/${subscriptionIds[0]}/`);
    expect(slash.json()).toEqual(body);
  });

  it('answers 404 for an unknown subscription and for another merchant’s', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const unknown = await subscriptionRequest(a, 'GET', '/v1/subscription/sub_nope');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'subscription sub_nope not found',
    });
    const otherKey = await otherMerchant(a);
    const other = await subscriptionRequest(
      a,
      'GET',
      `/v1/subscription/${subscriptionIds[0]}`,
      undefined,
      { 'x-api-key': otherKey },
    );
    expect(other.statusCode).toBe(404);
    expect(errorOf(other)).toEqual({
      error_code: 'NOT_FOUND',
      error_message: `subscription ${subscriptionIds[0]} not found`,
    });
  });
});

describe('GET /v1/subscription?transaction_id=', () => {
  it('pages the subscriptions the transaction started, from page 1, with the total', async () => {
    const a = await app();
    const { transactionId, subscriptionIds } = await startSubscriptions(a, {
      products: [
        plan({ product_id: 'one' }),
        plan({ product_id: 'two' }),
        plan({ product_id: 'three' }),
      ],
    });
    const list = (query: string) =>
      subscriptionRequest(a, 'GET', `/v1/subscription?transaction_id=${transactionId}${query}`);
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(all.json().type).toBe('SUBSCRIPTION');
    expect(all.json().meta).toEqual({
      pageNumber: 1,
      pageSize: 20,
      totalElements: 3,
      totalPages: 1,
      page_number: 1,
      page_size: 20,
      total_elements: 3,
      total_pages: 1,
    });
    expect(
      all
        .json()
        .data.map((s: { product_id: string }) => s.product_id)
        .sort(),
    ).toEqual(['one', 'three', 'two']);
    const first = await list('&page=1&size=2');
    const second = await list('&page=2&size=2');
    expect(first.json().meta).toMatchObject({
      page_number: 1,
      page_size: 2,
      total_elements: 3,
      total_pages: 2,
    });
    expect(second.json().meta).toMatchObject({ page_number: 2, total_elements: 3 });
    const ids = [...first.json().data, ...second.json().data].map(
      (s: { subscription_id: string }) => s.subscription_id,
    );
    expect(ids.sort()).toEqual([...subscriptionIds].sort());
    // Page 0, the first page when pages counted from 0, is the first page still.
    expect((await list('&page=0&size=2')).json()).toEqual(first.json());
    // Past the last page: empty, with the total still there.
    const past = await list('&page=5&size=2');
    expect(past.json()).toMatchObject({ data: [], meta: { page_number: 5, total_elements: 3 } });
  });

  it('answers an empty page for a transaction that started none, or another merchant’s', async () => {
    const a = await app();
    const { transactionId } = await startSubscriptions(a);
    const otherKey = await otherMerchant(a);
    const other = await subscriptionRequest(
      a,
      'GET',
      `/v1/subscription?transaction_id=${transactionId}`,
      undefined,
      { 'x-api-key': otherKey },
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      type: 'SUBSCRIPTION',
      data: [],
      meta: {
        pageNumber: 1,
        pageSize: 20,
        totalElements: 0,
        totalPages: 0,
        page_number: 1,
        page_size: 20,
        total_elements: 0,
        total_pages: 0,
      },
    });
  });

  it('refuses a missing transaction_id, a page or size out of range, and unknown parameters', async () => {
    const a = await app();
    const cases: [string, string][] = [
      ['', 'transaction_id is required'],
      ['?transaction_id=trx_1&size=0', 'size must be from 1 to 100'],
      ['?transaction_id=trx_1&size=101', 'size must be from 1 to 100'],
      ['?transaction_id=trx_1&page=-1', 'page'],
      ['?transaction_id=trx_1&page=first', 'page'],
      ['?transaction_id=trx_1&limit=5', 'limit'],
    ];
    for (const [query, message] of cases) {
      const res = await subscriptionRequest(a, 'GET', `/v1/subscription${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res), query).toMatchObject({
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message: expect.stringContaining(message),
      });
    }
  });
});

describe('PATCH /v1/subscription/{subscriptionId}', () => {
  it('changes the fields sent, answers the new state and sends it as a SUBSCRIPTION postback, version + 1', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0];
    a.clock.now = new Date('2026-11-25T08:00:00.000Z');
    const res = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      rebill_transaction_amount: 14.5,
      charge_interval_value: 14,
      next_rebill_at: '2026-12-01T09:30:00+01:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      subscription_id: id,
      subscription_status: 'ACTIVE',
      version: 2,
      updated_at: '2026-11-25T08:00:00.000Z',
      rebill_transaction_amount: '14.50',
      charge_interval: 'DAY',
      charge_interval_value: 14,
      next_rebill_at: '2026-12-01T08:30:00.000Z',
      is_rebill_enabled: true,
      expires_at: null,
    });
    const postbacks = await subscriptionPostbacks(a);
    expect(postbacks.map((p) => p.version)).toEqual([1, 2]);
    expect(postbacks[1]).toEqual(data);
    expect(a.postbackKicks).toBeGreaterThan(0);
    // Fields left out stay as they are; GET answers the same state.
    const again = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      charge_interval_value: 7,
    });
    expect(again.json().data).toMatchObject({
      version: 3,
      rebill_transaction_amount: '14.50',
      charge_interval_value: 7,
      next_rebill_at: '2026-12-01T08:30:00.000Z',
    });
    const read = await subscriptionRequest(a, 'GET', `/v1/subscription/${id}`);
    expect(read.json().data).toEqual(again.json().data);
  });

  it('rebills off: lives to the end of the period paid for (expires_at), and back on takes that back', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const url = `/v1/subscription/${subscriptionIds[0]}`;
    const off = await subscriptionRequest(a, 'PATCH', url, { is_rebill_enabled: false });
    expect(off.json().data).toMatchObject({
      subscription_status: 'ACTIVE',
      is_rebill_enabled: false,
      next_rebill_at: '2026-12-22T10:00:00.000Z',
      expires_at: '2026-12-22T10:00:00.000Z',
      version: 2,
    });
    // The end moves with the next rebill date.
    const moved = await subscriptionRequest(a, 'PATCH', url, {
      next_rebill_at: '2026-12-30T00:00:00Z',
    });
    expect(moved.json().data).toMatchObject({ expires_at: '2026-12-30T00:00:00.000Z' });
    const on = await subscriptionRequest(a, 'PATCH', url, { is_rebill_enabled: true });
    expect(on.json().data).toMatchObject({ is_rebill_enabled: true, expires_at: null, version: 4 });
  });

  it('a change that changes nothing answers the subscription as it is: no version, no postback', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const res = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${subscriptionIds[0]}`, {
      is_rebill_enabled: true,
      rebill_transaction_amount: '12.00',
      rebill_transaction_currency_code: 'EUR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(1);
    expect(await subscriptionPostbacks(a)).toHaveLength(1);
  });

  it('keeps the tax inside a new rebill amount at the subscription’s percentage', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      extra: {
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_label: 'VAT',
        },
      },
    });
    const url = `/v1/subscription/${subscriptionIds[0]}`;
    const before = (await subscriptionRequest(a, 'GET', url)).json().data;
    expect(before).toMatchObject({
      rebill_transaction_amount: '13.20',
      transaction_tax_amount: '1.20',
      transaction_tax_type: 'INCLUDED',
    });
    const res = await subscriptionRequest(a, 'PATCH', url, { rebill_transaction_amount: '22.00' });
    expect(res.json().data).toMatchObject({
      rebill_transaction_amount: '22.00',
      transaction_tax_amount: '2.00',
      transaction_tax_type: 'INCLUDED',
      transaction_tax_percentage: '10',
    });
  });

  it('refuses what it cannot apply, naming the field and the rule', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const url = `/v1/subscription/${subscriptionIds[0]}`;
    const cases: [unknown, number, string, string][] = [
      [{}, 400, 'INVALID_REQUEST', 'the body changes nothing: send one or more of'],
      [{ rebill_transaction_currency_code: 'EUR' }, 400, 'INVALID_REQUEST', 'changes nothing'],
      [
        { rebill_transaction_amount: '0.00' },
        400,
        'INVALID_REQUEST_PARAMETER',
        'rebill_transaction_amount must be more than zero',
      ],
      [
        { rebill_transaction_amount: '1.234' },
        400,
        'INVALID_REQUEST_PARAMETER',
        'rebill_transaction_amount',
      ],
      [
        { rebill_transaction_currency_code: 'USD', rebill_transaction_amount: '5.00' },
        400,
        'INVALID_REQUEST_PARAMETER',
        "rebill_transaction_currency_code must be the subscription's currency (EUR)",
      ],
      [
        { next_rebill_at: '2026-11-01T00:00:00Z' },
        400,
        'INVALID_REQUEST_PARAMETER',
        'next_rebill_at must be later than now (2026-11-22T10:00:00.000Z)',
      ],
      [
        { next_rebill_at: '2026-02-30T00:00:00Z' },
        400,
        'INVALID_REQUEST_PARAMETER',
        'next_rebill_at must be a date-time',
      ],
      [{ next_rebill_at: 1_800_000_000 }, 400, 'INVALID_REQUEST_PARAMETER', 'next_rebill_at'],
      [{ charge_interval: 'MONTH' }, 400, 'INVALID_REQUEST_PARAMETER', 'charge_interval'],
      [{ charge_interval_value: 0 }, 400, 'INVALID_REQUEST_PARAMETER', 'charge_interval_value'],
      [{ charge_interval_value: 99999 }, 400, 'INVALID_REQUEST_PARAMETER', 'charge_interval_value'],
      [{ is_rebill_enabled: 'no' }, 400, 'INVALID_REQUEST_PARAMETER', 'is_rebill_enabled'],
      [{ status: 'CANCELLED' }, 400, 'INVALID_REQUEST_PARAMETER', 'status'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await subscriptionRequest(a, 'PATCH', url, body);
      const label = JSON.stringify(body);
      expect(res.statusCode, label).toBe(status);
      expect(errorOf(res), label).toMatchObject({
        error_code: code,
        error_message: expect.stringContaining(message),
      });
    }
    // Nothing changed along the way.
    expect((await subscriptionPostbacks(a)).map((p) => p.version)).toEqual([1]);
    // A null is a field not sent.
    const nulls = await subscriptionRequest(a, 'PATCH', url, {
      is_rebill_enabled: null,
      charge_interval_value: 10,
    });
    expect(nulls.json().data).toMatchObject({ charge_interval_value: 10, is_rebill_enabled: true });
  });

  it('an ended subscription no longer changes (409); an unknown one is 404', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0];
    await a.db.query(
      `UPDATE subscriptions SET status = 'CANCELLED', expires_at = next_rebill_at, due_at = NULL
       WHERE subscription_id = $1`,
      [id],
    );
    const res = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      is_rebill_enabled: true,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      error_code: 'INVALID_REQUEST',
      error_message: `subscription ${id} is CANCELLED (ended at 2026-12-22T10:00:00.000Z) and no longer changes: a checkout starts a new one`,
    });
    const unknown = await subscriptionRequest(a, 'PATCH', '/v1/subscription/sub_nope', {
      is_rebill_enabled: false,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the SUBSCRIPTION postback of a change is of the subscription schema', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${subscriptionIds[0]}`, {
      is_rebill_enabled: false,
    });
    const changed = (await subscriptionPostbacks(a))[1];
    expect(changed).toMatchObject({ version: 2, expires_at: '2026-12-22T10:00:00.000Z' });
    expect(subscriptionProblems(changed)).toEqual([]);
  });
});

describe('PATCH /v1/subscription?merchant_product_id=', () => {
  it('changes the one open subscription to the product; several need merchant_customer_id', async () => {
    const a = await app();
    const ann = await startSubscriptions(a, { customer: 'cust-1' });
    const url = '/v1/subscription?merchant_product_id=plan-30';
    const one = await subscriptionRequest(a, 'PATCH', url, { charge_interval_value: 60 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      subscription_id: ann.subscriptionIds[0],
      charge_interval_value: 60,
      version: 2,
    });

    const bo = await startSubscriptions(a, { customer: 'cust-2' });
    const two = await subscriptionRequest(a, 'PATCH', url, { charge_interval_value: 90 });
    expect(two.statusCode).toBe(400);
    expect(errorOf(two)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        "merchant_product_id matches 2 open subscriptions: send merchant_customer_id to name the customer's, or PATCH /v1/subscription/{subscriptionId}",
    });
    const narrowed = await subscriptionRequest(a, 'PATCH', `${url}&merchant_customer_id=cust-2`, {
      charge_interval_value: 90,
    });
    expect(narrowed.json().data).toMatchObject({
      subscription_id: bo.subscriptionIds[0],
      charge_interval_value: 90,
    });

    const none = await subscriptionRequest(
      a,
      'PATCH',
      '/v1/subscription?merchant_product_id=plan-none',
      { charge_interval_value: 90 },
    );
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'open subscription with merchant_product_id plan-none not found',
    });
    const missing = await subscriptionRequest(a, 'PATCH', '/v1/subscription', {
      charge_interval_value: 90,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      error_message: expect.stringContaining('merchant_product_id is required'),
    });
  });

  it('counts only open subscriptions: an ended one of the same product is not a match', async () => {
    const a = await app();
    const first = await startSubscriptions(a);
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${first.subscriptionIds[0]}`, {
      is_rebill_enabled: false,
    });
    await a.db.query(
      `UPDATE subscriptions SET status = 'CANCELLED', due_at = NULL WHERE subscription_id = $1`,
      [first.subscriptionIds[0]],
    );
    const second = await startSubscriptions(a);
    const res = await subscriptionRequest(
      a,
      'PATCH',
      '/v1/subscription?merchant_product_id=plan-30',
      { charge_interval_value: 45 },
    );
    expect(res.json().data).toMatchObject({ subscription_id: second.subscriptionIds[0] });
  });
});
