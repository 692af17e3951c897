import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import { countStatements } from './statement-count.ts';
import { deferredWrite, oneStatement, writeBatch } from './write-batch.ts';

const db = await testDatabase();
afterAll(() => db.close());
beforeEach(() => resetDatabase(db));

const MERCHANT = `INSERT INTO merchants (merchant_id, name, postback_secret)
  VALUES ($1, $2, $3)`;
const merchant = (id: string) => [id, `Shop ${id}`, 'secret'];
const names = async () =>
  (await db.query('SELECT name FROM merchants ORDER BY merchant_id')).map((row) => row.name);

describe(`write batch (${db.engine})`, () => {
  it('numbers each statement’s parameters past those before it', () => {
    expect(
      oneStatement([
        { sql: 'INSERT INTO a VALUES ($1, $2)', params: [1, 2] },
        { sql: 'UPDATE b SET x = $2 WHERE y = $1', params: [3, 4] },
        { sql: 'INSERT INTO c VALUES ($1)', params: [5] },
      ]),
    ).toEqual({
      sql: 'WITH w0 AS (INSERT INTO a VALUES ($1, $2)),\nw1 AS (UPDATE b SET x = $4 WHERE y = $3)\nINSERT INTO c VALUES ($5)',
      params: [1, 2, 3, 4, 5],
    });
  });

  it('sends deferred writes as one statement, a read sending what waits before it', async () => {
    const counted = countStatements(db);
    const batch = writeBatch(counted);
    await deferredWrite(batch, MERCHANT, merchant('m1'));
    await deferredWrite(batch, MERCHANT, merchant('m2'));
    expect(counted.count).toBe(0);
    // The read sees both writes: they left, as one statement, before it.
    expect(await batch.query('SELECT count(*)::int AS n FROM merchants')).toEqual([{ n: 2 }]);
    await deferredWrite(batch, MERCHANT, merchant('m3'));
    await batch.flush();
    await batch.flush();
    expect(counted.statements.map((sql) => sql.slice(0, 10))).toEqual([
      'WITH w0 AS',
      'SELECT cou',
      'INSERT INT',
    ]);
    expect(await names()).toEqual(['Shop m1', 'Shop m2', 'Shop m3']);
  });

  it('writes at once through anything but a batch', async () => {
    await deferredWrite(db, MERCHANT, merchant('m1'));
    expect(await names()).toEqual(['Shop m1']);
  });

  it('checks foreign keys at the end of the statement: a row may come before the row it references', async () => {
    const batch = writeBatch(db);
    const KEY = `INSERT INTO idempotency_keys (merchant_id, idempotency_key, endpoint, payment_id,
      created_at) VALUES ($1, $2, 'checkout', $3, $4)`;
    batch.defer(KEY, ['m1', 'key-1', 'pay_1', new Date('2026-11-22T10:00:00Z')]);
    batch.defer(MERCHANT, merchant('m1'));
    await batch.flush();
    expect(await names()).toEqual(['Shop m1']);
    expect(await db.query('SELECT idempotency_key FROM idempotency_keys')).toEqual([
      { idempotency_key: 'key-1' },
    ]);
    // Without the row it references, the statement fails whole.
    batch.defer(KEY, ['m2', 'key-2', 'pay_2', new Date('2026-11-22T10:00:00Z')]);
    batch.defer(MERCHANT, merchant('m3'));
    await expect(batch.flush()).rejects.toThrow(/foreign key/);
    expect(await names()).toEqual(['Shop m1']);
  });

  it('fails the whole statement when one write fails, and says so when it is sent', async () => {
    const batch = writeBatch(db);
    batch.defer(MERCHANT, merchant('m1'));
    batch.defer(MERCHANT, merchant('m1'));
    await expect(batch.flush()).rejects.toThrow(/duplicate key/);
    expect(await names()).toEqual([]);
  });
});
