import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../architecture/import-graph.ts';
import { readSourceTree } from '../architecture/source-tree.ts';
import { BUILD_STEPS, type BuildStep, stepsNamed } from './build-steps.ts';

// A step whose inputs miss a folder its code imports from would keep serving the old build after
// a change there. The real imports decide: every file reachable from a step's entries must be
// one of its inputs.

const root = join(import.meta.dirname, '..', '..');
const tree = readSourceTree(root, [
  'common',
  'src',
  'hosted',
  'preview',
  'backoffice',
  'themes',
  'embed',
  'server',
]);
const edges = importGraph(tree);

function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set(entries);
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const edge of edges) {
      // Type imports too: tsc reads them for the server build and the embed's .d.ts.
      if (edge.from === file && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return seen;
}

const covers = (step: BuildStep, file: string): boolean =>
  step.inputs.some((input) => file === input || file.startsWith(`${input}/`));

describe('the build steps', () => {
  for (const step of BUILD_STEPS) {
    it(`${step.name}: every file its entries import is one of its inputs`, () => {
      for (const entry of step.entries) expect(tree.has(entry), entry).toBe(true);
      const outside = [...reachable(step.entries)].filter((file) => !covers(step, file));
      expect(outside).toEqual([]);
    });

    it(`${step.name}: its inputs exist`, () => {
      const missing = step.inputs.filter((input) => !existsSync(join(root, input)));
      expect(missing).toEqual([]);
    });
  }

  it('are named on the command line, in build order, and an unknown name is refused', () => {
    expect(stepsNamed([]).map((step) => step.name)).toEqual(['web', 'embed', 'server']);
    expect(stepsNamed(['server', 'web']).map((step) => step.name)).toEqual(['web', 'server']);
    expect(() => stepsNamed(['docs'])).toThrow(
      '[Kassa] unknown build step docs: the steps are web, embed, server',
    );
  });
});
