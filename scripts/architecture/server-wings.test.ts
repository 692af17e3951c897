import { describe, expect, it } from 'vitest';
import type { ImportEdge } from './import-graph.ts';
import {
  mutualServerFolders,
  unplacedServerFiles,
  wingOf,
  wingViolations,
} from './server-wings.ts';

const edge = (from: string, to: string): ImportEdge => ({ from, to, kind: 'value' });

describe('server wings', () => {
  it('places a file by its first folder under server/', () => {
    expect(wingOf('server/app.ts')).toBe('root');
    expect(wingOf('server/domain/ledger/apply-outcome.ts')).toBe('domain');
    expect(wingOf('server/sandbox/processor/processor.ts')).toBe('sandbox');
    expect(wingOf('server/payments/store.ts')).toBe('unplaced');
    expect(wingOf('server/domain/ledger/apply-outcome.test.ts')).toBeNull();
    expect(wingOf('server/test-support/test-app.ts')).toBeNull();
    expect(wingOf('src/form.ts')).toBeNull();
  });

  it('lists server files outside every wing', () => {
    expect(
      unplacedServerFiles(['server/main.ts', 'server/payments/store.ts', 'server/http/auth.ts']),
    ).toEqual(['server/payments/store.ts']);
  });

  it('lets each wing import the wings below it and nothing above', () => {
    const edges = [
      edge('server/api/merchant/refund-route.ts', 'server/domain/refunds/create-refund.ts'),
      edge('server/domain/refunds/create-refund.ts', 'server/contract/api-error.ts'),
      edge('server/domain/refunds/create-refund.ts', 'server/platform/ids.ts'),
      edge('server/sandbox/processor/processor.ts', 'server/domain/processor.ts'),
      edge('server/app.ts', 'server/api/merchant/refund-route.ts'),
      edge('server/domain/refunds/refunds.test.ts', 'server/test-support/test-app.ts'),
    ];
    expect(wingViolations(edges)).toEqual([]);
    expect(
      wingViolations([
        edge('server/domain/refunds/create-refund.ts', 'server/sandbox/processor/refund.ts'),
        edge('server/contract/checkout-schema.ts', 'server/domain/ledger/payment-record.ts'),
        edge('server/domain/checkout/open-checkout.ts', 'server/app-deps.ts'),
        edge('server/platform/config.ts', 'server/http/auth.ts'),
      ]),
    ).toEqual([
      'server/contract/checkout-schema.ts -> server/domain/ledger/payment-record.ts',
      'server/domain/checkout/open-checkout.ts -> server/app-deps.ts',
      'server/domain/refunds/create-refund.ts -> server/sandbox/processor/refund.ts',
      'server/platform/config.ts -> server/http/auth.ts',
    ]);
  });

  it('finds folders that import each other at any depth, and leaves one-way pairs alone', () => {
    const pairs = mutualServerFolders([
      edge(
        'server/domain/attempts/attempt-payment.ts',
        'server/domain/steps/three-ds/challenge.ts',
      ),
      edge('server/domain/steps/three-ds/cancel.ts', 'server/domain/attempts/payment-result.ts'),
      edge('server/domain/ledger/apply-outcome.ts', 'server/domain/postbacks/outbox-store.ts'),
      edge('server/domain/steps/apm/start.ts', 'server/domain/steps/three-ds/page.ts'),
      edge('server/domain/steps/three-ds/a.ts', 'server/domain/steps/b.ts'),
      edge('server/domain/steps/b.ts', 'server/domain/steps/three-ds/a.ts'),
    ]);
    expect([...pairs.keys()]).toEqual(['server/domain/attempts <-> server/domain/steps']);
    expect(pairs.get('server/domain/attempts <-> server/domain/steps')).toEqual([
      'server/domain/attempts/attempt-payment.ts -> server/domain/steps/three-ds/challenge.ts',
      'server/domain/steps/three-ds/cancel.ts -> server/domain/attempts/payment-result.ts',
    ]);
  });
});
