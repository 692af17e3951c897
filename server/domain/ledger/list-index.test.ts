import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededId, seedTransactions } from '../../test-support/seed-transactions.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, openSession, payCard } from '../../test-support/test-app.ts';
import { type TransactionListFilter, transactionListQuery } from './transaction-store.ts';

// The plan of GET /v1/transaction's statement: on a table of 10,000 of the merchant's
// transactions, every page — the first, one deep behind prev_id, one in a time range — is one
// walk of transactions_merchant_created (migration 0015) that reads the page's rows and stops:
// no sequential scan, no sort, and the same few rows read at row 10,000 as at row 1. `npm run
// bench` measures the same page at a million rows on PostgreSQL.

const ROWS = 10_000;
const NEWEST = new Date('2026-11-20T12:00:00.000Z');
let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = await openSession(t);
  await payCard(t, token);
  const rows = await t.db.query('SELECT transaction_id, merchant_id FROM transactions');
  merchantId = String(rows[0]?.merchant_id);
  await seedTransactions(t.db, {
    templateId: String(rows[0]?.transaction_id),
    count: ROWS,
    idPrefix: 'trx_seed_',
    newest: NEWEST,
    stepMs: 1000,
    statuses: ['SUCCESS', 'DECLINE', 'PENDING', 'ERROR'],
  });
  await t.db.exec('ANALYZE transactions');
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

async function plan(filter: Partial<TransactionListFilter>): Promise<PlanNode> {
  const { sql, params } = transactionListQuery({ merchantId, limit: 50, ...filter }, 51);
  const rows = await t.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const explained = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return explained[0].Plan;
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** The walk of the listing index under the plan's Limit. */
function indexWalk(root: PlanNode): PlanNode {
  expect(root['Node Type']).toBe('Limit');
  const types = nodes(root).map((n) => n['Node Type']);
  expect(types).not.toContain('Seq Scan');
  expect(types).not.toContain('Sort');
  // Beside it, with prev_id, the one-row look-up of the cursor's created_at (an InitPlan).
  const walk = root.Plans?.find((n) => n['Parent Relationship'] !== 'InitPlan');
  expect(walk?.['Node Type']).toMatch(/^Index (Only )?Scan$/);
  expect(walk?.['Index Name']).toBe('transactions_merchant_created');
  return walk as PlanNode;
}

describe('the GET /v1/transaction statement on 10,000 transactions', () => {
  it('reads the first page’s 51 rows from the index and nothing else', async () => {
    const walk = indexWalk(await plan({}));
    expect(walk['Actual Rows']).toBe(51);
  });

  it('starts a page behind prev_id at prev_id, however deep', async () => {
    const walk = indexWalk(await plan({ prevId: seededId('trx_seed_', ROWS - 100) }));
    // The cursor is a condition of the index walk itself, not a filter on rows read from the top.
    expect(walk['Index Cond']).toMatch(/created_at.*transaction_id/);
    expect(walk['Actual Rows']).toBe(51);
    expect(walk['Rows Removed by Filter'] ?? 0).toBe(0);
  });

  it('starts a time range at its end', async () => {
    const walk = indexWalk(
      await plan({ createdFrom: '2026-11-20T10:00:00Z', createdTo: '2026-11-20T11:00:00Z' }),
    );
    expect(walk['Index Cond']).toMatch(/created_at/);
    expect(walk['Actual Rows']).toBe(51);
  });

  it('filters a list of response codes on the same walk', async () => {
    // Every seeded row has the template's code 1000: the list is a filter of the walk, which
    // stops at the page's 51st match.
    const walk = indexWalk(
      await plan({ responseCodes: [1000, 2000], prevId: seededId('trx_seed_', 5_000) }),
    );
    expect(walk['Actual Rows']).toBe(51);
    expect(walk['Rows Removed by Filter'] ?? 0).toBe(0);
  });

  it('filters a status on the same walk, reading about a page per matching page', async () => {
    const walk = indexWalk(await plan({ status: 'PENDING', prevId: seededId('trx_seed_', 5_000) }));
    expect(walk['Actual Rows']).toBe(51);
    // One row in four is PENDING: 51 matches cost about 204 rows read.
    expect(walk['Rows Removed by Filter'] ?? 0).toBeLessThan(51 * 4);
  });
});
