import type { ImportEdge } from './import-graph.ts';

// The server's wings (docs/architecture.md): folders named by role, each allowed to import only
// the wings below it, so a payment's story reads from the routes down to the records and nothing
// points back up. `server/*.ts` (main.ts, app.ts, app-deps.ts) is the composition root, which wires
// every wing together and may import any of them; tests and `server/test-support/` may import
// anything.
export const SERVER_WINGS = {
  /** The merchant API as data: schemas, the spec's tables, the error type. */
  contract: [],
  /** Database, config, ids, paths, logging, the background loop. */
  platform: ['contract'],
  /** The payment lifecycle, free of Fastify and of the sandbox. */
  domain: ['contract', 'platform'],
  /** The edge every route shares: auth, errors, limits, headers, dialects, the idempotency header. */
  http: ['domain', 'contract', 'platform'],
  /** Thin routes: schema binding and request → domain input. */
  api: ['http', 'domain', 'contract', 'platform'],
  /**
   * What a production deployment replaces: the processor behind the domain's port, and the
   * sandbox's own pages, which are routes and so use the edge like api/ does.
   */
  sandbox: ['http', 'domain', 'contract', 'platform'],
} as const satisfies Record<string, readonly string[]>;

export type ServerWing = keyof typeof SERVER_WINGS;

const TEST_SUPPORT = 'server/test-support/';

function isWing(name: string): name is ServerWing {
  return Object.hasOwn(SERVER_WINGS, name);
}

/** `root` for server/*.ts, the wing for server/<wing>/…, null for tests and anything outside. */
export function wingOf(path: string): ServerWing | 'root' | 'unplaced' | null {
  if (!path.startsWith('server/') || path.startsWith(TEST_SUPPORT)) return null;
  if (/\.test\.tsx?$/.test(path)) return null;
  const parts = path.split('/');
  if (parts.length === 2) return 'root';
  const wing = parts[1] ?? '';
  return isWing(wing) ? wing : 'unplaced';
}

/** Server files outside every wing (a new top-level folder): each must find its wing. */
export function unplacedServerFiles(paths: Iterable<string>): string[] {
  return [...paths].filter((path) => wingOf(path) === 'unplaced').sort();
}

/** Imports that go against the wing order, as `from -> to`. */
export function wingViolations(edges: readonly ImportEdge[]): string[] {
  const found = new Set<string>();
  for (const edge of edges) {
    const from = wingOf(edge.from);
    const to = wingOf(edge.to);
    if (from === null || from === 'root' || from === 'unplaced') continue;
    if (to === null || to === from || to === 'unplaced') continue;
    const allowed: readonly string[] = SERVER_WINGS[from];
    if (to === 'root' || !allowed.includes(to)) found.add(`${edge.from} -> ${edge.to}`);
  }
  return [...found].sort();
}

/** What a wing may import, for an error message. */
export function wingRule(path: string): string {
  const wing = wingOf(path);
  if (wing === null || wing === 'root' || wing === 'unplaced') return '';
  const allowed: readonly string[] = SERVER_WINGS[wing];
  return allowed.length === 0
    ? `server/${wing}/ imports nothing else of the server`
    : `server/${wing}/ may import ${allowed.map((name) => `server/${name}/`).join(', ')}`;
}

/**
 * Sibling folders anywhere under server/ that import each other, at every depth (two wings, or
 * two folders inside one wing), as `a <-> b` with the crossing imports. Tests and test support are
 * left out: they may reach anywhere.
 */
export function mutualServerFolders(edges: readonly ImportEdge[]): Map<string, string[]> {
  const crossings = new Map<string, string[]>();
  for (const edge of edges) {
    if (wingOf(edge.from) === null || wingOf(edge.to) === null) continue;
    const fromDirs = edge.from.split('/').slice(0, -1);
    const toDirs = edge.to.split('/').slice(0, -1);
    let common = 0;
    while (common < fromDirs.length && fromDirs[common] === toDirs[common]) common += 1;
    if (common >= fromDirs.length || common >= toDirs.length) continue;
    const a = fromDirs.slice(0, common + 1).join('/');
    const b = toDirs.slice(0, common + 1).join('/');
    const key = `${a}->${b}`;
    crossings.set(key, [...(crossings.get(key) ?? []), `${edge.from} -> ${edge.to}`]);
  }
  const pairs = new Map<string, string[]>();
  for (const [key, imports] of crossings) {
    const [a = '', b = ''] = key.split('->');
    const back = crossings.get(`${b}->${a}`);
    if (!back) continue;
    const pair = [a, b].sort().join(' <-> ');
    if (!pairs.has(pair)) pairs.set(pair, [...imports, ...back].sort());
  }
  return pairs;
}
