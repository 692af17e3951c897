import { afterEach, describe, expect, it } from 'vitest';
import { whileRowLocked } from '../../test-support/row-lock.ts';
import { createTestApp, payCard, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { expireDueAuthorizations } from './authorization-expiry.ts';

// The expiry sweep claims what it expires with SKIP LOCKED: an authorization another server's
// sweep (or a capture under way) holds is left to it, and the sweep goes on with the others
// instead of waiting on that lock. On PostgreSQL only: the embedded engine has one connection,
// so nothing else can hold a lock while the sweep runs.

const DATABASE_URL = process.env.DATABASE_URL;

let t: TestApp | undefined;
afterEach(() => t?.app.close());

async function authorized(a: TestApp): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/v1/authorize',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({
      payment_method: 'CARD',
      merchant_customer_id: 'cust-9',
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
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
  expect((await payCard(a, token)).outcome).toBe('SUCCESS');
  const [row] = await a.db.query(
    `SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id)
     WHERE t.transaction_type = 'AUTHORIZE' AND p.session_token = $1`,
    [token],
  );
  return String(row?.transaction_id);
}

const voidsOf = async (a: TestApp, id: string): Promise<number> => {
  const [row] = await a.db.query(
    `SELECT count(*)::int4 AS n FROM authorization_closures WHERE authorization_id = $1`,
    [id],
  );
  return Number(row?.n);
};

describe.skipIf(!DATABASE_URL)('the expiry sweep on PostgreSQL', () => {
  it('skips an authorization another transaction holds and expires the others at once', async () => {
    t = await createTestApp({ AUTHORIZATION_HOLD_SECONDS: '60' });
    const a = t;
    const held = await authorized(a);
    a.clock.now = new Date(a.clock.now.getTime() + 1000);
    const free = await authorized(a);
    a.clock.now = new Date(a.clock.now.getTime() + 3_600_000);
    const deps = {
      db: a.db,
      now: () => a.clock.now,
      processors: a.processors,
      holdSeconds: a.config.authorizationHoldSeconds,
      onPostback: () => {},
    };

    // Another server's sweep holds the oldest due authorization, as its claim would.
    const lock = 'SELECT 1 FROM transactions WHERE transaction_id = $1 FOR UPDATE';
    await whileRowLocked(a.db, lock, [held], async () => {
      expect(await expireDueAuthorizations(deps)).toBe(1);
      expect(await voidsOf(a, free)).toBe(1);
      expect(await voidsOf(a, held)).toBe(0);
    });
    expect(await expireDueAuthorizations(deps)).toBe(1);
    expect(await voidsOf(a, held)).toBe(1);
    expect(await expireDueAuthorizations(deps)).toBe(0);
  });
});
