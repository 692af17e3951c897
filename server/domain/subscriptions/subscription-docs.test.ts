import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../contract/subscription-schema.ts';
import { SUBSCRIPTION_STATUSES } from '../../contract/subscription-status.ts';
import { projectRoot } from '../../platform/paths.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { LIFECYCLE, SUBSCRIPTION_EVENTS } from './subscription-lifecycle.ts';

// docs/subscriptions.md is written by hand; these tests fail when its tables of statuses, events
// and transitions disagree with the one table in code, or its table of the record with the schema.

const doc = readFileSync(resolve(projectRoot, 'docs/subscriptions.md'), 'utf8');

/** The cells (backticks dropped) of the body rows of the table headed `header`. */
const tableRows = (header: string[]): string[][] =>
  markdownTableRows('docs/subscriptions.md', doc, header).map((row) =>
    row.map((cell) => cell.replace(/`/g, '')),
  );

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

  it('describes every field of the subscription record, no more and no fewer', () => {
    const documented = tableRows(['Field', 'Type', 'Meaning']).flatMap(([fields]) =>
      (fields ?? '').split(',').map((name) => name.trim()),
    );
    expect(documented.sort()).toEqual(Object.keys(subscriptionSchema.properties).sort());
  });
});
