import { afterEach, describe, expect, it } from 'vitest';
import { LAST_INSTANT } from '../../contract/instants.ts';
import {
  advanceClock,
  cardSale,
  clockWithCustomer,
  sandboxTool,
  transactionPostbacks,
} from '../../test-support/disputes.ts';
import {
  startSubscriptions,
  subscriptionOf,
  subscriptionRequest,
} from '../../test-support/subscriptions.ts';
import { createTestApp, subscriptionProduct, type TestApp } from '../../test-support/test-app.ts';
import { expiresAt } from '../authorizations/close-authorization.ts';
import type { StoredSubscriptionProduct } from '../ledger/payment-record.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { firstRebillAt, nextRebillTerms } from '../subscriptions/start-subscriptions.ts';

// The dates Kassa works out stay in its calendar (server/contract/instants.ts): on a sandbox clock
// at 9999-12-31T23:00:00Z, a payment whose card plans disputes, a rebill, a trial's end and a
// declined rebill's retry all go through; what would fall after 9999-12-31T23:59:59.999Z ends the
// subscription or skips the planned dispute instead of failing the transaction.

let t: TestApp;
afterEach(() => t?.app.close());

const CLOCK_TIME = '9999-12-31T23:00:00Z';
const LAST = LAST_INSTANT.toISOString();

/**
 * A subscription of a customer on a clock at 23:00, due at 23:30 on it, whose next rebill answers
 * `code` (its card expired long before the year 9999).
 */
async function dueOnTheClock(
  code: number,
  products?: unknown[],
): Promise<{ clockId: string; id: string }> {
  const customer = `cust-${code}`;
  const clockId = await clockWithCustomer(t, CLOCK_TIME, customer);
  const started = await startSubscriptions(t, { customer, ...(products && { products }) });
  const id = started.subscriptionIds[0] ?? '';
  const patched = await subscriptionRequest(t, 'PATCH', `/v1/subscription/${id}`, {
    next_rebill_at: '9999-12-31T23:30:00Z',
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const forced = await sandboxTool(t, `/subscriptions/${id}/next-rebill`, { code });
  expect(forced.statusCode, forced.body).toBe(200);
  return { clockId, id };
}

describe('a sandbox clock at 9999-12-31T23:00:00Z', () => {
  it('takes a payment whose card plans disputes, and skips the disputes past the calendar', async () => {
    t = await createTestApp();
    const clockId = await clockWithCustomer(t, '9999-12-31T22:30:00Z', 'cust-9');
    // 4000 0000 0000 3204: a fraud alert after an hour (23:30), a chargeback after a day (past).
    const sale = await cardSale(t, { customer: 'cust-9', number: '4000000000003204' });
    const planned = await t.db.query(
      'SELECT kind, due_at FROM scheduled_disputes WHERE original_transaction_id = $1',
      [sale],
    );
    expect(planned.map((row) => row.kind)).toEqual(['FRAUD_ALERT']);
    const events = await advanceClock(t, clockId, LAST);
    expect(events.map((e) => [e.type, e.transaction_type, e.at])).toEqual([
      ['dispute', 'FRAUD_ALERT', '9999-12-31T23:30:00.000Z'],
    ]);
    const later = await cardSale(t, { customer: 'cust-9', number: '4000000000003105' });
    expect(
      await t.db.query('SELECT 1 FROM scheduled_disputes WHERE original_transaction_id = $1', [
        later,
      ]),
    ).toEqual([]);
  });

  it('rebills, then ends the subscription at the last instant instead of a rebill in the year 10000', async () => {
    t = await createTestApp();
    const { clockId, id } = await dueOnTheClock(1000);
    const events = await advanceClock(t, clockId, LAST);
    expect(events.map((e) => [e.type, e.at, e.subscription_status, e.transaction_status])).toEqual([
      ['rebill', '9999-12-31T23:30:00.000Z', 'ACTIVE', 'SUCCESS'],
      ['expiry', LAST, 'CANCELLED', undefined],
    ]);
    expect(await subscriptionOf(t, id)).toMatchObject({
      subscription_status: 'CANCELLED',
      is_rebill_enabled: false,
      expires_at: LAST,
    });
  });

  it('ends a trial the same way', async () => {
    t = await createTestApp();
    const trial = subscriptionProduct({
      merchant_product_id: 'plan-trial',
      is_trial: true,
      trial_interval: 'DAY',
      trial_interval_value: 14,
    });
    const { clockId } = await dueOnTheClock(1000, [trial]);
    const events = await advanceClock(t, clockId, LAST);
    expect(events.map((e) => [e.type, e.subscription_status])).toEqual([
      ['trial_end', 'ACTIVE'],
      ['expiry', 'CANCELLED'],
    ]);
  });

  it('rebills now, and a decline whose retry would fall past the calendar ends it UNPAID', async () => {
    t = await createTestApp();
    const { id } = await dueOnTheClock(1000);
    const now = await sandboxTool(t, `/subscriptions/${id}/rebill-now`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.subscription).toMatchObject({
      subscription_status: 'ACTIVE',
      is_rebill_enabled: false,
      next_rebill_at: LAST,
      expires_at: LAST,
    });

    const declined = (await dueOnTheClock(2004)).id;
    const refused = await sandboxTool(t, `/subscriptions/${declined}/rebill-now`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.subscription).toMatchObject({ subscription_status: 'UNPAID' });
    const rebills = (await transactionPostbacks(t)).filter(
      (p) => p.transaction_status === 'DECLINE',
    );
    expect(rebills.map((p) => p.response_code)).toEqual([2004]);
  });
});

describe('dates worked out from a time near the calendar end', () => {
  const product = subscriptionProduct() as unknown as StoredSubscriptionProduct;

  it('starts a subscription whose first rebill would fall past the end with rebills off', () => {
    const late = new Date(CLOCK_TIME);
    expect(nextRebillTerms(firstRebillAt(product, late))).toEqual({
      nextRebillAt: LAST_INSTANT,
      expiresAt: LAST_INSTANT,
      isRebillEnabled: false,
    });
    const early = new Date('2026-11-22T10:00:00Z');
    expect(nextRebillTerms(firstRebillAt(product, early))).toEqual({
      nextRebillAt: new Date('2026-12-22T10:00:00Z'),
      expiresAt: null,
      isRebillEnabled: true,
    });
  });

  it('lets an authorization held past the end expire at the last instant', () => {
    const authorization = { updatedAt: new Date(CLOCK_TIME) } as TransactionRecord;
    expect(expiresAt(authorization, 7 * 86_400)).toEqual(LAST_INSTANT);
    expect(expiresAt(authorization, 60).toISOString()).toBe('9999-12-31T23:01:00.000Z');
  });
});
