import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../../contract/subscription-status.ts';
import { projectRoot } from '../../platform/paths.ts';
import { LIFECYCLE, SUBSCRIPTION_EVENTS } from './subscription-lifecycle.ts';

// docs/subscriptions.md is written by hand; these tests fail when its tables of statuses, events
// and transitions disagree with the one table in code.

const doc = readFileSync(resolve(projectRoot, 'docs/subscriptions.md'), 'utf8');

/** The cells (backticks dropped) of the body rows of the markdown table headed `header`. */
function tableRows(header: string[]): string[][] {
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim().replace(/`/g, ''));
  const lines = doc.split('\n');
  const start = lines.findIndex(
    (line) => line.startsWith('|') && cells(line).join('|') === header.join('|'),
  );
  if (start < 0) throw new Error(`docs/subscriptions.md has no table headed ${header.join(', ')}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

describe('docs/subscriptions.md', () => {
  it('lists every status and every event, in the code’s order', () => {
    expect(tableRows(['Status', 'Meaning']).map(([status]) => status)).toEqual([
      ...SUBSCRIPTION_STATUSES,
    ]);
    expect(tableRows(['Event', 'When']).map(([event]) => event)).toEqual([...SUBSCRIPTION_EVENTS]);
  });

  it('draws the transitions of the lifecycle table, no more and no fewer', () => {
    const transitions = Object.entries(LIFECYCLE).flatMap(([status, row]) =>
      Object.entries(row.on).map(([event, next]) => [status, event, next]),
    );
    expect(tableRows(['Status', 'Event', 'Next status'])).toEqual(transitions);
  });
});
