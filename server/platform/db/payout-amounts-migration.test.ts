import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { payoutBody, postPayout } from '../../test-support/payouts.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { migrationsDir } from '../paths.ts';

// 0031 rewrites what payouts made before it stored: a CRYPTO payout's PAYOUT transaction in its
// asset (120.500000 USDT) becomes its base amount (111.57 EUR), and the destinations gain the
// fields new payouts carry. The payouts are made through the API, put back into the shape the
// earlier code stored, and migrated again, on the engine the tests run on.

let t: TestApp;
afterEach(() => t?.app.close());

const MIGRATION = '0031_payout_record_amounts.sql';

async function listed(): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/transaction?transaction_type=PAYOUT',
    headers: { 'x-api-key': TEST_API_KEY },
  });
  return res.json().data;
}

describe('migration 0031', () => {
  it('records earlier asset-named CRYPTO payouts in their base amount, and completes destinations', async () => {
    t = await createTestApp();
    const crypto = await postPayout(t, payoutBody('CRYPTO', { amount: '120.50' }));
    const bank = await postPayout(t, payoutBody('BANK_TRANSFER'));
    const sepa = await postPayout(t, payoutBody('SEPA'));
    for (const res of [crypto, bank, sepa]) expect(res.statusCode, res.body).toBe(200);
    const before = await listed();

    // As the earlier code stored them.
    await t.db.query(
      `UPDATE transactions SET amount = '120.500000', currency_code = 'USDT', base_amount = '111.57'
       WHERE payment_id = $1`,
      [crypto.json().data.payment_id],
    );
    await t.db.query(
      `UPDATE payouts SET payment_details = payment_details - 'crypto_currency_code' - 'crypto_amount'
       WHERE payment_id = $1`,
      [crypto.json().data.payment_id],
    );
    await t.db.query(
      `UPDATE payouts SET payment_details = payment_details - 'account_number' - 'routing_number'
       WHERE payment_id = $1`,
      [bank.json().data.payment_id],
    );
    const legacy = await listed();
    expect(legacy).not.toEqual(before);

    await t.db.exec(await readFile(join(migrationsDir, MIGRATION), 'utf8'));
    const after = await listed();
    expect(after).toEqual(before);
    const cryptoRecord = after.find(
      (record) =>
        (record.payment as { payment_id: string }).payment_id === crypto.json().data.payment_id,
    );
    expect(cryptoRecord).toMatchObject({
      transaction_amount: '111.57',
      transaction_currency_code: 'EUR',
      payment: {
        amount: '120.500000',
        currency_code: 'USDT',
        payment_details: { crypto_currency_code: 'USDT', crypto_amount: '120.500000' },
      },
    });
    for (const record of after) expect(recordProblems(record)).toEqual([]);

    // Run again, it changes nothing.
    await t.db.exec(await readFile(join(migrationsDir, MIGRATION), 'utf8'));
    expect(await listed()).toEqual(before);
  });
});
