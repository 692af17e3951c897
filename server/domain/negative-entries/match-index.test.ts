import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { negativeEntryMatchQuery, type ScreenedValues } from './negative-entry-store.ts';

// The plan of the screening statement every new transaction runs: on a block list of 20,000
// entries of every type, each branch is an index lookup (the unique key for the values kept in
// match_value, merchant_negative_entries_card for a card's BIN), so no row is read that could not
// match and a long list costs a payment no more than a short one. Before, the card and BIN
// branches read every entry of the merchant (about 1.9 ms and 248 buffers at this size).

const ENTRIES = 20_000;
let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [merchant] = await t.db.query('SELECT merchant_id FROM merchants LIMIT 1');
  merchantId = String(merchant?.merchant_id);
  // Every type, BIN entries with the 6 digits a card's BIN has; none of them match below.
  await t.db.query(
    `INSERT INTO merchant_negative_entries
       (entry_id, merchant_id, entry_type, match_value, card_bin, card_last4,
        card_expiry_month, card_expiry_year, created_at)
     SELECT 'neg_seed_' || g, $1, (ARRAY['CUSTOMER','CARD','IP','EMAIL','BIN','COUNTRY'])[1 + g % 6],
       'seed-' || g,
       CASE WHEN g % 6 IN (1, 4) THEN lpad((g % 900000 + 100000)::text, 6, '0') END,
       CASE WHEN g % 6 = 1 THEN '0002' END, CASE WHEN g % 6 = 1 THEN 12 END,
       CASE WHEN g % 6 = 1 THEN 2030 END, now()
     FROM generate_series(1, ${ENTRIES}) g`,
    [merchantId],
  );
  await t.db.exec('ANALYZE merchant_negative_entries');
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('screening a transaction against the block list', () => {
  it('looks every value up by index, reading no entry that cannot match', async () => {
    const values: ScreenedValues = {
      merchantId,
      merchantCustomerId: 'cust-1',
      paymentTokenIds: ['tok_a', 'tok_b'],
      card: { bin: '424242', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
      ip: '127.0.0.1',
      email: 'ann@example.com',
      countries: ['DE', 'US', 'KR'],
    };
    const { sql, params } = negativeEntryMatchQuery(values);
    const rows = await t.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan: PlanNode = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan;
    const all = nodes(plan);
    expect(all.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const lookups = all.filter((n) => n['Node Type'].includes('Index'));
    expect(lookups.length).toBeGreaterThan(0);
    for (const lookup of lookups) {
      expect(['merchant_negative_entries_once', 'merchant_negative_entries_card']).toContain(
        lookup['Index Name'],
      );
    }
    const removed = all.reduce((sum, n) => sum + (n['Rows Removed by Filter'] ?? 0), 0);
    expect(removed).toBeLessThan(10);
  });
});
