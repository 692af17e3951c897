import type { ImportEdge } from './import-graph.ts';

/** The top-level folder of a project path: `src`, `themes`, `server`… */
export function topFolder(path: string): string {
  return path.split('/')[0] ?? path;
}

/**
 * Pairs of top-level folders that import each other, in any kind (a type import still ties two
 * folders' changes together), as `a <-> b` with `a` sorted first.
 */
export function mutualFolders(edges: readonly ImportEdge[]): string[] {
  const crossings = new Set<string>();
  for (const edge of edges) {
    const from = topFolder(edge.from);
    const to = topFolder(edge.to);
    if (from !== to) crossings.add(`${from}->${to}`);
  }
  const pairs = new Set<string>();
  for (const edge of edges) {
    const from = topFolder(edge.from);
    const to = topFolder(edge.to);
    if (from !== to && crossings.has(`${to}->${from}`)) pairs.add([from, to].sort().join(' <-> '));
  }
  return [...pairs].sort();
}
