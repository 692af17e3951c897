import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKED_FOLDERS } from './architecture-report.ts';
import { importGraph } from './import-graph.ts';
import { wingOf } from './server-wings.ts';
import { readSourceTree } from './source-tree.ts';

// Two payments read through the real tree: a card paid on the form, and an MIT sale on a saved
// token. Control goes down through four wings, http → api → domain → platform, and never back up;
// contract's schemas and tables are read on the way (it imports nothing). The processor is the
// domain's port, so the sandbox is reached only through what main.ts passes in, never by import.

const root = fileURLToPath(new URL('../..', import.meta.url));
const edges = importGraph(readSourceTree(root, CHECKED_FOLDERS)).filter(
  (edge) => edge.kind !== 'type',
);

/** The wings a file reaches through its value imports, itself included. */
function wingsReached(entry: string): string[] {
  const seen = new Set([entry]);
  const todo = [entry];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    for (const edge of edges) {
      if (edge.from === file && !seen.has(edge.to)) {
        seen.add(edge.to);
        todo.push(edge.to);
      }
    }
  }
  const wings = new Set<string>();
  for (const file of seen) {
    const wing = wingOf(file);
    if (wing !== null) wings.add(wing);
  }
  return [...wings].sort();
}

describe('a payment through the wings', () => {
  it.each([
    [
      'a card on the form',
      'server/api/form/session-routes.ts',
      'server/domain/attempts/pay-with-card.ts',
    ],
    [
      'an MIT sale',
      'server/api/merchant/token-charge-routes.ts',
      'server/domain/token-charges/charge-token.ts',
    ],
  ])(
    '%s: the route reaches the edge, the domain, the platform and the contract; the domain no more',
    (_name, route, domain) => {
      expect(wingsReached(route)).toEqual(['api', 'contract', 'domain', 'http', 'platform']);
      expect(wingsReached(domain)).toEqual(['contract', 'domain', 'platform']);
    },
  );
});
