import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import { migrationsDir } from '../paths.ts';

// 0029 rewrites the EMAIL entries kept with a +tag to their mailbox, the form transactions are now
// screened in, on both engines. It runs in a scratch schema inside a transaction that is rolled
// back, so the shared test database is left as it was.

const db = await testDatabase();
afterAll(() => db.close());

const MIGRATION = '0029_email_entries_without_plus_tags.sql';
const migration = (name: string) => readFile(join(migrationsDir, name), 'utf8');
const ROLLBACK = new Error('rollback');

describe(`migration 0029 (${db.engine})`, () => {
  it('keeps each tagged EMAIL entry by its mailbox, unless the mailbox has one already', async () => {
    let migrated: readonly Record<string, unknown>[] = [];
    await db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA migration_0029; SET LOCAL search_path TO migration_0029');
        const earlier = (await readdir(migrationsDir)).filter((name) => name < MIGRATION).sort();
        for (const name of earlier) await tx.exec(await migration(name));
        await tx.exec(`
          INSERT INTO merchants (merchant_id, name, api_key_hash, postback_secret)
            VALUES ('mer_1', 'M', 'h1', 's'), ('mer_2', 'N', 'h2', 's');
          INSERT INTO merchant_negative_entries (entry_id, merchant_id, entry_type, match_value,
              created_at) VALUES
            ('neg_1', 'mer_1', 'EMAIL', 'eve+shop2@example.com', '2026-01-01T00:00:00Z'),
            ('neg_2', 'mer_1', 'EMAIL', 'ann@example.com', '2026-01-01T00:00:00Z'),
            ('neg_3', 'mer_1', 'EMAIL', 'ann+old@example.com', '2026-01-02T00:00:00Z'),
            ('neg_4', 'mer_1', 'EMAIL', 'bob+b@example.com', '2026-01-03T00:00:00Z'),
            ('neg_5', 'mer_1', 'EMAIL', 'bob+a@example.com', '2026-01-02T00:00:00Z'),
            ('neg_6', 'mer_2', 'EMAIL', 'eve+x@example.com', '2026-01-01T00:00:00Z'),
            ('neg_7', 'mer_1', 'EMAIL', '+eve@example.com', '2026-01-01T00:00:00Z'),
            ('neg_8', 'mer_1', 'CUSTOMER', 'cust+1@x', '2026-01-01T00:00:00Z');`);
        await tx.exec(await migration(MIGRATION));
        migrated = await tx.query(
          'SELECT entry_id, match_value FROM merchant_negative_entries ORDER BY entry_id',
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(migrated).toEqual([
      { entry_id: 'neg_1', match_value: 'eve@example.com' },
      // The mailbox had an entry: this one is left as it was, and that one blocks its address.
      { entry_id: 'neg_2', match_value: 'ann@example.com' },
      { entry_id: 'neg_3', match_value: 'ann+old@example.com' },
      // Two tags of one mailbox: the older keeps it.
      { entry_id: 'neg_4', match_value: 'bob+b@example.com' },
      { entry_id: 'neg_5', match_value: 'bob@example.com' },
      // Another merchant's entry is its own.
      { entry_id: 'neg_6', match_value: 'eve@example.com' },
      // Nothing before the "+", and another type: untouched.
      { entry_id: 'neg_7', match_value: '+eve@example.com' },
      { entry_id: 'neg_8', match_value: 'cust+1@x' },
    ]);
  });
});
