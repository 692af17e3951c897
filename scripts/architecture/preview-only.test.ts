import { describe, expect, it } from 'vitest';
import { type ImportEdge, importGraph } from './import-graph.ts';
import { readSourceTree } from './source-tree.ts';

// The designer preview's own code (its sample checkout, its pseudo-locale, its editors) never
// reaches a page a shopper loads: not the hosted page, its server rendering, nor the embed
// script, by any import, lazy ones included. A shopper's page cannot speak the pseudo-locale.

const ROOT = new URL('../..', import.meta.url).pathname;
const ENTRIES = ['hosted/main.tsx', 'hosted/server-render.tsx', 'embed/main.ts'];

function reached(edges: readonly ImportEdge[], from: readonly string[]): Set<string> {
  const seen = new Set<string>(from);
  const next = [...from];
  for (let path = next.pop(); path !== undefined; path = next.pop()) {
    for (const edge of edges) {
      if (edge.from === path && !seen.has(edge.to)) {
        seen.add(edge.to);
        next.push(edge.to);
      }
    }
  }
  return seen;
}

describe("a shopper's pages", () => {
  it('import nothing of the designer preview', () => {
    const tree = readSourceTree(ROOT, ['hosted', 'embed', 'src', 'common', 'themes', 'preview']);
    for (const entry of ENTRIES) expect(tree.has(entry), entry).toBe(true);
    const files = [...reached(importGraph(tree), ENTRIES)];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((path) => path.startsWith('preview/'))).toEqual([]);
  });

  it('import nothing of the back office, which no shopper loads', () => {
    const tree = readSourceTree(ROOT, ['hosted', 'embed', 'src', 'common', 'themes', 'backoffice']);
    expect(tree.has('backoffice/main.tsx')).toBe(true);
    const files = [...reached(importGraph(tree), ENTRIES)];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((path) => path.startsWith('backoffice/'))).toEqual([]);
  });
});
