import { afterEach, describe, expect, it } from 'vitest';
import { handleWebhook, subscriptionProblems } from '../../test-support/merchant-webhook.ts';
import { startTestReceiver, type TestReceiver } from '../../test-support/postback-receiver.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  subscriptionProduct as plan,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../../test-support/test-app.ts';
import { settleDueTransactions } from '../outcomes/settle-pending.ts';
import { claimDuePostbacks } from '../postbacks/outbox-store.ts';
import { sendPostback } from '../postbacks/send-postback.ts';
import { findSubscriptionsByPayment } from './subscription-store.ts';

// Subscription checkouts: a successful RECURRING checkout starts one subscription per
// SUBSCRIPTION product the shopper paid for, in the outcome's database transaction, and reports
// each with a SUBSCRIPTION postback queued after the payment's TRANSACTION postback.

let t: TestApp | undefined;
let receiver: TestReceiver | undefined;
afterEach(async () => {
  await t?.app.close();
  await receiver?.close();
  t = undefined;
  receiver = undefined;
});

const SUCCESS_CARD = '4242424242424242';
const DECLINE_CARD = '4000000000009995';
const PENDING_CARD = '4000000000000077';
const DAY_MS = 86_400_000;

const recurring = (products: unknown[], extra: Record<string, unknown> = {}) => ({
  payment_data: { type: 'RECURRING', currency_code: 'EUR', merchant_payment_id: 'sub-order-1' },
  products,
  ...extra,
});

async function app(): Promise<TestApp> {
  t = await createTestApp();
  return t;
}

const paymentIdOf = async (a: TestApp, token: string): Promise<string> =>
  (await a.app.inject({ url: `/api/sessions/${token}` })).json().payment_id;

interface Queued {
  type: string;
  data: Record<string, unknown>;
}

async function outbox(a: TestApp): Promise<Queued[]> {
  const rows = await a.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => {
    const body = JSON.parse(String(row.payload));
    return { type: body.type, data: body.data };
  });
}

const subscriptionPostbacks = async (a: TestApp) =>
  (await outbox(a)).filter((p) => p.type === 'SUBSCRIPTION').map((p) => p.data);

describe('a successful RECURRING checkout starts its subscriptions', () => {
  it('with a trial: TRANSACTION then SUBSCRIPTION, the first rebill after the trial', async () => {
    const a = await app();
    const token = await openSession(
      a,
      recurring([
        plan({
          product_id: 'plan-trial',
          merchant_product_id: 'm-plan-30',
          is_trial: true,
          trial_interval: 'DAY',
          trial_interval_value: 7,
        }),
      ]),
    );
    const paymentId = await paymentIdOf(a, token);
    expect((await payCard(a, token, { number: SUCCESS_CARD })).outcome).toBe('SUCCESS');

    const queued = await outbox(a);
    expect(queued.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    const transaction = queued[0]?.data ?? {};
    expect(transaction).toMatchObject({
      transaction_type: 'AUTHORIZE',
      transaction_amount: '0.00',
    });
    const tokenId = (transaction.payment as { payment_token_id?: string }).payment_token_id;
    const [trx] = await a.db.query('SELECT transaction_id FROM transactions');
    expect(queued[1]?.data).toEqual({
      subscription_id: expect.stringMatching(/^sub_[\w-]{22}$/),
      subscription_status: 'TRIAL',
      version: 1,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
      merchant_id: 'mer_sandbox',
      payment_id: paymentId,
      initial_transaction_id: trx?.transaction_id,
      transaction_id: trx?.transaction_id,
      merchant_customer_id: 'cust-1',
      product_id: 'plan-trial',
      merchant_product_id: 'm-plan-30',
      is_rebill_enabled: true,
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 7,
      next_rebill_at: '2026-11-29T10:00:00.000Z',
      expires_at: null,
      retry_at: null,
      retry_count: 0,
      retry_total_count: 0,
      last_transacion_id: trx?.transaction_id,
      rebill_transaction_amount: '12.00',
      rebill_transaction_currency_code: 'EUR',
      merchant_payment_id: 'sub-order-1',
      payment_method: 'CARD',
      currency_code: 'EUR',
      amount: '12.00',
      transaction_currency_code: 'EUR',
      transaction_amount: '12.00',
      // Each rebill's fee, by the card acquirer's schedule: 1.4 % + 0.25 EUR.
      transaction_fee_amount: '0.42',
      transaction_fee_currency_code: 'EUR',
      transaction_tax_amount: null,
      transaction_tax_currency_code: null,
      transaction_tax_type: null,
      transaction_tax_label: null,
      transaction_tax_percentage: null,
      transaction_tax_exempt_amount: null,
      shop_name: null,
      shop_url: null,
    });
    expect(subscriptionProblems(queued[1]?.data)).toEqual([]);

    const [stored] = await findSubscriptionsByPayment(a.db, paymentId);
    expect(stored).toMatchObject({
      subscriptionId: queued[1]?.data.subscription_id,
      paymentTokenId: tokenId ?? null,
      initialTransactionId: trx?.transaction_id,
      productName: 'Monthly plan',
      productDescription: 'Coffee every 30 days',
      nextRebillAt: new Date('2026-11-29T10:00:00.000Z'),
      retryAt: null,
    });
  });

  it('without a trial: the first rebill one charge interval after the success, tax included', async () => {
    const a = await app();
    const token = await openSession(
      a,
      recurring([plan({ product_id: 'plan-30' })], {
        taxOverride: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '10',
          transaction_tax_label: 'VAT',
        },
      }),
    );
    expect((await payCard(a, token, { number: SUCCESS_CARD })).outcome).toBe('SUCCESS');
    const queued = await outbox(a);
    expect(queued.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    expect(queued[0]?.data).toMatchObject({
      transaction_type: 'SALE',
      transaction_amount: '13.20',
    });
    const data = queued[1]?.data;
    expect(data).toMatchObject({
      product_id: 'plan-30',
      is_trial: false,
      next_rebill_at: new Date(a.clock.now.getTime() + 30 * DAY_MS).toISOString(),
      rebill_transaction_amount: '13.20',
      rebill_transaction_currency_code: 'EUR',
      transaction_fee_amount: '0.43',
      transaction_tax_amount: '1.20',
      transaction_tax_currency_code: 'EUR',
      // The ON_TOP tax was added into the rebill amount: the tax is inside it now.
      transaction_tax_type: 'INCLUDED',
      transaction_tax_label: 'VAT',
      transaction_tax_percentage: '10',
      transaction_tax_exempt_amount: '0.00',
    });
    expect(data).toMatchObject({
      trial_interval: null,
      trial_interval_value: null,
      merchant_product_id: null,
    });
    expect(subscriptionProblems(data)).toEqual([]);
  });

  it('one per SUBSCRIPTION product paid for: none for an unticked optional one or a SALE product', async () => {
    const a = await app();
    const token = await openSession(
      a,
      recurring([
        plan({ product_id: 'required' }),
        plan({ product_id: 'unticked', is_optional: true }),
        plan({ product_id: 'ticked', is_optional: true, is_preselected: true }),
        { product_type: 'SALE', product_id: 'mug', product_name: 'Mug', product_price: '2.50' },
      ]),
    );
    const paymentId = await paymentIdOf(a, token);
    expect((await payCard(a, token, { number: SUCCESS_CARD })).outcome).toBe('SUCCESS');
    const queued = await outbox(a);
    expect(queued.map((p) => p.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION', 'SUBSCRIPTION']);
    expect(queued.slice(1).map((p) => p.data.product_id)).toEqual(['required', 'ticked']);
    const stored = await findSubscriptionsByPayment(a.db, paymentId);
    expect(stored.map((s) => s.productId).sort()).toEqual(['required', 'ticked']);
  });

  it('none for a decline, and none for a checkout that is not RECURRING', async () => {
    const a = await app();
    const declined = await openSession(a, recurring([plan()]));
    expect((await payCard(a, declined, { number: DECLINE_CARD })).outcome).not.toBe('SUCCESS');
    // An authorization is not a started subscription (capture comes with the merchant API).
    const authorized = await openSession(
      a,
      checkoutBody({
        payment_data: { type: 'AUTHORIZE', currency_code: 'EUR' },
        products: [plan()],
      }),
    );
    expect((await payCard(a, authorized, { number: SUCCESS_CARD })).outcome).toBe('SUCCESS');
    expect((await outbox(a)).map((p) => p.type)).toEqual(['TRANSACTION', 'TRANSACTION']);
    expect(await a.db.query('SELECT subscription_id FROM subscriptions')).toEqual([]);
  });

  it('starts each subscription once when the same success is applied twice', async () => {
    const a = await app();
    const token = await openSession(a, recurring([plan({ product_id: 'plan-30' })]));
    const paymentId = await paymentIdOf(a, token);
    expect((await payCard(a, token, { number: PENDING_CARD })).outcome).toBe('PENDING');
    expect(await subscriptionPostbacks(a)).toEqual([]);
    const settle = () =>
      settleDueTransactions({
        db: a.db,
        now: () => a.clock.now,
        processors: a.processors,
        log: { error: () => {} },
        onPostback: () => {},
      });
    a.clock.now = new Date(a.clock.now.getTime() + 5_000);
    expect(await settle()).toBe(1);
    const settledAt = a.clock.now;
    // The same outcome again, as a redelivered settlement would apply it.
    await a.db.query(
      `UPDATE transactions SET status = 'PENDING', settle_at = $1, settle_code = 1000`,
      [settledAt],
    );
    a.clock.now = new Date(settledAt.getTime() + 5_000);
    expect(await settle()).toBe(1);

    const stored = await findSubscriptionsByPayment(a.db, paymentId);
    expect(stored).toHaveLength(1);
    // The first rebill counts from when the payment succeeded: the settlement.
    expect(stored[0]?.nextRebillAt).toEqual(new Date(settledAt.getTime() + 30 * DAY_MS));
    const types = (await outbox(a)).map((p) => p.type);
    expect(types).toEqual(['TRANSACTION', 'TRANSACTION', 'SUBSCRIPTION', 'TRANSACTION']);
    await expect(
      a.db.query(`INSERT INTO subscriptions SELECT * FROM subscriptions WHERE payment_id = $1`, [
        paymentId,
      ]),
    ).rejects.toThrow();
  });

  it('SUBSCRIPTION postbacks pass the merchant handler: signatures and the subscription schema', async () => {
    const a = await app();
    receiver = await startTestReceiver();
    const token = await openSession(a, recurring([plan({ merchant_product_id: 'm-plan' })]));
    expect((await payCard(a, token, { number: SUCCESS_CARD })).outcome).toBe('SUCCESS');
    const now = a.clock.now;
    const claimed = await claimDuePostbacks(a.db, { now, leaseMs: 60_000, limit: 10 });
    for (const event of claimed) {
      const outcome = await sendPostback({
        url: receiver.url,
        event,
        timeoutMs: 5_000,
        now,
        policy: a.config.outbound,
      });
      expect(outcome.delivered).toBe(true);
    }
    const verdicts = receiver.received.map((request) =>
      handleWebhook(TEST_POSTBACK_SECRET, request, now.getTime() / 1000),
    );
    expect(verdicts.map((v) => v.ok && v.type)).toEqual(['TRANSACTION', 'SUBSCRIPTION']);
    expect(verdicts[1]).toMatchObject({
      ok: true,
      subscription: { merchant_product_id: 'm-plan', version: 1 },
    });
    const broken = { ...(await subscriptionPostbacks(a))[0], next_rebill_at: 1_764_000_000 };
    expect(subscriptionProblems(broken)).not.toEqual([]);
    expect(subscriptionProblems({ ...broken, card_number: '4242424242424242' })).not.toEqual([]);
  });
});
