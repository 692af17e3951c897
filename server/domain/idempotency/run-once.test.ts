import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { purgeExpiredKeys, startKeyPurge } from './purge.ts';
import { KEY_RETENTION_MS, type KeyedRequest, runOncePerKey } from './run-once.ts';

// The helper every keyed endpoint calls as POST /v1/checkout does: the key and what the request
// creates commit together, whatever the endpoint, on PGlite and PostgreSQL alike.

let t: TestApp;
afterEach(() => t?.app.close());

const at = new Date('2026-11-22T10:00:00.000Z');

const request = (overrides: Partial<KeyedRequest> = {}): KeyedRequest => ({
  merchantId: 'mer_sandbox',
  key: 'order-42',
  endpoint: 'checkout',
  paymentId: 'pay_first',
  now: at,
  ...overrides,
});

async function storedKeys(db: Database): Promise<unknown[]> {
  const rows = await db.query(
    'SELECT idempotency_key, endpoint, payment_id FROM idempotency_keys ORDER BY idempotency_key',
  );
  return rows.map((row) => [row.idempotency_key, row.endpoint, row.payment_id]);
}

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('runOncePerKey', () => {
  it('holds a key across endpoints: a key used by checkout is a repeat on sale', async () => {
    t = await createTestApp();
    expect(await runOncePerKey(t.db, request(), async () => 'created')).toBe('created');
    let ran = false;
    const error = await refusal(
      runOncePerKey(t.db, request({ endpoint: 'sale', paymentId: 'pay_second' }), async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe(
      'X-Idempotency-Key "order-42" was already used at 2026-11-22T10:00:00.000Z for payment pay_first; send a new key for a new request',
    );
    expect(await storedKeys(t.db)).toEqual([['order-42', 'checkout', 'pay_first']]);
  });

  it('writes the key in the transaction of the creation: a creation that fails leaves the key free', async () => {
    t = await createTestApp();
    await expect(
      runOncePerKey(t.db, request(), async (q) => {
        await q.query('SELECT 1');
        throw new Error('the payment could not be written');
      }),
    ).rejects.toThrow('the payment could not be written');
    expect(await storedKeys(t.db)).toEqual([]);
    await runOncePerKey(t.db, request({ paymentId: 'pay_retry' }), async () => undefined);
    expect(await storedKeys(t.db)).toEqual([['order-42', 'checkout', 'pay_retry']]);
  });

  it('runs the creation inside the same transaction as the key', async () => {
    t = await createTestApp();
    await expect(
      runOncePerKey(t.db, request(), async (q) => {
        // The key row is visible to the creation: both are in one transaction.
        const rows = await q.query('SELECT payment_id FROM idempotency_keys');
        expect(rows).toEqual([{ payment_id: 'pay_first' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await storedKeys(t.db)).toEqual([]);
  });

  it('opens no transaction and writes no key when the request has no key', async () => {
    t = await createTestApp();
    let transactions = 0;
    const counted: Database = {
      ...t.db,
      engine: t.db.engine,
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      transaction: (work) => {
        transactions += 1;
        return t.db.transaction(work);
      },
      close: () => t.db.close(),
    };
    let given: unknown;
    await runOncePerKey(counted, request({ key: null }), async (q) => {
      given = q;
    });
    expect(transactions).toBe(0);
    expect(given).toBe(counted);
    await runOncePerKey(counted, request(), async () => undefined);
    expect(transactions).toBe(1);
    expect(await storedKeys(t.db)).toEqual([['order-42', 'checkout', 'pay_first']]);
  });
});

describe('purging keys', () => {
  it('deletes the keys whose 24 hours are over and keeps the others', async () => {
    t = await createTestApp();
    const old = (ms: number) => new Date(at.getTime() - ms);
    await runOncePerKey(t.db, request({ key: 'a', now: old(KEY_RETENTION_MS + 1) }), async () => 0);
    await runOncePerKey(t.db, request({ key: 'b', now: old(KEY_RETENTION_MS) }), async () => 0);
    await runOncePerKey(t.db, request({ key: 'c', now: old(KEY_RETENTION_MS - 1) }), async () => 0);
    await runOncePerKey(t.db, request({ key: 'd', now: at }), async () => 0);
    expect(await purgeExpiredKeys({ db: t.db, now: () => at })).toBe(2);
    expect(await storedKeys(t.db)).toEqual([
      ['c', 'checkout', 'pay_first'],
      ['d', 'checkout', 'pay_first'],
    ]);
    expect(await purgeExpiredKeys({ db: t.db, now: () => at })).toBe(0);
  });

  it('purges more keys than one batch holds', async () => {
    t = await createTestApp();
    await t.db.query(
      `INSERT INTO idempotency_keys (merchant_id, idempotency_key, endpoint, payment_id, created_at)
       SELECT 'mer_sandbox', 'key-' || n, 'checkout', 'pay_' || n, $1 FROM generate_series(1, 2500) AS n`,
      [new Date(at.getTime() - KEY_RETENTION_MS - 1)],
    );
    expect(await purgeExpiredKeys({ db: t.db, now: () => at })).toBe(2500);
    expect(await storedKeys(t.db)).toEqual([]);
  });

  it('runs on a timer in the server until stopped', async () => {
    t = await createTestApp();
    await runOncePerKey(
      t.db,
      request({ now: new Date(at.getTime() - KEY_RETENTION_MS) }),
      async () => 0,
    );
    const errors: object[] = [];
    const purge = startKeyPurge({
      db: t.db,
      now: () => at,
      log: { error: (obj) => errors.push(obj) },
      intervalMs: 10,
    });
    await expect.poll(() => storedKeys(t.db)).toEqual([]);
    await purge.stop();
    expect(errors).toEqual([]);
  });
});
