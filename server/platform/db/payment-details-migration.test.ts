import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import { migrationsDir } from '../paths.ts';

// 0004 moves the card columns of existing transactions into payment_details, on both engines. It
// runs in a scratch schema inside a transaction that is rolled back, so the shared test database
// is left as it was.

const db = await testDatabase();
afterAll(() => db.close());

const migration = (name: string) => readFile(join(migrationsDir, name), 'utf8');
const ROLLBACK = new Error('rollback');

describe(`migration 0004 (${db.engine})`, () => {
  it('turns the card columns of stored transactions into card payment details', async () => {
    let migrated: readonly unknown[] = [];
    await db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA migration_0004; SET LOCAL search_path TO migration_0004');
        for (const name of [
          '0001_init.sql',
          '0002_merchant_allowed_origins.sql',
          '0003_merchant_theme.sql',
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
            currency_code, payment_method, card_scheme, card_bin, card_last4, card_expiry_month,
            card_expiry_year, card_holder_name, products)
            VALUES ('trx_1', 'pay_1', 'mer_1', 'SALE', 'SUCCESS', 1000, 'Success', 'ok', '1.00',
              'EUR', 'CARD', 'VISA', '424242', '4242', 12, 2030, 'Ann Example', '[]');`);
        await tx.exec(await migration('0004_transaction_payment_details.sql'));
        migrated = await tx.query('SELECT * FROM transactions');
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(migrated).toHaveLength(1);
    expect(migrated[0]).toMatchObject({
      payment_details: {
        kind: 'card',
        scheme: 'VISA',
        bin: '424242',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        holderName: 'Ann Example',
      },
      cof_consent: 'checkout_sale',
    });
    expect(Object.keys(migrated[0] ?? {}).filter((column) => column.startsWith('card_'))).toEqual(
      [],
    );
  });
});
