import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LONG_RUN_BOUND_MS } from '../../test-support/long-run.ts';
import { waitFor } from '../../test-support/postback-receiver.ts';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServerOnDatabase as startServerOn,
} from '../../test-support/server-process.ts';
import { copySubscription, startSubscriptions } from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../../test-support/test-app.ts';

// Exactly once, with real server processes on one PostgreSQL (DATABASE_URL; the embedded engine
// belongs to one process, so these run only there): two servers whose schedulers claim the same
// due subscriptions at the same moment charge each period once; a server killed with SIGKILL in
// the middle of a run leaves every subscription either rebilled whole (payment, transaction,
// version 2 and both postbacks) or not at all, and the next server finishes the rest, once; and
// a sandbox clock's advance killed half way is finished by the next advance, each period once.

const DATABASE_URL = process.env.DATABASE_URL;

let t: TestApp | undefined;
// The folder's promise, not the folder: two servers started at once share one.
let scratch: Promise<string> | undefined;

afterEach(async () => {
  await killServers();
  await t?.app.close();
  t = undefined;
  if (scratch) await rm(await scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A server process (server/main.ts) on the test's database; answers it and its URL. */
async function startServerOnDatabase(): Promise<{ server: ServerProcess; url: string }> {
  scratch ??= mkdtemp(join(tmpdir(), 'kassa-exactly-once-'));
  return startServerOn(DATABASE_URL ?? '', await scratch, {
    MERCHANT_API_KEY: TEST_API_KEY,
    POSTBACK_SECRET: TEST_POSTBACK_SECRET,
  });
}

/** Polls the database every 100 ms (waitFor's 10 ms would compete with the servers) until `done`. */
async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  await waitFor(async () => {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return false;
  }, timeoutMs);
}

/**
 * One subscription started the real way, and `copies` more of it (same payment, card and
 * customer; products plan-1…), all due a minute ago on the server's time; answers them all.
 */
async function dueSubscriptions(a: TestApp, copies: number): Promise<string[]> {
  const { subscriptionIds } = await startSubscriptions(a);
  await copySubscription(a, subscriptionIds[0] ?? '', copies);
  await makeDue(a);
  const rows = await a.db.query('SELECT subscription_id FROM subscriptions');
  return rows.map((row) => String(row.subscription_id));
}

/** Every open subscription due a minute ago on the server's time. */
async function makeDue(a: TestApp): Promise<void> {
  const due = new Date(Date.now() - 60_000);
  await a.db.query(
    'UPDATE subscriptions SET next_rebill_at = $1, due_at = $1 WHERE due_at IS NOT NULL',
    [due],
  );
}

interface Tally {
  /** Rebill payments per subscription. */
  payments: Map<string, number>;
  /** Their transactions. */
  transactions: number;
  /** SUBSCRIPTION postbacks per subscription and version ("sub_x v2"). */
  postbacks: Map<string, number>;
  /** The version of each subscription. */
  versions: Map<string, number>;
}

async function tally(a: TestApp): Promise<Tally> {
  const payments = await a.db.query(
    `SELECT initial_subscription_id AS id, count(*)::int4 AS n FROM payments
     WHERE payment_type = 'RECURRING_REBILL' GROUP BY 1`,
  );
  const [transactions] = await a.db.query(
    `SELECT count(*)::int4 AS n FROM transactions t JOIN payments p USING (payment_id)
     WHERE p.payment_type = 'RECURRING_REBILL'`,
  );
  const postbacks = await a.db.query(
    `SELECT (payload::jsonb)->'data'->>'subscription_id' AS id,
            ((payload::jsonb)->'data'->>'version')::int4 AS version, count(*)::int4 AS n
     FROM postback_outbox WHERE event_type = 'SUBSCRIPTION' GROUP BY 1, 2`,
  );
  const versions = await a.db.query('SELECT subscription_id, version FROM subscriptions');
  return {
    payments: new Map(payments.map((row) => [String(row.id), Number(row.n)])),
    transactions: Number(transactions?.n),
    postbacks: new Map(postbacks.map((row) => [`${row.id} v${row.version}`, Number(row.n)])),
    versions: new Map(versions.map((row) => [String(row.subscription_id), Number(row.version)])),
  };
}

/** Every subscription rebilled once whole, or not at all: nothing half done. */
function expectWholeOrNothing(ids: readonly string[], counted: Tally): number {
  let rebilled = 0;
  for (const id of ids) {
    const version = counted.versions.get(id);
    const payments = counted.payments.get(id) ?? 0;
    if (version === 2) {
      rebilled += 1;
      expect(payments, id).toBe(1);
      expect(counted.postbacks.get(`${id} v2`), id).toBe(1);
    } else {
      expect(version, id).toBe(1);
      expect(payments, id).toBe(0);
      expect(counted.postbacks.get(`${id} v2`), id).toBeUndefined();
    }
    expect(counted.postbacks.get(`${id} v1`) ?? 1, id).toBe(1);
  }
  expect(counted.transactions).toBe(rebilled);
  return rebilled;
}

const rebilledCount = async (a: TestApp): Promise<number> =>
  Number(
    (
      await a.db.query(
        `SELECT count(*)::int4 AS n FROM payments WHERE payment_type = 'RECURRING_REBILL'`,
      )
    )[0]?.n,
  );

describe.skipIf(!DATABASE_URL)('rebills exactly once, on PostgreSQL with real servers', () => {
  it(
    'two servers claiming the same due subscriptions charge each one once',
    async () => {
      t = await createTestApp();
      const a = t;
      // Both are up, their schedulers polling every second, before anything is due.
      await Promise.all([startServerOnDatabase(), startServerOnDatabase()]);
      const ids = await dueSubscriptions(a, 399);
      await until(async () => (await rebilledCount(a)) >= ids.length, LONG_RUN_BOUND_MS);
      // Time for a second charge to happen, if one could.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const counted = await tally(a);
      expect(expectWholeOrNothing(ids, counted)).toBe(ids.length);
      expect([...counted.payments.values()].every((n) => n === 1)).toBe(true);
    },
    LONG_RUN_BOUND_MS + SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'a server killed mid-run leaves each subscription whole or untouched; the next finishes, once',
    async () => {
      t = await createTestApp();
      const a = t;
      const first = await startServerOnDatabase();
      const ids = await dueSubscriptions(a, 1_999);
      // Killed as soon as its first batches have committed, in the middle of the run.
      await waitFor(async () => (await rebilledCount(a)) > 0, 60_000);
      await first.server.kill();
      const partly = expectWholeOrNothing(ids, await tally(a));
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(ids.length);

      await startServerOnDatabase();
      await until(async () => (await rebilledCount(a)) >= ids.length, LONG_RUN_BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(expectWholeOrNothing(ids, await tally(a))).toBe(ids.length);
    },
    LONG_RUN_BOUND_MS + SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'a clock advance killed half way is finished by the next advance, each period once',
    async () => {
      t = await createTestApp();
      const a = t;
      const first = await startServerOnDatabase();
      const ids = await dueSubscriptions(a, 199);
      const tools = (url: string, path: string, body: unknown) =>
        fetch(`${url}/sandbox/api${path}`, {
          method: 'POST',
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      // The server's scheduler could take them before they are on the clock: they are due in a
      // month on the server's time until then.
      const inAMonth = new Date(Date.now() + 30 * 86_400_000);
      await a.db.query('UPDATE subscriptions SET next_rebill_at = $1, due_at = $1', [inAMonth]);
      const clock = (await (await tools(first.url, '/clocks', {})).json()).data.clock_id;
      const attached = await tools(first.url, `/clocks/${clock}/attach`, {
        merchant_customer_id: 'cust-1',
      });
      expect((await attached.json()).data.subscription_ids).toHaveLength(ids.length);
      const to = new Date(Date.now() + 400 * 86_400_000).toISOString();
      // Not awaited: the server is killed while it runs (all of it in one request).
      const advancing = tools(first.url, `/clocks/${clock}/advance`, {
        to,
        max_events: 10_000,
      }).catch(() => undefined);
      await waitFor(async () => (await rebilledCount(a)) > 0, 60_000);
      await first.server.kill();
      await advancing;
      const cut = await rebilledCount(a);

      const second = await startServerOnDatabase();
      // The dead server's lease on the clock runs out.
      await a.db.query(
        `UPDATE sandbox_clocks SET advancing_since = advancing_since - interval '1 hour'`,
      );
      // The same advance, asked for until it gets there (1,000 events a request).
      let finishedEvents = 0;
      let data: { clock: { time: string }; events: unknown[]; complete: boolean };
      do {
        const finished = await tools(second.url, `/clocks/${clock}/advance`, { to });
        expect(finished.status, await finished.clone().text()).toBe(200);
        data = (await finished.json()).data;
        finishedEvents += data.events.length;
      } while (!data.complete);
      expect(data.clock.time).toBe(to);

      const periods = await a.db.query(
        `SELECT initial_subscription_id AS id, count(*)::int4 AS n,
              count(DISTINCT t.created_at)::int4 AS distinct_times
       FROM payments p JOIN transactions t USING (payment_id)
       WHERE p.payment_type = 'RECURRING_REBILL' GROUP BY 1`,
      );
      expect(periods).toHaveLength(ids.length);
      // Every period of 400 days (one a month from a month ahead) charged once, at its own time.
      for (const row of periods) {
        expect(row.n, String(row.id)).toBe(13);
        expect(row.distinct_times, String(row.id)).toBe(13);
      }
      expect(cut).toBeLessThan(ids.length * 13);
      expect(finishedEvents).toBe(ids.length * 13 - cut);
    },
    LONG_RUN_BOUND_MS + SERVER_TEST_TIMEOUT_MS,
  );
});
