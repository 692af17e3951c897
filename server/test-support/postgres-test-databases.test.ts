import { afterAll, describe, expect, inject, it } from 'vitest';
import { workerDatabaseName, workerDatabaseUrl } from './postgres-test-databases.ts';
import { testDatabase } from './test-database.ts';

const run = {
  adminUrl: 'postgres://kassa:secret@127.0.0.1:55433/admin?sslmode=disable',
  prefix: 'kassa_test_0a1b2c3d_',
};

describe('a worker database of a PostgreSQL test run', () => {
  it('is named after the run and the vitest pool id, on the admin URL’s server', () => {
    expect(workerDatabaseName(run, '2')).toBe('kassa_test_0a1b2c3d_w2');
    expect(workerDatabaseUrl(run, '2')).toBe(
      'postgres://kassa:secret@127.0.0.1:55433/kassa_test_0a1b2c3d_w2?sslmode=disable',
    );
  });

  it('refuses a pool id that would not make a plain identifier', () => {
    for (const poolId of ['', '0', '1; DROP DATABASE admin', 'w1'])
      expect(() => workerDatabaseName(run, poolId)).toThrow('not a vitest pool id');
  });
});

describe.runIf(process.env.DATABASE_URL)('server tests under DATABASE_URL', () => {
  afterAll(async () => (await testDatabase()).close());

  it('work in this worker’s own database, never in the admin one', async () => {
    const provided = inject('postgresTestRun');
    expect(provided).toBeTruthy();
    if (!provided) return;
    const db = await testDatabase();
    const [row] = await db.query('SELECT current_database() AS name');
    expect(row?.name).toBe(workerDatabaseName(provided, process.env.VITEST_POOL_ID ?? ''));
    expect(row?.name).not.toBe(new URL(provided.adminUrl).pathname.slice(1));
  });
});
