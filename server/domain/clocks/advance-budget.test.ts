import { afterEach, describe, expect, it } from 'vitest';
import { clockWithCustomer } from '../../test-support/disputes.ts';
import {
  LONG_RUN_BOUND_MS,
  raceAnotherMerchant,
  rebillWatch,
} from '../../test-support/long-run.ts';
import { setClock, startSubscriptions } from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// A long advance shares the server: between its batches the event loop takes a turn, so another
// merchant's request is answered while it runs, even on the embedded engine, whose queries run on
// the main thread. And one request runs `max_events` events at most (1,000 unless it asks): short
// of `to` it answers `complete: false` with the clock where it stopped, the clock keeps the target
// (`advance_to`), and the same advance asked for again goes on, each due date charged once.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const daily = subscriptionProduct({ charge_interval: 'DAY', charge_interval_value: 1 });
const DAY_MS = 86_400_000;

function tool(a: TestApp, method: 'GET' | 'POST', url: string, body?: unknown) {
  return a.app.inject({
    method,
    url: `/sandbox/api${url}`,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

/** A clock at the server's time with one daily subscription on it; answers the clock's id. */
async function dailyOnClock(a: TestApp): Promise<string> {
  // A card valid long after the advance's last rebill (a rebill after it is declined 2202).
  const { subscriptionIds } = await startSubscriptions(a, { products: [daily], expiryYear: 2040 });
  const made = await tool(a, 'POST', '/clocks');
  const clockId: string = made.json().data.clock_id;
  const attached = await tool(a, 'POST', `/clocks/${clockId}/attach`, {
    subscription_id: subscriptionIds[0],
  });
  expect(attached.statusCode, attached.body).toBe(200);
  return clockId;
}

const daysLater = (a: TestApp, days: number): string =>
  new Date(a.clock.now.getTime() + days * DAY_MS).toISOString();

describe('a long advance', () => {
  it(
    'lets another merchant’s request through while it runs 3,000 rebills on its clock',
    async () => {
      const watch = rebillWatch(100);
      t = await createTestApp({}, {}, { processor: watch.processor });
      const a = t;
      const clockId = await dailyOnClock(a);
      const { result, order, otherStatus } = await raceAnotherMerchant(
        a,
        () =>
          tool(a, 'POST', `/clocks/${clockId}/advance`, {
            to: daysLater(a, 3_000),
            max_events: 3_000,
          }),
        watch.underWay,
      );
      expect(otherStatus).toBe(200);
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json().data.events).toHaveLength(3_000);
      expect(result.json().data.complete).toBe(true);
      // The other request was answered while the advance still had most of its rebills to run.
      expect(order).toEqual(['other merchant', 'run']);
    },
    LONG_RUN_BOUND_MS,
  );
});

describe('an advance that runs out of events', () => {
  it('stops at max_events with the clock where it got, and the same advance goes on from there', async () => {
    t = await createTestApp();
    const a = t;
    const clockId = await dailyOnClock(a);
    const to = daysLater(a, 10);
    const advance = (body: Record<string, unknown>) =>
      tool(a, 'POST', `/clocks/${clockId}/advance`, body);

    const first = await advance({ to, max_events: 4 });
    expect(first.statusCode, first.body).toBe(200);
    const firstData = first.json().data;
    expect(firstData.events.map((e: { at: string }) => e.at)).toEqual(
      [1, 2, 3, 4].map((day) => daysLater(a, day)),
    );
    expect(firstData).toMatchObject({
      complete: false,
      reached: daysLater(a, 4),
      to,
      clock: { time: daysLater(a, 4), advancing: false, advance_to: to },
    });
    // The clock's state says so too.
    const read = await tool(a, 'GET', `/clocks/${clockId}`);
    expect(read.json().data).toMatchObject({ time: daysLater(a, 4), advance_to: to });

    const second = (await advance({ to, max_events: 4 })).json().data;
    expect(second.events.map((e: { at: string }) => e.at)).toEqual(
      [5, 6, 7, 8].map((day) => daysLater(a, day)),
    );
    expect(second.complete).toBe(false);
    // Without max_events, 1,000 at most: the two left.
    const last = (await advance({ to })).json().data;
    expect(last.events.map((e: { at: string }) => e.at)).toEqual(
      [9, 10].map((day) => daysLater(a, day)),
    );
    expect(last).toMatchObject({ complete: true, reached: to, to, clock: { time: to } });
    expect(last.clock.advance_to).toBeUndefined();
    // Asked again once there: nothing left to do, and it says so.
    const again = await advance({ to });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ events: [], complete: true, reached: to });

    // Every day charged once, at its own time on the clock.
    const charged = await a.db.query(
      `SELECT t.created_at FROM transactions t JOIN payments p USING (payment_id)
       WHERE p.payment_type = 'RECURRING_REBILL' ORDER BY t.created_at`,
    );
    expect(charged.map((row) => (row.created_at as Date).toISOString())).toEqual(
      Array.from({ length: 10 }, (_, i) => daysLater(a, i + 1)),
    );
  }, 60_000);

  it('refuses a max_events that is not a whole number from 1 to 10,000, naming it', async () => {
    t = await createTestApp();
    const a = t;
    const clockId = await dailyOnClock(a);
    for (const max_events of [0, 10_001, 2.5, '5']) {
      const res = await tool(a, 'POST', `/clocks/${clockId}/advance`, {
        to: daysLater(a, 1),
        max_events,
      });
      expect(res.statusCode, `${max_events}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].error_message).toMatch(/^max_events /);
    }
  }, 60_000);

  it('one event a request runs the disputes and rebills in the same order as one advance does', async () => {
    t = await createTestApp();
    const a = t;
    setClock(a, '2027-01-01T00:00:00.000Z');
    const clockId = await clockWithCustomer(a, '2027-01-01T00:00:00.000Z', 'cust-sub');
    // The dispute test card: a fraud alert an hour after each sale, the rebills' too.
    await startSubscriptions(a, { card: '4000000000003105', customer: 'cust-sub' });
    const to = '2027-02-01T00:00:00.000Z';
    const seen: string[][] = [];
    for (let request = 1; request <= 10; request++) {
      const res = await tool(a, 'POST', `/clocks/${clockId}/advance`, { to, max_events: 1 });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      seen.push(
        ...data.events.map((e: Record<string, string>) => [
          e.type,
          e.at,
          e.transaction_type ?? e.transaction_status,
        ]),
      );
      if (data.complete) break;
      expect(data.events).toHaveLength(1);
    }
    expect(seen).toEqual([
      ['dispute', '2027-01-01T01:00:00.000Z', 'FRAUD_ALERT'],
      ['rebill', '2027-01-31T00:00:00.000Z', 'SUCCESS'],
      ['dispute', '2027-01-31T01:00:00.000Z', 'FRAUD_ALERT'],
    ]);
    const read = await tool(a, 'GET', `/clocks/${clockId}`);
    expect(read.json().data).toMatchObject({ time: to, advancing: false });
    expect(read.json().data.advance_to).toBeUndefined();
  }, 60_000);
});
