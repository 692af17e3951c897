import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../scripts/architecture/import-graph.ts';
import { readSourceTree } from '../../../scripts/architecture/source-tree.ts';
import { projectRoot } from '../../platform/paths.ts';

// Every transaction the merchant hears of is finished, written and announced in one module
// (record-transaction.ts): whichever endpoint, step or worker decided it. This test reads the
// server's imports, so a new endpoint that writes a transaction or a TRANSACTION postback by
// itself fails here, not in a merchant's reconciliation.

const RECORD_PATH = 'server/domain/outcomes/record-transaction.ts';
const tree = readSourceTree(projectRoot, ['server']);
const shipped = (path: string) =>
  !/\.test\.ts$/.test(path) && !path.startsWith('server/test-support/');

function importersOf(target: string, names: RegExp): string[] {
  return importGraph(tree)
    .filter((edge) => edge.to === target && shipped(edge.from))
    .map((edge) => edge.from)
    .filter((from) => names.test(tree.get(from) ?? ''))
    .sort();
}

describe('the one record path', () => {
  it('is the only shipped code that writes a transaction', () => {
    expect(
      importersOf(
        'server/domain/ledger/transaction-store.ts',
        /\b(insertTransaction|updateTransactionOutcome)\b/,
      ),
    ).toEqual([RECORD_PATH]);
  });

  it('is the only shipped code that sends a TRANSACTION postback; subscriptions send SUBSCRIPTION ones', () => {
    const senders = importersOf('server/domain/postbacks/outbox-store.ts', /\benqueuePostbacks?\b/);
    const subscriptionSenders = [
      'server/domain/subscriptions/save-subscription.ts',
      'server/domain/subscriptions/start-subscriptions.ts',
    ];
    expect(senders).toEqual([RECORD_PATH, ...subscriptionSenders]);
    for (const sender of subscriptionSenders) {
      const source = tree.get(sender) ?? '';
      expect(source, sender).not.toMatch(/type:\s*'TRANSACTION'/);
      expect(source, sender).toMatch(/type:\s*'SUBSCRIPTION'/);
    }
  });
});
