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

/**
 * Runs axe on the page and every frame in it: axe reaches a frame's content only when it is loaded
 * in that frame too, so it is loaded in each (the designer preview's panels are frames).
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => 'axe' in window);
    if (!loaded) await frame.evaluate(axeSource);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        // Every node of every result type, not just the violations: framesReached counts them.
        runOnly: { type: 'tag', values: tags },
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

/** Answers the results, so a caller can check what the run reached. */
export async function expectNoAxeViolations(page: Page): Promise<AxeResults> {
  const results = await runAxe(page);
  // A run that checked nothing would pass vacuously (axe loaded into a blank or unrendered page).
  expect(results.passes.length + results.incomplete.length, 'axe checked no rule').toBeGreaterThan(
    0,
  );
  expect(
    results.violations.map((violation) => violation.id),
    describeViolations(results.violations),
  ).toEqual([]);
  return results;
}

/** How many distinct frames the checked nodes of a run came from (a target per frame level). */
export function framesReached(results: AxeResults): number {
  const frames = new Set<string>();
  for (const result of [...results.passes, ...results.incomplete, ...results.violations]) {
    for (const node of result.nodes) {
      if (node.target.length > 1) frames.add(JSON.stringify(node.target.slice(0, -1)));
    }
  }
  return frames.size;
}
