import type { ImportEdge } from './import-graph.ts';
import { isTestCode } from './sql-outside-stores.ts';

// The payment lifecycle knows nothing of the sandbox (docs/architecture.md): its test cards, wallet
// sheet and texts are the sandbox processor's, reached through the port (server/domain/processor.ts).
// The wing order keeps server/sandbox/ out of server/domain/ already; the sandbox's data shared with
// the form lives in common/sandbox/, which the wing order does not see, so it is checked here.

const SANDBOX_DATA = 'common/sandbox/';

/** Imports of the sandbox's shared data by shipped server/domain code, as `from -> to`. */
export function sandboxDataInDomain(edges: readonly ImportEdge[]): string[] {
  const found = new Set<string>();
  for (const edge of edges) {
    if (!edge.from.startsWith('server/domain/') || isTestCode(edge.from)) continue;
    if (edge.to.startsWith(SANDBOX_DATA)) found.add(`${edge.from} -> ${edge.to}`);
  }
  return [...found].sort();
}
