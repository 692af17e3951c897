import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from './platform/db/database.ts';
import { cardSale } from './test-support/disputes.ts';
import { LONG_RUN_BOUND_MS } from './test-support/long-run.ts';
import { payoutBody, postPayout } from './test-support/payouts.ts';
import { startTestReceiver, type TestReceiver, waitFor } from './test-support/postback-receiver.ts';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServerOnDatabase,
} from './test-support/server-process.ts';
import { copySubscription, startSubscriptions } from './test-support/subscriptions.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from './test-support/test-app.ts';

// Every background loop of server/workers.ts runs each piece of work once with two real server
// processes on one PostgreSQL (DATABASE_URL; the embedded engine belongs to one process, so these
// run only there). The work is written by the test, not yet due, while both servers run; one
// database transaction then makes all of it due at once, so both servers' loops find the same
// rows on their next turn. Stopped gracefully once everything is done, the servers have finished
// every run they began, and the records say what ran: one VOID per expired authorization, one
// settlement per pending payment, one end per payout, one dispute per planned step, one decision
// per timed-out 3-D Secure challenge, one rebill per subscription, and each postback delivered
// once per event id to a real receiver. A sandbox clock advanced through both servers at once
// charges each period once.

const DATABASE_URL = process.env.DATABASE_URL;

/** How many items of each kind of work: enough that both servers' first runs overlap. */
const EACH = 12;
const PENDING_CARD = '4000000000000077';
const CHALLENGE_CARD = '4000000000003220';
/** Plans a fraud alert an hour after the sale and a chargeback a day after it. */
const DISPUTE_CARD = '4000000000003204';

let t: TestApp | undefined;
let receiver: TestReceiver | undefined;
let scratch: string | undefined;

afterEach(async () => {
  await killServers();
  await t?.app.close();
  t = undefined;
  await receiver?.close();
  receiver = undefined;
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Two servers on the test's database, their loops turning, postbacks sent to `callbackUrl`. */
async function twoServers(callbackUrl: string): Promise<{ server: ServerProcess; url: string }[]> {
  scratch ??= await mkdtemp(join(tmpdir(), 'kassa-workers-once-'));
  const dir = scratch;
  const env = {
    MERCHANT_API_KEY: TEST_API_KEY,
    POSTBACK_SECRET: TEST_POSTBACK_SECRET,
    MERCHANT_CALLBACK_URL: callbackUrl,
    // No attempt may time out on a busy machine: a send the receiver got but the server gave up
    // on would come again, and the count of deliveries per event id is what this file checks.
    POSTBACK_TIMEOUT_MS: '60000',
    AUTHORIZATION_HOLD_SECONDS: '60',
    THREE_DS_CHALLENGE_SECONDS: '60',
  };
  return Promise.all([
    startServerOnDatabase(DATABASE_URL ?? '', dir, env),
    startServerOnDatabase(DATABASE_URL ?? '', dir, env),
  ]);
}

/** Polls the database every 100 ms (waitFor's 10 ms would compete with the servers) until `done`. */
async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  await waitFor(async () => {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return false;
  }, timeoutMs);
}

const count = async (db: Queryable, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await db.query(sql, params))[0]?.n);

/** An authorization through POST /v1/authorize, paid on the form; answers its payment id. */
async function authorization(a: TestApp, n: number): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/v1/authorize',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({
      payment_method: 'CARD',
      merchant_customer_id: `cust-auth-${n}`,
      email: 'ann@example.com',
      amount: '20.00',
      language: 'en-us',
      country_code: 'DE',
      currency_code: 'EUR',
      success_url: 'https://shop.example.test/ok',
      failure_url: 'https://shop.example.test/failed',
      products: [{ product_type: 'SALE', product_name: 'Kettle', product_price: '20.00' }],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return paidSession(a, new URL(res.json().data.session.redirect_url).pathname, 'SUCCESS');
}

/** Pays the session at `path` (…/token) with `number`; answers its payment id. */
async function paidSession(
  a: TestApp,
  path: string,
  outcome: string,
  number?: string,
): Promise<string> {
  const token = path.split('/').pop() ?? '';
  const answer = await payCard(a, token, number ? { number } : {});
  expect(answer.outcome).toBe(outcome);
  const [row] = await a.db.query('SELECT payment_id FROM payments WHERE session_token = $1', [
    token,
  ]);
  return String(row?.payment_id);
}

/** The TRANSACTION postbacks queued for `paymentIds` of `type`, past PENDING, per payment. */
async function finalPostbacks(
  db: Queryable,
  paymentIds: readonly string[],
  type: string,
): Promise<Map<string, number>> {
  const rows = await db.query(
    `SELECT (payload::jsonb)->'data'->'payment'->>'payment_id' AS id, count(*)::int4 AS n
     FROM postback_outbox WHERE event_type = 'TRANSACTION'
       AND (payload::jsonb)->'data'->>'transaction_type' = $1
       AND (payload::jsonb)->'data'->>'transaction_status' <> 'PENDING'
       AND (payload::jsonb)->'data'->'payment'->>'payment_id' = ANY($2::text[])
     GROUP BY 1`,
    [type, [...paymentIds]],
  );
  return new Map(rows.map((row) => [String(row.id), Number(row.n)]));
}

function expectOnceEach(counted: Map<string, number>, ids: readonly string[], what: string): void {
  expect(
    ids.filter((id) => counted.get(id) !== 1).map((id) => `${id}: ${counted.get(id) ?? 0}`),
    what,
  ).toEqual([]);
}

describe.skipIf(!DATABASE_URL)('background work with two servers on one PostgreSQL', () => {
  it(
    'runs every loop’s due work once and delivers each postback once per event id',
    async () => {
      receiver = await startTestReceiver();
      t = await createTestApp({
        AUTHORIZATION_HOLD_SECONDS: '60',
        THREE_DS_CHALLENGE_SECONDS: '60',
      });
      const a = t;
      const servers = await twoServers(receiver.url);
      // Written a month ahead of the servers' time: nothing of it is due for them yet, not even
      // its postbacks.
      a.clock.now = new Date(Date.now() + 30 * 86_400_000);
      const authorizations: string[] = [];
      const pending: string[] = [];
      const payouts: string[] = [];
      const challenged: string[] = [];
      const sales: string[] = [];
      for (let n = 0; n < EACH; n += 1) {
        authorizations.push(await authorization(a, n));
        pending.push(await paidSession(a, await openSession(a), 'PENDING', PENDING_CARD));
        challenged.push(await paidSession(a, await openSession(a), 'ACTION', CHALLENGE_CARD));
        sales.push(await cardSale(a, { number: DISPUTE_CARD, customer: `cust-dispute-${n}` }));
        const payout = await postPayout(
          a,
          payoutBody('SEPA', {
            merchant_payment_id: `payout-${n}`,
            merchant_customer_id: `cust-payout-${n}`,
          }),
        );
        expect(payout.statusCode, payout.body).toBe(200);
        payouts.push(String(payout.json().data.payment_id));
      }
      const { subscriptionIds } = await startSubscriptions(a, { customer: 'cust-rebill' });
      await copySubscription(a, subscriptionIds[0] ?? '', EACH - 1);
      const subscriptions = (await a.db.query('SELECT subscription_id FROM subscriptions')).map(
        (row) => String(row.subscription_id),
      );
      expect(subscriptions).toHaveLength(EACH);

      // All of it due at once, for both servers: a month and a day earlier, every time kept in its
      // order (a dispute's fraud alert before its chargeback), and the rebills a minute ago.
      await a.db.transaction(async (tx) => {
        const back = "interval '31 days'";
        await tx.query(`UPDATE transactions SET updated_at = updated_at - ${back},
          settle_at = settle_at - ${back}`);
        await tx.query(`UPDATE three_ds_challenges SET expires_at = expires_at - ${back}`);
        await tx.query(`UPDATE payouts SET decide_at = decide_at - ${back}`);
        await tx.query(`UPDATE scheduled_disputes SET due_at = due_at - ${back}`);
        await tx.query(`UPDATE postback_outbox SET next_attempt_at = next_attempt_at - ${back}`);
        await tx.query(
          `UPDATE subscriptions SET next_rebill_at = now() - interval '1 minute',
             due_at = now() - interval '1 minute' WHERE due_at IS NOT NULL`,
        );
      });

      const db = a.db;
      const left = async (): Promise<Record<string, number>> => ({
        authorizations: await count(
          db,
          `SELECT count(*)::int4 AS n FROM payments p WHERE p.payment_id = ANY($1::text[])
             AND NOT EXISTS (SELECT 1 FROM authorization_closures c WHERE c.payment_id = p.payment_id)`,
          [authorizations],
        ),
        settlements: await count(
          db,
          'SELECT count(*)::int4 AS n FROM transactions WHERE settle_at IS NOT NULL',
        ),
        payouts: await count(
          db,
          'SELECT count(*)::int4 AS n FROM payouts WHERE decided_at IS NULL AND decide_at IS NOT NULL',
        ),
        disputes: await count(
          db,
          'SELECT count(*)::int4 AS n FROM scheduled_disputes WHERE ran_at IS NULL',
        ),
        challenges: await count(
          db,
          `SELECT count(*)::int4 AS n FROM three_ds_challenges WHERE state = 'OPEN'`,
        ),
        rebills: await count(db, 'SELECT count(*)::int4 AS n FROM subscriptions WHERE version = 1'),
        postbacks: await count(
          db,
          'SELECT count(*)::int4 AS n FROM postback_outbox WHERE delivered_at IS NULL',
        ),
      });
      const nothing = {
        authorizations: 0,
        settlements: 0,
        payouts: 0,
        disputes: 0,
        challenges: 0,
        rebills: 0,
        postbacks: 0,
      };
      await until(
        async () => JSON.stringify(await left()) === JSON.stringify(nothing),
        LONG_RUN_BOUND_MS,
      ).catch(async (error: unknown) => {
        throw new Error(`still to do: ${JSON.stringify(await left())}; ${String(error)}`);
      });
      // A graceful stop ends each loop after its run in flight: whatever either server began has
      // been written when the records are counted.
      await Promise.all(servers.map(({ server }) => server.stop()));
      // Neither server met an error on the way (a deadlock, a refused claim).
      for (const { server } of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);

      expectOnceEach(await finalPostbacks(db, authorizations, 'VOID'), authorizations, 'expiry');
      expectOnceEach(await finalPostbacks(db, pending, 'SALE'), pending, 'settlement');
      expectOnceEach(await finalPostbacks(db, payouts, 'PAYOUT'), payouts, 'payout');
      expectOnceEach(await finalPostbacks(db, challenged, 'THREE_DS'), challenged, '3-D Secure');
      const disputes = await db.query(
        `SELECT (payload::jsonb)->'data'->>'original_transaction_id' AS sale,
           (payload::jsonb)->'data'->>'transaction_type' AS kind, count(*)::int4 AS n
         FROM postback_outbox WHERE event_type = 'TRANSACTION'
           AND (payload::jsonb)->'data'->>'original_transaction_id' = ANY($1::text[])
         GROUP BY 1, 2`,
        [sales],
      );
      expect(disputes.map((row) => `${row.kind} ${row.n}`).sort()).toEqual(
        [...Array(EACH).fill('CHARGEBACK 1'), ...Array(EACH).fill('FRAUD_ALERT 1')].sort(),
      );
      const rebills = await db.query(
        `SELECT initial_subscription_id AS id, count(*)::int4 AS n FROM payments
         WHERE payment_type = 'RECURRING_REBILL' GROUP BY 1`,
      );
      expectOnceEach(
        new Map(rebills.map((row) => [String(row.id), Number(row.n)])),
        subscriptions,
        'rebill',
      );

      // Every postback queued, delivered once per event id.
      const queued = (await db.query('SELECT event_id FROM postback_outbox')).map((row) =>
        String(row.event_id),
      );
      const deliveries = new Map<string, number>();
      for (const { rawBody } of receiver.received) {
        const id = String(JSON.parse(rawBody).event_id);
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      }
      expect(queued.length).toBeGreaterThan(EACH * 8);
      expectOnceEach(deliveries, queued, 'postback deliveries');
      expect(deliveries.size).toBe(queued.length);
    },
    LONG_RUN_BOUND_MS + SERVER_TEST_TIMEOUT_MS,
  );
  it(
    'charges each period once when a sandbox clock is advanced through both servers at once',
    async () => {
      receiver = await startTestReceiver();
      t = await createTestApp();
      const a = t;
      const servers = await twoServers(receiver.url);
      const { subscriptionIds } = await startSubscriptions(a);
      await copySubscription(a, subscriptionIds[0] ?? '', EACH * 2 - 1);
      // Not due on the server's time before they are on the clock.
      const inAMonth = new Date(Date.now() + 30 * 86_400_000);
      await a.db.query('UPDATE subscriptions SET next_rebill_at = $1, due_at = $1', [inAMonth]);
      const tool = (url: string, path: string, body: unknown) =>
        fetch(`${url}/sandbox/api${path}`, {
          method: 'POST',
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const first = servers[0]?.url ?? '';
      const clock = (await (await tool(first, '/clocks', {})).json()).data.clock_id;
      const attached = await tool(first, `/clocks/${clock}/attach`, {
        merchant_customer_id: 'cust-1',
      });
      expect((await attached.json()).data.subscription_ids).toHaveLength(EACH * 2);
      const to = new Date(Date.now() + 400 * 86_400_000).toISOString();
      const advance = (url: string) =>
        tool(url, `/clocks/${clock}/advance`, { to, max_events: 10_000 });
      // The same advance asked of both at once: one runs it, the other is told it runs (409), or
      // comes after it and finds nothing left to do.
      const answers = await Promise.all(servers.map(({ url }) => advance(url)));
      const statuses = answers.map((res) => res.status).sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      const ran = await Promise.all(
        answers.filter((res) => res.status === 200).map(async (res) => (await res.json()).data),
      );
      expect(ran.some((data) => data.complete)).toBe(true);

      const periods = await a.db.query(
        `SELECT initial_subscription_id AS id, count(*)::int4 AS n,
           count(DISTINCT t.created_at)::int4 AS distinct_times
         FROM payments p JOIN transactions t USING (payment_id)
         WHERE p.payment_type = 'RECURRING_REBILL' GROUP BY 1`,
      );
      expect(periods).toHaveLength(EACH * 2);
      // Every period of 400 days (one a month from a month ahead) charged once, at its own time.
      for (const row of periods) {
        expect(row.n, String(row.id)).toBe(13);
        expect(row.distinct_times, String(row.id)).toBe(13);
      }
      const events = ran.reduce((sum, data) => sum + data.events.length, 0);
      expect(events).toBe(EACH * 2 * 13);
    },
    LONG_RUN_BOUND_MS + SERVER_TEST_TIMEOUT_MS,
  );
});
