import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { waitFor } from '../../test-support/postback-receiver.ts';
import { signal } from '../../test-support/signal.ts';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import type { PostbackDelivery, PostbackDeliveryOptions } from './delivery.ts';
import { startPostbackDelivery } from './delivery.ts';
import { announceDuePostbacks, enqueuePostback } from './outbox-store.ts';
import type { SendOutcome, sendPostback } from './send-postback.ts';

// When delivery looks for a committed postback. Every worker here polls once an hour: whatever is
// sent during a test was found by a wake-up (a kick, a send ending, another worker's
// announcement), never by the poll. Sends are decided by the test, so nothing waits on a network.

const db = await testDatabase();
afterAll(() => db.close());

const HOUR_MS = 3_600_000;
const workers: PostbackDelivery[] = [];
/** Sends the test holds open; released after each test so that stop() can end. */
const held: (() => void)[] = [];

beforeEach(async () => {
  await resetDatabase(db);
  await db.query(
    `INSERT INTO merchants (merchant_id, name, callback_url, postback_secret)
     VALUES ('mer_test', 'Test shop', 'http://receiver.test/postbacks', 'whsec_wake')`,
  );
});

afterEach(async () => {
  for (const release of held.splice(0)) release();
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const delivered: SendOutcome = { delivered: true, status: 200, durationMs: 0, excerpt: '' };

/** A send that records the event it was given and answers as `answer` does. */
function sendsInto(
  sent: string[],
  answer: () => Promise<SendOutcome> = async () => delivered,
): typeof sendPostback {
  return async ({ event }) => {
    sent.push(event.eventId);
    return answer();
  };
}

/** An answer that comes once the test releases it (or the test ends). */
async function heldAnswer(): Promise<SendOutcome> {
  const answer = signal();
  held.push(answer.settle);
  await answer.reached;
  return delivered;
}

interface Watched {
  db: Database;
  /** Claims answered so far. */
  claims(): number;
  /** Resolves once `count` claims have been answered. */
  claimed(count: number): Promise<void>;
}

/** The test database, counting the claims made through it. */
function watched(gate?: (claim: number) => Promise<void> | undefined): Watched {
  let claims = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  return {
    db: {
      ...db,
      async query(sql, params) {
        if (!sql.includes('SKIP LOCKED')) return db.query(sql, params);
        const claim = claims + 1;
        const rows = await db.query(sql, params);
        await gate?.(claim);
        claims = claim;
        for (const waiter of waiting) if (claims >= waiter.count) waiter.resolve();
        return rows;
      },
    },
    claims: () => claims,
    claimed: (count) =>
      new Promise((resolve) => {
        if (claims >= count) resolve();
        else waiting.push({ count, resolve });
      }),
  };
}

function start(options: Partial<PostbackDeliveryOptions>): PostbackDelivery {
  const quiet = () => {};
  const worker = startPostbackDelivery({
    db,
    now: () => new Date(),
    log: { info: quiet, warn: quiet, error: quiet },
    retrySchedule: [60],
    timeoutMs: 2_000,
    pollIntervalMs: HOUR_MS,
    outbound: { allowInternal: true },
    ...options,
  });
  workers.push(worker);
  return worker;
}

const enqueue = (): Promise<string> =>
  db.transaction((tx) =>
    enqueuePostback(tx, {
      merchantId: 'mer_test',
      type: 'TRANSACTION',
      data: { payment_id: 'pay_1' },
      now: new Date(),
    }),
  );

describe(`when postback delivery looks (${db.engine})`, () => {
  it('claims again for a postback committed while its claim was on its way back', async () => {
    const answered = signal();
    const onItsWay = signal();
    // The second claim has read the outbox, and its answer is on its way, when the event commits.
    const watch = watched((claim) => {
      if (claim !== 2) return undefined;
      onItsWay.settle();
      return answered.reached;
    });
    const sent: string[] = [];
    const worker = start({ db: watch.db, send: sendsInto(sent) });
    await watch.claimed(1);
    worker.kick();
    await onItsWay.reached;
    const eventId = await enqueue();
    worker.kick();
    answered.settle();
    await waitFor(() => sent.includes(eventId));
    // The claim that was on its way found nothing; the kick's own claim found the event.
    expect(watch.claims()).toBe(3);
  });

  it("hands a postback its own worker has no slot for to another process's worker at once", async () => {
    // Two servers on one database: `busy` commits the events, its one slot held by a send that
    // does not end; `idle` has nothing to do and would look only at its next poll, in an hour.
    const busyWatch = watched();
    const idleWatch = watched();
    const sentByBusy: string[] = [];
    const sentByIdle: string[] = [];
    const busy = start({
      db: busyWatch.db,
      concurrency: 1,
      send: sendsInto(sentByBusy, heldAnswer),
    });
    start({ db: idleWatch.db, concurrency: 1, send: sendsInto(sentByIdle) });
    await Promise.all([busyWatch.claimed(1), idleWatch.claimed(1)]);
    // On PostgreSQL a worker listens on a connection of its own, opened as it starts: until then
    // it would miss an announcement. Heard once, it is listening.
    await waitFor(async () => {
      await announceDuePostbacks(db);
      return idleWatch.claims() > 1;
    });

    const first = await enqueue();
    busy.kick();
    await waitFor(() => sentByBusy.includes(first));
    const second = await enqueue();
    busy.kick();

    await waitFor(() => sentByIdle.includes(second));
    expect(sentByBusy).toEqual([first]);
    expect(sentByIdle).toEqual([second]);
  });
  it("claims the next postback while the last delivery's record waits for the database", async () => {
    // Under load a record waits behind the requests' statements: here the first is held.
    let recordsHeld = true;
    const records = signal();
    held.push(records.settle);
    const slowRecords: Database = {
      ...db,
      async query(sql, params) {
        if (sql.includes('unnest(') && recordsHeld) await records.reached;
        return db.query(sql, params);
      },
    };
    const sent: string[] = [];
    const worker = start({ db: slowRecords, concurrency: 1, send: sendsInto(sent) });
    const first = await enqueue();
    worker.kick();
    await waitFor(() => sent.includes(first));
    const second = await enqueue();
    worker.kick();

    await waitFor(() => sent.includes(second));
    recordsHeld = false;
    records.settle();
    await worker.stop();
    const rows = await db.query(
      'SELECT event_id FROM postback_outbox WHERE delivered_at IS NOT NULL ORDER BY event_id',
    );
    expect(rows.map((row) => row.event_id)).toEqual([first, second].sort());
  });
});
