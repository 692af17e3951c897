import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseCode } from '../../contract/response-codes.ts';
import { projectRoot } from '../../platform/paths.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { SOFT_ISSUER_CODES, SOFT_PROCESSOR_CODES } from './cascading.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';
import { ROUTING_REFUSALS, routeAttempt } from './route-attempt.ts';
import { cardFacts, routingOf } from './routing.fixture.ts';
import { type RoutingFacts, THREE_DS_MODES, type ThreeDsSettings } from './routing-rules.ts';
import { routingProblems } from './routing-validation.ts';
import { threeDsRequest } from './three-ds-rules.ts';

// docs/routing.md is written by hand; these tests fail when it disagrees with the code: the
// refusal and soft-decline tables, the explanation example and the default configuration.

const doc = readFileSync(resolve(projectRoot, 'docs/routing.md'), 'utf8');
const rows = (header: string | readonly string[]) =>
  markdownTableRows('docs/routing.md', doc, header);
const ticked = (cell: string) => cell.replace(/`/g, '');

/** The JSON code blocks of the section under `heading`. */
function jsonBlocksUnder(heading: string): unknown[] {
  const start = doc.indexOf(`\n${heading}\n`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, body = '']) => JSON.parse(body));
}

describe('docs/routing.md', () => {
  it('gives each refusal its code and the spec’s message', () => {
    const table = rows(['Code', "The spec's message", 'When']);
    expect(table.map(([code = '']) => Number(code))).toEqual([
      ROUTING_REFUSALS.noRule,
      ROUTING_REFUSALS.unsupportedRequest,
      ROUTING_REFUSALS.unsupportedFeature,
    ]);
    for (const [code = '', message] of table) {
      expect(message).toBe(responseCode(Number(code))?.message);
    }
  });

  it('lists exactly the soft declines, with the spec’s messages', () => {
    const processor = rows(['Code', "The spec's message"]);
    const issuer = rows(['Code', "The spec's message", 'Why it may pass elsewhere']);
    expect(processor.map(([code = '']) => Number(code))).toEqual([...SOFT_PROCESSOR_CODES]);
    expect(issuer.map(([code = '']) => Number(code))).toEqual([...SOFT_ISSUER_CODES]);
    for (const [code = '', message] of [...processor, ...issuer]) {
      expect(message).toBe(responseCode(Number(code))?.message);
    }
  });

  it('shows the explanation routing gives for the example’s facts', () => {
    const [facts, explanation] = jsonBlocksUnder('### Example');
    expect(routeAttempt(DEFAULT_ROUTING, facts as RoutingFacts).explanation).toEqual(explanation);
  });

  it('describes the default processors and rules as they are', () => {
    const processors = rows('Processor');
    expect(processors.map(([id = '', name]) => [ticked(id), name])).toEqual(
      DEFAULT_ROUTING.processors.map((profile) => [profile.id, profile.name]),
    );
    DEFAULT_ROUTING.processors.forEach((profile, index) => {
      const fees = processors[index]?.[5] ?? '';
      const written = profile.fees.map((line) =>
        [
          line.method ?? line.transaction_kind,
          `${line.percentage} % + ${line.fixed} ${line.currency_code}`,
        ]
          .filter(Boolean)
          .join(' '),
      );
      expect(fees).toBe(written.join('; '));
    });
    const rules = rows('Rule');
    expect(rules.map(([id = '', , route = '']) => [ticked(id), ticked(route)])).toEqual(
      DEFAULT_ROUTING.rules.map((rule) => [rule.id, (rule.route.processors ?? []).join(', then ')]),
    );
  });

  it('names every 3-D Secure mode, and its example section answers as its table says', () => {
    expect(rows('Mode').map(([mode = '']) => ticked(mode))).toEqual([...THREE_DS_MODES]);
    const [section] = jsonBlocksUnder('### A 3-D Secure section and what it answers');
    const settings = section as ThreeDsSettings;
    expect(routingProblems({ ...routingOf([]), three_ds: settings })).toEqual([]);
    const table = rows(['Card payment', 'Request', 'Reason']);
    expect(table.length).toBeGreaterThan(0);
    for (const [payment = '', request, reason] of table) {
      const parts = /^([\d.]+) ([A-Z]{3}), ([A-Z]{2}) card$/.exec(payment);
      expect(parts, payment).not.toBeNull();
      const [, amount = '', currency_code = '', bin_country = ''] = parts ?? [];
      const facts = cardFacts({ amount, currency_code, bin_country });
      expect(threeDsRequest(settings, facts), payment).toMatchObject({ request, reason });
    }
  });
});
