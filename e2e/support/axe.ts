import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// axe-core run in the page under test, limited to the WCAG 2.0/2.1/2.2 A and AA rules. The source
// is evaluated through the DevTools protocol rather than added as a <script>: the hosted page's
// Content-Security-Policy (script-src 'self') would block an inline script, and the page must be
// tested with the headers it ships with.

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_AA_TAGS,
  );
}

/** One line per failing node: rule id, impact, CSS target and what axe says to fix. */
export function describeViolations(violations: Result[]): string {
  if (violations.length === 0) return 'no axe violations';
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  ${violation.id} (${node.impact ?? violation.impact ?? 'unknown'}) at ${node.target.join(' ')}\n` +
        `    ${violation.help}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}\n` +
        `    ${violation.helpUrl}`,
    ),
  );
  return `axe found ${violations.length} WCAG A/AA rule(s) violated:\n${lines.join('\n')}`;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await runAxe(page);
  // A run that checked nothing would pass vacuously (axe loaded into a blank or unrendered page).
  expect(results.passes.length + results.incomplete.length, 'axe checked no rule').toBeGreaterThan(
    0,
  );
  expect(
    results.violations.map((violation) => violation.id),
    describeViolations(results.violations),
  ).toEqual([]);
}
