import { afterEach, describe, expect, it } from 'vitest';
import {
  otherMerchant,
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

// Sandbox clocks: a time of the merchant's own for the subscriptions attached to it. An advance
// runs, in time order, every rebill, trial end, retry and end of a period due before `to`, each at
// the time it came due, queues their postbacks in that order (sent at once, on the server's time),
// and answers what happened. Subscriptions not on the clock, and the clock's subscriptions on the
// server's time, never meet.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

function tool(a: TestApp, method: 'GET' | 'POST', url: string, body?: unknown, key = TEST_API_KEY) {
  return a.app.inject({
    method,
    url: `/sandbox/api${url}`,
    headers: {
      'x-api-key': key,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

async function newClock(a: TestApp, body: Record<string, unknown> = {}): Promise<string> {
  const res = await tool(a, 'POST', '/clocks', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.clock_id;
}

async function attach(a: TestApp, clockId: string, body: Record<string, unknown>) {
  return tool(a, 'POST', `/clocks/${clockId}/attach`, body);
}

async function advance(a: TestApp, clockId: string, to: string) {
  const res = await tool(a, 'POST', `/clocks/${clockId}/advance`, { to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { clock: Record<string, unknown>; events: Record<string, unknown>[] };
}

interface Queued {
  type: string;
  created_at: string;
  data: Record<string, unknown>;
  next_attempt_at: Date;
}

async function outbox(a: TestApp): Promise<Queued[]> {
  const rows = await a.db.query(
    'SELECT payload, next_attempt_at FROM postback_outbox ORDER BY queued_seq',
  );
  return rows.map((row) => ({
    ...JSON.parse(String(row.payload)),
    next_attempt_at: row.next_attempt_at as Date,
  }));
}

describe('POST /sandbox/api/clocks', () => {
  it('makes a clock at the server’s time or at the time asked for; GET reads it, and lists them', async () => {
    const a = await app();
    const res = await tool(a, 'POST', '/clocks');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      clock_id: expect.stringMatching(/^clk_/),
      time: '2026-11-22T10:00:00.000Z',
      created_at: '2026-11-22T10:00:00.000Z',
      advancing: false,
      customers: [],
      subscription_ids: [],
    });
    const named = await newClock(a, { time: '2026-01-01T00:00:00+01:00', name: 'renewals' });
    const read = await tool(a, 'GET', `/clocks/${named}`);
    expect(read.json().data).toMatchObject({ name: 'renewals', time: '2025-12-31T23:00:00.000Z' });
    const list = await tool(a, 'GET', '/clocks');
    expect(list.json().data.map((c: { clock_id: string }) => c.clock_id)).toContain(named);
  });

  it('refuses a time that is not one, and answers 404 for a clock not the merchant’s', async () => {
    const a = await app();
    const bad = await tool(a, 'POST', '/clocks', { time: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].error_message).toMatch(/^time must be a date-time/);
    const clock = await newClock(a);
    const otherKey = await otherMerchant(a);
    expect((await tool(a, 'GET', `/clocks/${clock}`, undefined, otherKey)).statusCode).toBe(404);
    expect((await tool(a, 'GET', '/clocks/clk_nope')).statusCode).toBe(404);
    expect(
      (await tool(a, 'GET', '/clocks', undefined, 'sk_wrong_0123456789abcdefgh')).statusCode,
    ).toBe(401);
  });
});

describe('advancing a clock', () => {
  it('runs a year of a trial subscription in time order: the trial’s end, then a rebill every 30 days', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, {
      products: [plan({ is_trial: true, trial_interval: 'DAY', trial_interval_value: 7 })],
    });
    const id = subscriptionIds[0] ?? '';
    const clock = await newClock(a);
    const attached = await attach(a, clock, { subscription_id: id });
    expect(attached.json().data.subscription_ids).toEqual([id]);
    const queuedBefore = (await outbox(a)).length;

    const { clock: moved, events } = await advance(a, clock, '2027-11-22T10:00:00Z');
    expect(moved).toMatchObject({ time: '2027-11-22T10:00:00.000Z', advancing: false });
    expect(events).toHaveLength(12);
    expect(events[0]).toEqual({
      type: 'trial_end',
      at: '2026-11-29T10:00:00.000Z',
      subscription_id: id,
      subscription_status: 'ACTIVE',
      transaction_id: expect.stringMatching(/^trx_/),
      transaction_status: 'SUCCESS',
      response_code: 1000,
    });
    expect(events.slice(1).every((e) => e.type === 'rebill')).toBe(true);
    expect(events.at(-1)?.at).toBe('2027-10-25T10:00:00.000Z');
    const times = events.map((e) => String(e.at));
    expect([...times].sort()).toEqual(times);

    // Their postbacks are queued in that order, dated on the clock, and sent on the server's time.
    const queued = (await outbox(a)).slice(queuedBefore);
    expect(queued.map((p) => p.type)).toEqual(
      events.flatMap(() => ['TRANSACTION', 'SUBSCRIPTION']),
    );
    expect(queued.map((p) => p.created_at)).toEqual(events.flatMap((e) => [e.at, e.at]));
    expect(queued.every((p) => p.next_attempt_at.getTime() === a.clock.now.getTime())).toBe(true);
    expect(queued.filter((p) => p.type === 'SUBSCRIPTION').map((p) => p.data.version)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 2),
    );
    expect(await subscriptionOf(a, id)).toMatchObject({
      subscription_status: 'ACTIVE',
      next_rebill_at: '2027-11-24T10:00:00.000Z',
      version: 13,
    });
    // Nothing more to do up to where the clock stands.
    expect((await advance(a, clock, '2027-11-23T10:00:00Z')).events).toEqual([]);
  });

  it('interleaves its subscriptions by time, and retries declines on the schedule', async () => {
    const a = await app();
    const monthly = await startSubscriptions(a, { card: '4000000000002032' });
    const weekly = await startSubscriptions(a, {
      customer: 'cust-2',
      products: [plan({ charge_interval_value: 7, merchant_product_id: 'weekly' })],
    });
    const clock = await newClock(a);
    await attach(a, clock, { subscription_id: monthly.subscriptionIds[0] });
    await attach(a, clock, { merchant_customer_id: 'cust-2' });
    const { events } = await advance(a, clock, '2027-01-31T00:00:00Z');
    const times = events.map((e) => String(e.at));
    expect([...times].sort()).toEqual(times);
    const ofMonthly = events.filter((e) => e.subscription_id === monthly.subscriptionIds[0]);
    // Declined 2004 until the 3rd retry, eight days apart (the default schedule).
    expect(ofMonthly.map((e) => [e.type, e.at, e.response_code, e.subscription_status])).toEqual([
      ['rebill', '2026-12-22T10:00:00.000Z', 2004, 'PAST_DUE'],
      ['retry', '2026-12-30T10:00:00.000Z', 2004, 'PAST_DUE'],
      ['retry', '2027-01-07T10:00:00.000Z', 2004, 'PAST_DUE'],
      ['retry', '2027-01-15T10:00:00.000Z', 1000, 'ACTIVE'],
    ]);
    expect(events.filter((e) => e.subscription_id === weekly.subscriptionIds[0])).toHaveLength(9);
  });

  it('ends a subscription with rebills off when its period does, and counts no clock but its own', async () => {
    const a = await app();
    const onClock = await startSubscriptions(a);
    const offClock = await startSubscriptions(a, { customer: 'cust-2' });
    const clock = await newClock(a);
    await attach(a, clock, { subscription_id: onClock.subscriptionIds[0] });
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${onClock.subscriptionIds[0]}`, {
      is_rebill_enabled: false,
    });
    const { events } = await advance(a, clock, '2027-06-01T00:00:00Z');
    expect(events.map((e) => [e.type, e.at, e.subscription_status])).toEqual([
      ['expiry', '2026-12-22T10:00:00.000Z', 'CANCELLED'],
    ]);
    // The subscription off the clock was not touched; the server's scheduler leaves the clock's alone.
    expect(await subscriptionOf(a, offClock.subscriptionIds[0] ?? '')).toMatchObject({
      version: 1,
    });
    const other = await startSubscriptions(a, { customer: 'cust-3' });
    const secondClock = await newClock(a);
    await attach(a, secondClock, { subscription_id: other.subscriptionIds[0] });
    setClock(a, '2030-01-01T00:00:00.000Z');
    expect(await runRebills(a)).toBe(1);
    expect(await subscriptionOf(a, other.subscriptionIds[0] ?? '')).toMatchObject({ version: 1 });
  });

  it('a customer attached to a clock starts its later subscriptions on it', async () => {
    const a = await app();
    const clock = await newClock(a);
    const attached = await attach(a, clock, { merchant_customer_id: 'cust-1' });
    expect(attached.json().data).toMatchObject({ customers: ['cust-1'], subscription_ids: [] });
    const { subscriptionIds } = await startSubscriptions(a);
    const read = await tool(a, 'GET', `/clocks/${clock}`);
    expect(read.json().data.subscription_ids).toEqual(subscriptionIds);
    expect((await advance(a, clock, '2026-12-23T00:00:00Z')).events).toHaveLength(1);
  });

  it('refuses a step back, a second advance at once, and attaching what lives on another clock', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const clock = await newClock(a, { time: '2026-12-01T00:00:00Z' });
    const back = await tool(a, 'POST', `/clocks/${clock}/advance`, { to: '2026-11-30T00:00:00Z' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors[0].error_message).toBe(
      "to must not be earlier than the clock's time (2026-12-01T00:00:00.000Z): a clock only moves forward",
    );
    await a.db.query('UPDATE sandbox_clocks SET advancing_since = $1', [a.clock.now]);
    const busy = await tool(a, 'POST', `/clocks/${clock}/advance`, { to: '2027-01-01T00:00:00Z' });
    expect(busy.statusCode).toBe(409);
    expect((await tool(a, 'GET', `/clocks/${clock}`)).json().data.advancing).toBe(true);
    // A lease whose server died runs out.
    setClock(a, '2026-11-22T10:05:00.000Z');
    expect((await advance(a, clock, '2027-01-01T00:00:00Z')).clock.advancing).toBe(false);

    await attach(a, clock, { subscription_id: subscriptionIds[0] });
    const other = await newClock(a);
    const twice = await attach(a, other, { subscription_id: subscriptionIds[0] });
    expect(twice.statusCode).toBe(409);
    expect((await attach(a, other, { merchant_customer_id: 'cust-1' })).statusCode).toBe(409);
    expect((await attach(a, other, {})).statusCode).toBe(400);
    expect(
      (await attach(a, other, { subscription_id: 'sub_x', merchant_customer_id: 'cust-1' }))
        .statusCode,
    ).toBe(400);
    expect((await attach(a, other, { subscription_id: 'sub_nope' })).statusCode).toBe(404);
  });

  it('a PATCH on a subscription on a clock takes the clock’s time as now', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    const clock = await newClock(a);
    await attach(a, clock, { subscription_id: id });
    await advance(a, clock, '2027-03-01T00:00:00Z');
    const past = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      next_rebill_at: '2027-02-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].error_message).toContain(
      'later than now (2027-03-01T00:00:00.000Z)',
    );
    const later = await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, {
      charge_interval_value: 10,
    });
    expect(later.json().data.updated_at).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('POST /sandbox/api/subscriptions/{id}/rebill-now', () => {
  it('charges the next rebill now, on the subscription’s own time; the next one counts from then', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a);
    const id = subscriptionIds[0] ?? '';
    setClock(a, '2026-11-25T12:00:00.000Z');
    const res = await tool(a, 'POST', `/subscriptions/${id}/rebill-now`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.event).toMatchObject({
      type: 'rebill',
      at: '2026-11-25T12:00:00.000Z',
      subscription_status: 'ACTIVE',
      response_code: 1000,
    });
    expect(res.json().data.subscription).toMatchObject({
      next_rebill_at: '2026-12-25T12:00:00.000Z',
      version: 2,
    });
    // On a clock: at the clock's time.
    const clock = await newClock(a, { time: '2027-05-05T05:05:05Z' });
    await attach(a, clock, { subscription_id: id });
    const onClock = await tool(a, 'POST', `/subscriptions/${id}/rebill-now`);
    expect(onClock.json().data.event.at).toBe('2027-05-05T05:05:05.000Z');
  });

  it('retries a PAST_DUE rebill; refuses one with rebills off or ended (409), or unknown (404)', async () => {
    const a = await app();
    const { subscriptionIds } = await startSubscriptions(a, { card: '4000000000002016' });
    const id = subscriptionIds[0] ?? '';
    const first = await tool(a, 'POST', `/subscriptions/${id}/rebill-now`);
    expect(first.json().data.event).toMatchObject({ type: 'rebill', response_code: 2004 });
    const retry = await tool(a, 'POST', `/subscriptions/${id}/rebill-now`);
    expect(retry.json().data.event).toMatchObject({ type: 'retry', response_code: 1000 });
    await subscriptionRequest(a, 'PATCH', `/v1/subscription/${id}`, { is_rebill_enabled: false });
    const off = await tool(a, 'POST', `/subscriptions/${id}/rebill-now`);
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0].error_message).toBe(
      `subscription ${id} has rebills turned off (is_rebill_enabled false)`,
    );
    expect((await tool(a, 'POST', '/subscriptions/sub_nope/rebill-now')).statusCode).toBe(404);
  });
});
