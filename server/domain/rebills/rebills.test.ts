import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems, subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import {
  queuedPostbacks,
  runRebills,
  setClock,
  startSubscriptions,
  subscriptionOf,
  subscriptionRequest,
} from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  subscriptionProduct as plan,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { revokeCofConsent } from '../ledger/token-store.ts';
import { settleDueTransactions } from '../outcomes/settle-pending.ts';

// Rebills: at next_rebill_at the scheduler charges the subscription's card on file through the
// processor (a RECURRING_REBILL payment naming the subscription, its SALE through the one record
// path with its TRANSACTION postback), then sends the SUBSCRIPTION postback of the new state. A
// declined rebill is retried by the retry schedule and, after the last retry, the subscription is
// UNPAID; rebills turned off end it when the period paid for does; no card on file, no charge.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

/** The postbacks queued after the first `skip`, as type and data. */
async function postbacksAfter(a: TestApp, skip: number) {
  return (await queuedPostbacks(a)).slice(skip).map((p) => ({ type: p.type, data: p.data }));
}

const FIRST_DUE = '2026-12-22T10:00:00.000Z';

describe('a rebill', () => {
  it('charges the card on file at next_rebill_at, once: TRANSACTION, then SUBSCRIPTION with the next date', async () => {
    const a = await app();
    const { subscriptionIds, paymentId } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    const before = (await queuedPostbacks(a)).length;
    setClock(a, '2026-12-22T09:59:59.999Z');
    expect(await runRebills(a)).toBe(0);
    setClock(a, '2026-12-22T10:00:00.400Z');
    expect(await runRebills(a)).toBe(1);
    // Exactly once: run again at the same time, and later the same day.
    expect(await runRebills(a)).toBe(0);
    setClock(a, '2026-12-23T10:00:00.000Z');
    expect(await runRebills(a)).toBe(0);

    const queued = await postbacksAfter(a, before);
    expect(queued.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    const [transaction, subscription] = queued.map((p) => p.data);
    expect(transaction).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '12.00',
      created_at: '2026-12-22T10:00:00.400Z',
      payment: {
        payment_type: 'RECURRING_REBILL',
        initial_subscription_id: id,
        amount: '12.00',
        merchant_customer_id: 'cust-1',
        products: [
          {
            product_type: 'SUBSCRIPTION',
            merchant_product_id: 'plan-30',
            product_transaction_price: '12.00',
            rebill_transaction_amount: '12.00',
          },
        ],
      },
      payment_details: { card_last4: '4242' },
    });
    expect(recordProblems(transaction)).toEqual([]);
    const payment = transaction?.payment as Record<string, unknown>;
    expect(payment.payment_id).not.toBe(paymentId);
    expect(subscription).toMatchObject({
      subscription_id: id,
      subscription_status: 'ACTIVE',
      version: 2,
      next_rebill_at: '2027-01-21T10:00:00.000Z',
      last_transacion_id: transaction?.transaction_id,
      retry_count: 0,
      updated_at: '2026-12-22T10:00:00.400Z',
    });
    expect(subscriptionProblems(subscription)).toEqual([]);
    expect(await subscriptionOf(a, id)).toEqual(subscription);

    // The rebill is a transaction of the merchant like any other.
    const list = await a.app.inject({
      url: `/v1/transaction?payment_id=${payment.payment_id}`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(list.json().data).toHaveLength(1);
  });

  it('ends a trial with the first charge: TRIAL, then ACTIVE', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      products: [plan({ is_trial: true, trial_interval: 'DAY', trial_interval_value: 7 })],
    });
    const id = subscriptionIds[0] ?? '';
    expect(await subscriptionOf(a, id)).toMatchObject({
      subscription_status: 'TRIAL',
      next_rebill_at: '2026-11-29T10:00:00.000Z',
    });
    setClock(a, '2026-11-29T10:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    expect(await subscriptionOf(a, id)).toMatchObject({
      subscription_status: 'ACTIVE',
      next_rebill_at: '2026-12-29T10:00:00.000Z',
      version: 2,
    });
  });

  it('charges the amount a PATCH set, tax inside, and says the same amount everywhere', async () => {
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
    const id = subscriptionIds[0] ?? '';
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      rebill_transaction_amount: '16.49',
    });
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    await runRebills(a);
    const [transaction, subscription] = (await postbacksAfter(a, before)).map((p) => p.data);
    expect(transaction).toMatchObject({
      transaction_amount: '16.49',
      transaction_tax_amount: '1.50',
      transaction_tax_type: 'INCLUDED',
      transaction_tax_percentage: '10',
      payment: {
        amount: '16.49',
        products: [{ rebill_transaction_amount: '16.49', rebill_transaction_tax_amount: '1.50' }],
      },
    });
    expect(subscription).toMatchObject({
      rebill_transaction_amount: '16.49',
      transaction_tax_amount: '1.50',
    });
  });

  it('a PENDING answer counts as paid; the transaction settles later as any pending payment', async () => {
    const a = await app();
    await startSubscriptions(a, { card: '4000000000000077', pending: true });
    // The first payment of this card was PENDING too: it settled before the subscription started.
    setClock(a, '2026-11-22T10:00:10.000Z');
    const settle = () =>
      settleDueTransactions({
        db: a.db,
        now: () => a.clock.now,
        processors: a.processors,
        log: { error: () => {} },
        onPostback: () => {},
      });
    await settle();
    const [started] = await a.db.query('SELECT subscription_id, next_rebill_at FROM subscriptions');
    const id = String(started?.subscription_id);
    a.clock.now = started?.next_rebill_at as Date;
    expect(await runRebills(a)).toBe(1);
    const after = await subscriptionOf(a, id);
    expect(after).toMatchObject({ subscription_status: 'ACTIVE', retry_count: 0 });
    const trx = String(after.last_transacion_id);
    const status = async () =>
      (await a.db.query('SELECT status FROM transactions WHERE transaction_id = $1', [trx]))[0]
        ?.status;
    expect(await status()).toBe('PENDING');
    a.clock.now = new Date(a.clock.now.getTime() + a.config.pendingSettleMs + 1);
    await settle();
    expect(await status()).toBe('SUCCESS');
  });
});

describe('a declined rebill', () => {
  it('is retried on the schedule, PAST_DUE, until a retry is paid: ACTIVE again, counting from it', async () => {
    const a = await app();
    // Declined 2004 twice, approved on the 2nd retry; retries 8 days apart (the default).
    const { subscriptionIds } = await startSubscriptions(a, { card: '4000000000002024' });
    const id = subscriptionIds[0] ?? '';
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    await runRebills(a);
    expect(await subscriptionOf(a, id)).toMatchObject({
      subscription_status: 'PAST_DUE',
      next_rebill_at: FIRST_DUE,
      retry_count: 1,
      retry_at: '2026-12-30T10:00:00.000Z',
      is_rebill_enabled: true,
    });
    setClock(a, '2026-12-30T10:00:00.000Z');
    await runRebills(a);
    expect(await subscriptionOf(a, id)).toMatchObject({
      subscription_status: 'PAST_DUE',
      retry_count: 2,
      retry_at: '2027-01-07T10:00:00.000Z',
    });
    setClock(a, '2027-01-07T10:00:00.000Z');
    await runRebills(a);
    const paid = await subscriptionOf(a, id);
    expect(paid).toMatchObject({
      subscription_status: 'ACTIVE',
      retry_count: 0,
      retry_at: null,
      // The rebill and its two retries.
      retry_total_count: 3,
      next_rebill_at: '2027-02-06T10:00:00.000Z',
    });
    const transactions = (await postbacksAfter(a, before))
      .filter((p) => p.type === 'TRANSACTION')
      .map((p) => [
        p.data.response_code,
        (p.data.transaction_details as { processor_response_text: string }).processor_response_text,
      ]);
    expect(transactions).toEqual([
      [2004, 'Sandbox: insufficient funds (rebill)'],
      [2004, 'Sandbox: insufficient funds (rebill, retry 1)'],
      [1000, 'Sandbox: approved (rebill, retry 2)'],
    ]);
  });

  it('after the last retry stops the rebills: UNPAID, with when it ended', async () => {
    const a = await app({ SUBSCRIPTION_RETRY_SCHEDULE: '1d,2d' });
    const { subscriptionIds } = await startSubscriptions(a, { card: '4000000000082000' });
    const id = subscriptionIds[0] ?? '';
    for (const at of [FIRST_DUE, '2026-12-23T10:00:00.000Z', '2026-12-25T10:00:00.000Z']) {
      setClock(a, at);
      expect(await runRebills(a), at).toBe(1);
    }
    const ended = await subscriptionOf(a, id);
    expect(ended).toMatchObject({
      subscription_status: 'UNPAID',
      is_rebill_enabled: false,
      retry_count: 3,
      retry_at: null,
      retry_total_count: 3,
      expires_at: '2026-12-25T10:00:00.000Z',
      version: 4,
    });
    setClock(a, '2027-06-01T00:00:00.000Z');
    expect(await runRebills(a)).toBe(0);
    const refused = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      is_rebill_enabled: true,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('with no retry in the schedule, the first decline ends it', async () => {
    const a = await app({ SUBSCRIPTION_RETRY_SCHEDULE: 'none' });
    const { subscriptionIds } = await startSubscriptions(a, { card: '4000000000042202' });
    setClock(a, FIRST_DUE);
    await runRebills(a);
    expect(await subscriptionOf(a, subscriptionIds[0] ?? '')).toMatchObject({
      subscription_status: 'UNPAID',
      retry_count: 1,
    });
  });

  it('declines 2202 once the saved card has expired, whatever the card', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    await a.db.query('UPDATE payment_tokens SET card_expiry_month = 12, card_expiry_year = 2026');
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    await runRebills(a);
    expect(await subscriptionOf(a, subscriptionIds[0] ?? '')).toMatchObject({
      subscription_status: 'ACTIVE',
    });
    // January: past the card's month.
    setClock(a, '2027-01-21T10:00:00.000Z');
    await runRebills(a);
    const declined = (await postbacksAfter(a, before)).filter((p) => p.type === 'TRANSACTION');
    expect(declined.map((p) => p.data.response_code)).toEqual([1000, 2202]);
    expect(declined[1]?.data.transaction_details).toMatchObject({
      processor_response_text: 'Sandbox: expired card (valid through 12/2026)',
    });
  });
});

describe('a subscription that must not be charged', () => {
  it('with rebills off ends at the end of the period paid for: CANCELLED, nothing charged', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, { is_rebill_enabled: false });
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    expect(await runRebills(a)).toBe(1);
    const queued = await postbacksAfter(a, before);
    expect(queued.map((p) => p.type)).toEqual(['SUBSCRIPTION']);
    expect(queued[0]?.data).toMatchObject({
      subscription_status: 'CANCELLED',
      expires_at: FIRST_DUE,
      is_rebill_enabled: false,
      version: 3,
    });
    expect(
      await a.db.query(`SELECT 1 FROM payments WHERE payment_type = 'RECURRING_REBILL'`),
    ).toEqual([]);
  });

  it('while PAST_DUE, rebills off end it at once', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, { card: '4000000000082000' });
    const id = subscriptionIds[0] ?? '';
    setClock(a, FIRST_DUE);
    await runRebills(a);
    setClock(a, '2026-12-24T00:00:00.000Z');
    const res = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      is_rebill_enabled: false,
    });
    expect(res.json().data).toMatchObject({
      subscription_status: 'CANCELLED',
      expires_at: '2026-12-24T00:00:00.000Z',
      retry_at: null,
    });
    setClock(a, '2027-01-01T00:00:00.000Z');
    expect(await runRebills(a)).toBe(0);
  });

  it('with its card-on-file consent revoked is never charged: NO_CARD_ON_FILE', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const [token] = await a.db.query('SELECT payment_token_id FROM payment_tokens');
    await revokeCofConsent(
      a.db,
      {
        merchantId: 'mer_sandbox',
        merchantCustomerId: 'cust-1',
        paymentTokenId: String(token?.payment_token_id),
      },
      a.clock.now,
    );
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    await runRebills(a);
    const queued = await postbacksAfter(a, before);
    expect(queued.map((p) => p.type)).toEqual(['SUBSCRIPTION']);
    expect(queued[0]?.data).toMatchObject({
      subscription_id: subscriptionIds[0],
      subscription_status: 'NO_CARD_ON_FILE',
      is_rebill_enabled: false,
      expires_at: FIRST_DUE,
    });
  });
});

describe('POST /sandbox/api/subscriptions/{id}/next-rebill', () => {
  const force = (a: TestApp, id: string, body: unknown) =>
    a.app.inject({
      method: 'POST',
      url: `/sandbox/api/subscriptions/${id}/next-rebill`,
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('forces the next rebill’s code, once', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    const res = await force(a, id, { code: 2302 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { subscription_id: id, next_rebill_code: 2302 } });
    const before = (await queuedPostbacks(a)).length;
    setClock(a, FIRST_DUE);
    await runRebills(a);
    // The retry after it answers as the card does.
    setClock(a, '2026-12-30T10:00:00.000Z');
    await runRebills(a);
    const codes = (await postbacksAfter(a, before))
      .filter((p) => p.type === 'TRANSACTION')
      .map((p) => [
        p.data.response_code,
        (p.data.transaction_details as { processor_response_text: string }).processor_response_text,
      ]);
    expect(codes).toEqual([
      [2302, 'Sandbox: 2302 forced for this rebill'],
      [1000, 'Sandbox: approved (rebill, retry 1)'],
    ]);
    expect(await subscriptionOf(a, id)).toMatchObject({ subscription_status: 'ACTIVE' });
  });

  it('refuses a code no rebill can get, and a subscription not open or not the merchant’s', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    for (const code of [1200, 1320, 9999, 1001]) {
      const res = await force(a, id, { code });
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json().errors[0].error_message).toMatch(
        /^code must be 1000 or a DECLINE or ERROR/,
      );
    }
    expect((await force(a, id, { code: '2004' })).statusCode).toBe(400);
    expect((await force(a, 'sub_nope', { code: 2004 })).statusCode).toBe(404);
    const anonymous = await a.app.inject({
      method: 'POST',
      url: `/sandbox/api/subscriptions/${id}/next-rebill`,
      headers: { 'content-type': 'application/json' },
      payload: '{"code":2004}',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
