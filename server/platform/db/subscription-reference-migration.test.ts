import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import { migrationsDir } from '../paths.ts';

// 0032 gives the subscriptions already stored the first payment's facts (its merchant_payment_id,
// the method it was paid with, the shop) and the rebills tried so far, on both engines. It runs in
// a scratch schema inside a transaction that is rolled back, so the shared test database is left
// as it was.

const db = await testDatabase();
afterAll(() => db.close());

const MIGRATION = '0032_subscription_reference_fields.sql';
const migration = (name: string) => readFile(join(migrationsDir, name), 'utf8');
const ROLLBACK = new Error('rollback');

/** A payment row of the scratch schema: `id`, its type, reference, shop and subscription. */
const payment = (
  id: string,
  type: string,
  reference: string | null,
  shop: string | null,
  subscription: string | null,
) =>
  `INSERT INTO payments (payment_id, merchant_id, payment_type, payment_method, ui_mode, methods,
     state, merchant_payment_id, merchant_customer_id, customer, amount, currency_code,
     success_url, failure_url, shop_name, shop_url, products, session_token, created_at,
     expires_at, initial_subscription_id)
   VALUES ('${id}', 'mer_1', '${type}', 'CARD', 'HOSTED', '["CARD"]', 'SUCCEEDED',
     ${reference === null ? 'NULL' : `'${reference}'`}, 'cust-1', '{}', '12.00', 'EUR',
     'https://a.test/', 'https://a.test/', ${shop === null ? 'NULL' : `'${shop}'`},
     ${shop === null ? 'NULL' : `'https://${shop}.test'`}, '[]', 's_${id}', now(), now(),
     ${subscription === null ? 'NULL' : `'${subscription}'`});`;

const transaction = (id: string, paymentId: string, method: string) =>
  `INSERT INTO transactions (transaction_id, payment_id, merchant_id, transaction_type, status,
     response_code, response_message, processor_response_text, amount, currency_code,
     payment_method, payment_details, cof_consent, products, version, rrn, payment_context,
     created_at, updated_at)
   VALUES ('${id}', '${paymentId}', 'mer_1', 'SALE', 'SUCCESS', 1000, 'Success', 'ok', '12.00',
     'EUR', '${method}', '{"kind":"card"}', 'checkout_sale', '[]', 1, '603407000001', '{}', now(),
     now());`;

const subscription = (id: string, paymentId: string, transactionId: string) =>
  `INSERT INTO subscriptions (subscription_id, merchant_id, payment_id, initial_transaction_id,
     merchant_customer_id, product_id, product_name, product_description, is_rebill_enabled,
     charge_interval, charge_interval_value, is_trial, rebill_transaction_amount,
     rebill_transaction_currency_code, transaction_fee_amount, transaction_fee_currency_code,
     next_rebill_at, version, created_at, updated_at, status)
   VALUES ('${id}', 'mer_1', '${paymentId}', '${transactionId}', 'cust-1', 'prd_${id}', 'Plan',
     'Plan', true, 'DAY', 30, false, '12.00', 'EUR', '0.00', 'EUR', now(), 1, now(), now(),
     'ACTIVE');`;

describe(`migration 0032 (${db.engine})`, () => {
  it('fills in the first payment’s facts and counts the rebills tried so far', async () => {
    let migrated: readonly Record<string, unknown>[] = [];
    await db
      .transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA migration_0032; SET LOCAL search_path TO migration_0032');
        const earlier = (await readdir(migrationsDir)).filter((name) => name < MIGRATION).sort();
        for (const name of earlier) await tx.exec(await migration(name));
        await tx.exec(`
          INSERT INTO merchants (merchant_id, name, api_key_hash, postback_secret)
            VALUES ('mer_1', 'M', 'h', 's');
          ${payment('pay_1', 'RECURRING', 'order-1', 'coffee', null)}
          ${transaction('trx_1', 'pay_1', 'APPLE_PAY')}
          ${subscription('sub_1', 'pay_1', 'trx_1')}
          ${payment('pay_2', 'RECURRING', null, null, null)}
          ${transaction('trx_2', 'pay_2', 'CARD')}
          ${subscription('sub_2', 'pay_2', 'trx_2')}
          ${payment('pay_r1', 'RECURRING_REBILL', null, null, 'sub_1')}
          ${payment('pay_r2', 'RECURRING_REBILL', null, null, 'sub_1')}`);
        await tx.exec(await migration(MIGRATION));
        migrated = await tx.query(
          `SELECT subscription_id, merchant_payment_id, payment_method, shop_name, shop_url,
             retry_total_count FROM subscriptions ORDER BY 1`,
        );
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(migrated).toEqual([
      {
        subscription_id: 'sub_1',
        merchant_payment_id: 'order-1',
        payment_method: 'APPLE_PAY',
        shop_name: 'coffee',
        shop_url: 'https://coffee.test',
        retry_total_count: 2,
      },
      {
        subscription_id: 'sub_2',
        merchant_payment_id: null,
        payment_method: 'CARD',
        shop_name: null,
        shop_url: null,
        retry_total_count: 0,
      },
    ]);
  });
});
