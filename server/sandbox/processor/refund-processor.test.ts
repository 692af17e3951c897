import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths.ts';
import { decideRefund, REJECTED_REFUND_MINOR } from './refund-processor.ts';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('the sandbox processor’s refund answer', () => {
  it('rejects exactly 2151 minor units with 2151 and approves every other amount', () => {
    expect(decideRefund(2151n, now)).toMatchObject({
      code: 2151,
      status: 'DECLINE',
      message: 'Refund rejected by processor',
      processorResponseText: 'Sandbox: refund rejected by processor (amount 2151 in minor units)',
    });
    for (const minor of [1n, 2150n, 2152n, 21510n, 215100n, 10n ** 20n]) {
      expect(decideRefund(minor, now)).toMatchObject({
        code: 1000,
        status: 'SUCCESS',
        processorResponseText: 'Sandbox: refund approved',
      });
    }
    expect(decideRefund(1n, now).rrn).toMatch(/^6326\d{8}$/);
  });

  it('is the amount docs/sandbox.md documents', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/sandbox.md'), 'utf8');
    const row = doc.split('\n').find((line) => line.startsWith('| `21.51`'));
    expect(row).toContain(`${REJECTED_REFUND_MINOR} minor units`);
    expect(row).toMatch(/\| DECLINE \| 2151 \| Refund rejected by processor \|/);
  });
});
