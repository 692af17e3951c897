import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allResponseCodes } from '../../contract/response-codes.ts';
import { BIN_TABLE } from '../../sandbox/processor/bin-table.ts';
import { ownResponseCode } from '../../sandbox/processor/processor-codes.ts';
import { sandboxProcessor } from '../../sandbox/processor/sandbox-processor.ts';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { migrationsDir } from '../paths.ts';

// 0037 gives each transaction the processor facts its record shows, which were read from the one
// live processor before: transactions are made through the API, the columns are dropped to put
// the table back as the earlier code had it, and the migration must bring back the same records.

let t: TestApp;
afterEach(() => t?.app.close());

const MIGRATION = '0037_transaction_processor_facts.sql';

const ADDED = [
  'processor_id',
  'processor_name',
  'processor_response_code',
  'cascade_attempt',
  'has_been_cascaded',
  'card_bin_country_code',
  'card_bin_country_name',
  'card_bin_type',
  'fee_amount',
  'fee_currency_code',
  'routing',
];

async function listed(): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/transaction',
    headers: { 'x-api-key': TEST_API_KEY },
  });
  return res.json().data;
}

async function migrationText(): Promise<string> {
  return readFile(join(migrationsDir, MIGRATION), 'utf8');
}

describe('migration 0037', () => {
  it('gives transactions recorded before it the processor facts their records showed', async () => {
    // Decided as before routing: by the one sandbox processor.
    t = await createTestApp({}, {}, { processor: sandboxProcessor });
    // A success, declines with codes of their own and of their status group, a BIN outside the
    // table, and an error.
    const cards = [
      '4242424242424242',
      '4000000000009995',
      '4000000000000002',
      '4000000000032302',
      '4000000000000119',
      '5105105105105100',
    ];
    for (const number of cards) {
      const answer = await payCard(t, await openSession(t), { number });
      expect(answer.outcome).toBeDefined();
    }
    const before = await listed();
    expect(before).toHaveLength(cards.length);
    expect(before.map((record) => record.transaction_details)).toContainEqual(
      expect.objectContaining({ card_bin_country_code: 'DE', processor_response_code: '51' }),
    );

    await t.db.exec(
      `ALTER TABLE transactions ${ADDED.map((name) => `DROP COLUMN ${name}`).join(', ')}`,
    );
    await t.db.exec(await migrationText());
    const after = await listed();
    expect(after).toEqual(before);
    for (const record of after) expect(recordProblems(record)).toEqual([]);

    // Run again, it changes nothing.
    await t.db.exec(await migrationText());
    expect(await listed()).toEqual(before);
  });

  it('leaves records showing what was stored, whatever the live processor says now', async () => {
    t = await createTestApp();
    await payCard(t, await openSession(t), { number: '4242424242424242' });
    await t.db.query(
      `UPDATE transactions SET processor_name = 'Elsewhere Acquiring', processor_response_code = 'A0',
         cascade_attempt = 2, has_been_cascaded = true, card_bin_country_code = 'FR',
         card_bin_country_name = 'France', card_bin_type = 'PREPAID', fee_amount = '0.55',
         fee_currency_code = 'GBP'`,
    );
    const [record] = await listed();
    expect(record).toMatchObject({
      transaction_fee_amount: '0.55',
      transaction_fee_currency_code: 'GBP',
      transaction_details: {
        processor: 'Elsewhere Acquiring',
        processor_response_code: 'A0',
        cascade_attempt: 2,
        has_been_cascaded: true,
        card_bin_country_code: 'FR',
        card_bin_country_name: 'France',
        card_bin_type: 'PREPAID',
      },
    });
  });

  it('backfills the sandbox processor’s own codes and BIN table as they are', async () => {
    const sql = await migrationText();
    const pairs = [...sql.matchAll(/\((\d{4}), '(\d\d)'\)/g)].map(([, code, own]) => [
      Number(code),
      own,
    ]);
    expect(pairs.length).toBeGreaterThan(10);
    for (const [code, own] of pairs) expect(ownResponseCode(Number(code))).toBe(own);
    // Every code with an own code of its own is listed; the others take their status group's.
    const listedCodes = new Set(pairs.map(([code]) => code));
    const groups: Record<string, string> = {
      SUCCESS: '00',
      PENDING: '09',
      DECLINE: '05',
      ERROR: '96',
    };
    for (const entry of allResponseCodes()) {
      if (!listedCodes.has(entry.code)) {
        expect(ownResponseCode(entry.code), String(entry.code)).toBe(groups[entry.status]);
      }
    }
    const bins = [...sql.matchAll(/\('(\d{6})', '(\w\w)', '([^']+)', '(\w+)'\)/g)].map(
      ([, bin, countryCode, countryName, type]) => ({ bin, countryCode, countryName, type }),
    );
    expect(bins).toEqual(BIN_TABLE);
  });
});
