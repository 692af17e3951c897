import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test-support/postback-receiver.ts';
import { signal } from '../../test-support/signal.ts';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const db = await testDatabase();
afterAll(() => db.close());
beforeEach(() => resetDatabase(db));

describe(`database adapter (${db.engine})`, () => {
  it('applies migrations once', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query('SELECT name FROM schema_migrations');
    expect(rows.map((r) => r.name)).toContain('0001_init.sql');
  });

  it('returns timestamps as Date and jsonb as objects on every engine', async () => {
    const [row] = await db.query(
      `SELECT '2026-01-02T03:04:05.678Z'::timestamptz AS at, '{"a":1}'::jsonb AS doc`,
    );
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(row?.doc).toEqual({ a: 1 });
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO merchants (merchant_id, name, postback_secret) VALUES ('m1', 'M', 's')`,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT * FROM merchants')).toEqual([]);
  });

  it('closes an own connection without closing the database', async () => {
    const own = db.ownConnection();
    expect(await own.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await own.close();
    expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });

  it('hears what is notified on its channel once it listens, and nothing after it closes', async () => {
    const heard: string[] = [];
    const listening = signal();
    const listener = db.listen('kassa_adapter_test', {
      notified: (payload) => heard.push(payload),
      listening: listening.settle,
      lost: () => {},
    });
    await listening.reached;
    await db.query(`SELECT pg_notify('kassa_adapter_test', 'first')`);
    await db.transaction((tx) => tx.query(`SELECT pg_notify('kassa_adapter_test', 'second')`));
    await waitFor(() => heard.length === 2);
    await listener.close();
    // The embedded engine hands a notification over before the statement that sent it answers;
    // on PostgreSQL the closed listener's connection has ended.
    await db.query(`SELECT pg_notify('kassa_adapter_test', 'unheard')`);
    expect(heard).toEqual(['first', 'second']);
  });

  it.runIf(db.engine === 'postgres')(
    'prepares a statement with parameters once per connection, and answers each call with its values',
    async () => {
      const sql = 'SELECT $1::int * 2 AS doubled';
      const answers = await db.transaction(async (tx) => {
        const values = [];
        for (const n of [1, 2, 3]) values.push((await tx.query(sql, [n]))[0]?.doubled);
        const prepared = await tx.query(
          `SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = '${sql}'`,
        );
        return { values, prepared: prepared[0]?.count };
      });
      expect(answers).toEqual({ values: [2, 4, 6], prepared: 1 });
    },
  );

  it.runIf(db.engine === 'postgres')(
    'prepares nothing when asked not to (a pooler that cannot keep prepared statements)',
    async () => {
      const url = process.env.DATABASE_URL ?? '';
      const plain = await openDatabase({
        databaseUrl: url,
        dataDir: 'memory://',
        preparedStatements: false,
      });
      try {
        const sql = 'SELECT $1::int + 1 AS next';
        const prepared = await plain.transaction(async (tx) => {
          expect((await tx.query(sql, [41]))[0]?.next).toBe(42);
          return tx.query('SELECT count(*)::int AS count FROM pg_prepared_statements');
        });
        expect(prepared[0]?.count).toBe(0);
      } finally {
        await plain.close();
      }
    },
  );
  it.runIf(db.engine === 'postgres')(
    'answers through its own connection while every connection of the pool is taken',
    async () => {
      const pooled = await openDatabase({
        databaseUrl: process.env.DATABASE_URL ?? '',
        dataDir: 'memory://',
        poolSize: 1,
      });
      const own = pooled.ownConnection();
      const released = signal();
      const taken = signal();
      try {
        // A request holds the pool's one connection until the test lets it go.
        const request = pooled.transaction(async (tx) => {
          await tx.query('SELECT 1');
          taken.settle();
          await released.reached;
        });
        await taken.reached;
        const order: string[] = [];
        const queued = pooled.query('SELECT 1').then(() => order.push('pool'));
        await own.query('SELECT 1');
        order.push('own');
        released.settle();
        await Promise.all([request, queued]);
        expect(order).toEqual(['own', 'pool']);
      } finally {
        released.settle();
        await own.close();
        await pooled.close();
      }
    },
  );
});
