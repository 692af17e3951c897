import { afterEach, describe, expect, it } from 'vitest';
import { type CountedDatabase, countStatements } from './platform/db/statement-count.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  postCheckout,
  type TestApp,
} from './test-support/test-app.ts';
import { chargeBody, postCharge, savedToken } from './test-support/token-charges.ts';

// The statements (round trips) a request sends the database, counted through the app's own
// adapter. Each costs the driver and the server about the same whatever it does, so the count is
// what a request's rate follows (docs/benchmarks.md: What a token charge costs); it is the same on
// both engines, so a change that adds one fails here on either.

const urls = {
  success_url: 'https://shop.example.test/ok',
  failure_url: 'https://shop.example.test/failed',
};

let t: TestApp;
let db: CountedDatabase;
afterEach(() => t?.app.close());

// The rate limits off, as the bench runs: on PostgreSQL their windows are rows shared by every
// server process, one more statement per request whatever the request (none on the embedded
// engine, whose one process keeps them in memory).
const RATE_LIMITS_OFF = { RATE_LIMIT_API_PER_MINUTE: '0', RATE_LIMIT_PAYMENTS_PER_MINUTE: '0' };

async function app(): Promise<TestApp> {
  t = await createTestApp(
    RATE_LIMITS_OFF,
    {},
    {
      database: (shared) => (db = countStatements(shared)),
    },
  );
  return t;
}

/** That `request` sends `expected` statements; the message lists their first words. */
async function expectStatements(expected: number, request: () => Promise<unknown>): Promise<void> {
  db.reset();
  await request();
  const sent = [...db.statements];
  expect(sent, sent.join('\n')).toHaveLength(expected);
}

describe(`statements per request (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  // Each test sends one request like the counted one first: the merchant and its routing document
  // are read once per process and kept, so the count is a warm server's.

  it('POST /v1/checkout: the payment, no transaction of its own', async () => {
    await app();
    await postCheckout(t, checkoutBody());
    await expectStatements(1, () => postCheckout(t, checkoutBody()));
  });

  it('POST /v1/mit-sale, SYNC and ASYNC: BEGIN, the token under its lock, the screen, the records, COMMIT', async () => {
    await app();
    const token = await savedToken(t);
    for (const mode of ['SYNC', 'ASYNC'] as const) {
      await expectStatements(5, async () => {
        const res = await postCharge(t, `/v1/mit-sale?mode=${mode}`, chargeBody(token));
        expect(res.json().data.transactions[0].transaction_status).toBe(
          mode === 'SYNC' ? 'SUCCESS' : 'PENDING',
        );
      });
    }
  });

  it('POST /v1/cit-sale: BEGIN, the token under its lock, the payment with its challenge, COMMIT', async () => {
    await app();
    const token = await savedToken(t);
    await expectStatements(4, async () => {
      const res = await postCharge(t, '/v1/cit-sale', chargeBody(token, urls));
      expect(res.json().data.session.redirect_url).toBeDefined();
    });
  });

  it('a card attempt on the form', async () => {
    await app();
    await payCard(t, await openSession(t));
    const session = await openSession(t);
    await expectStatements(7, async () => {
      expect((await payCard(t, session)).outcome).toBe('SUCCESS');
    });
  });
});
