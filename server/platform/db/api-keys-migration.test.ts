import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import { migrationsDir } from '../paths.ts';

// 0047 moves each merchant's one API key digest into merchant_api_keys and drops the column, on
// both engines. It runs in a scratch schema inside a transaction that is rolled back, so the
// shared test database is left as it was.

const db = await testDatabase();
afterAll(() => db.close());

const MIGRATION = '0047_merchant_api_keys.sql';
const migration = (name: string) => readFile(join(migrationsDir, name), 'utf8');
const ROLLBACK = new Error('rollback');

describe(`migration 0047 (${db.engine})`, () => {
  it("makes each merchant's key its first key, working, and leaves one place that says so", async () => {
    let keys: readonly Record<string, unknown>[] = [];
    let columns: readonly Record<string, unknown>[] = [];
    await db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA migration_0047; SET LOCAL search_path TO migration_0047');
        const earlier = (await readdir(migrationsDir)).filter((name) => name < MIGRATION).sort();
        for (const name of earlier) await tx.exec(await migration(name));
        await tx.exec(`
          INSERT INTO merchants (merchant_id, name, api_key_hash, postback_secret, is_sandbox,
              created_at) VALUES
            ('mer_sandbox', 'Sandbox', 'h1', 's', true, '2026-01-01T00:00:00Z'),
            ('mer_2', 'Other', 'h2', 's', false, '2026-02-01T00:00:00Z');`);
        await tx.exec(await migration(MIGRATION));
        keys = await tx.query(
          `SELECT merchant_id, key_hash, label, last4, created_at, expires_at, revoked_at,
             last_used_at, key_id LIKE 'key\\_%' AS named FROM merchant_api_keys ORDER BY merchant_id`,
        );
        columns = await tx.query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = 'migration_0047' AND table_name = 'merchants'
             AND column_name = 'api_key_hash'`,
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    const moved = {
      expires_at: null,
      revoked_at: null,
      last_used_at: null,
      last4: '',
      named: true,
    };
    expect(keys).toEqual([
      {
        ...moved,
        merchant_id: 'mer_2',
        key_hash: 'h2',
        label: 'first key',
        created_at: new Date('2026-02-01T00:00:00Z'),
      },
      {
        ...moved,
        merchant_id: 'mer_sandbox',
        key_hash: 'h1',
        label: 'environment',
        created_at: new Date('2026-01-01T00:00:00Z'),
      },
    ]);
    expect(columns).toEqual([]);
  });
});
