// docs/disputes.md is written by hand; these tests fail when its tables disagree with the code.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../../../common/card/format-card-number.ts';
import { DISPUTE_KINDS, DISPUTE_REASONS, MAY_FOLLOW } from '../../contract/dispute-table.ts';
import { projectRoot } from '../../platform/paths.ts';
import { DISPUTE_TEST_CARDS } from '../../sandbox/processor/dispute-cards.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';

const doc = readFileSync(resolve(projectRoot, 'docs/disputes.md'), 'utf8');
const tableRows = (header: string): string[][] =>
  markdownTableRows('docs/disputes.md', doc, header);

const code = (text: string) => `\`${text}\``;

/** "1 hour", "7 days": the delays of the dispute cards as the page writes them. */
function delay(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = hours / 24;
  return `${days} day${days === 1 ? '' : 's'}`;
}

describe('docs/disputes.md', () => {
  it('shows the table of what may follow what as dispute-table.ts holds it', () => {
    const rows = tableRows('Next');
    expect(rows.map(([next = '']) => next.replace(/ \(yours\)$/, '').replaceAll('`', ''))).toEqual([
      ...DISPUTE_KINDS,
      'REFUND',
    ]);
    for (const [next = '', after = '', , rule = ''] of rows) {
      const kind = next.replace(/ \(yours\)$/, '').replaceAll('`', '') as keyof typeof MAY_FOLLOW;
      const expected = MAY_FOLLOW[kind];
      if (kind === 'REFUND') expect(after).toBe('anything but `CHARGEBACK`');
      else
        expect(after, kind).toBe(
          expected.after.map((s) => (s === 'NONE' ? 'none' : code(s))).join(', '),
        );
      expect(rule, kind).toBe(expected.rule);
    }
  });

  it('lists the dispute test cards as dispute-cards.ts holds them', () => {
    const expected = DISPUTE_TEST_CARDS.map((card) => [
      code(formatCardNumber(card.number)),
      card.plan.map((step) => `${code(step.kind)} after ${delay(step.afterMs)}`).join(', '),
    ]);
    expect(tableRows('Dispute card')).toEqual(expected);
  });

  it('lists the reason codes as dispute-table.ts holds them', () => {
    const expected = DISPUTE_REASONS.map((r) => [r.network, code(r.code), r.description]);
    expect(tableRows('Network')).toEqual(expected);
  });
});
