import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import { migrationsDir } from '../paths.ts';

// 0006 gives stored transactions a version, an rrn and an (unknown) payment context, on both
// engines. It runs in a scratch schema inside a transaction that is rolled back, so the shared
// test database is left as it was.

const db = await testDatabase();
afterAll(() => db.close());

const migration = (name: string) => readFile(join(migrationsDir, name), 'utf8');
const ROLLBACK = new Error('rollback');

describe(`migration 0006 (${db.engine})`, () => {
  it('numbers, references and contextualises the transactions already stored', async () => {
    let migrated: readonly Record<string, unknown>[] = [];
    await db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA migration_0006; SET LOCAL search_path TO migration_0006');
        for (const name of [
          '0001_init.sql',
          '0002_merchant_allowed_origins.sql',
          '0003_merchant_theme.sql',
          '0004_transaction_payment_details.sql',
        ]) {
          await tx.exec(await migration(name));
        }
        await tx.exec(`
          INSERT INTO merchants (merchant_id, name, api_key_hash, postback_secret)
            VALUES ('mer_1', 'M', 'h', 's');
          INSERT INTO payments (payment_id, merchant_id, payment_type, payment_method, ui_mode,
            methods, state, merchant_customer_id, customer, amount, currency_code, success_url,
            failure_url, products, session_token, created_at, expires_at)
            VALUES ('pay_1', 'mer_1', 'SALE', 'CARD', 'HOSTED', '["CARD"]', 'SUCCEEDED', 'c',
              '{}', '1.00', 'EUR', 'https://a.test/', 'https://a.test/', '[]', 's1', now(), now());
          INSERT INTO transactions (transaction_id, payment_id, merchant_id, transaction_type,
            status, response_code, response_message, processor_response_text, amount,
            currency_code, payment_method, payment_details, cof_consent, products, created_at,
            updated_at)
            VALUES
            ('trx_1', 'pay_1', 'mer_1', 'SALE', 'DECLINE', 2004, 'Insufficient funds', 'no',
              '1.00', 'EUR', 'CARD', '{"kind":"card"}', 'checkout_sale', '[]',
              '2026-02-03T07:30:00Z', '2026-02-03T07:30:00Z'),
            ('trx_2', 'pay_1', 'mer_1', 'SALE', 'SUCCESS', 1000, 'Success', 'settled', '1.00',
              'EUR', 'CARD', '{"kind":"card"}', 'checkout_sale', '[]',
              '2026-02-03T07:31:00Z', '2026-02-03T07:31:05Z');`);
        await tx.exec(await migration('0006_transaction_record.sql'));
        migrated = await tx.query(
          'SELECT transaction_id, version, rrn, payment_context FROM transactions ORDER BY 1',
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(migrated).toEqual([
      {
        transaction_id: 'trx_1',
        version: 1,
        rrn: expect.stringMatching(/^603407\d{6}$/),
        payment_context: {},
      },
      // Settled after pending: it has changed once already.
      {
        transaction_id: 'trx_2',
        version: 2,
        rrn: expect.stringMatching(/^603407\d{6}$/),
        payment_context: {},
      },
    ]);
  });
});
