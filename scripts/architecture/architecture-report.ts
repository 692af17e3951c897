import { systemClockInDomain } from './domain-clock.ts';
import { edgeImportsInDomain } from './domain-edge.ts';
import { sandboxDataInDomain } from './domain-sandbox.ts';
import { findCycles } from './find-cycles.ts';
import { mutualFolders } from './folder-pairs.ts';
import { type ImportEdge, importGraph } from './import-graph.ts';
import { KNOWN_MUTUAL_SERVER_FOLDERS, KNOWN_WING_VIOLATIONS } from './known-violations.ts';
import {
  mutualServerFolders,
  unplacedServerFiles,
  wingRule,
  wingViolations,
} from './server-wings.ts';
import type { SourceTree } from './source-tree.ts';
import { isTestCode, sqlOutsideStores } from './sql-outside-stores.ts';
import { topFolderRule, topFolderViolations } from './top-folder-order.ts';

/** The folders whose imports are checked. */
export const CHECKED_FOLDERS = [
  'common',
  'src',
  'hosted',
  'embed',
  'preview',
  'backoffice',
  'themes',
  'server',
  'bench',
  'e2e',
  'scripts',
] as const;

// The folders that ship. Tooling folders (bench, e2e, scripts) may share support code both ways.
const SHIPPED_FOLDERS = new Set([
  'common',
  'src',
  'hosted',
  'embed',
  'preview',
  'backoffice',
  'themes',
  'server',
]);

/**
 * Shipped folder pairs allowed to import each other while a move is under way: none since issue
 * #14 moved PaymentFormOverride into themes/. The list may only shrink: an entry that no longer
 * occurs fails the check until it is deleted here.
 */
export const KNOWN_MUTUAL_FOLDERS: readonly string[] = [];

/** `npm start` runs dist/node, built from the server's entry and what it imports. */
export const SERVER_ENTRY = 'server/main.ts';

export interface ArchitectureReport {
  errors: string[];
  warnings: string[];
}

/** The debts the check tolerates while they are paid off (tests pass their own). */
export interface KnownDebts {
  mutualFolders: readonly string[];
  wingViolations: readonly string[];
  mutualServerFolders: readonly string[];
}

const KNOWN_DEBTS: KnownDebts = {
  mutualFolders: KNOWN_MUTUAL_FOLDERS,
  wingViolations: KNOWN_WING_VIOLATIONS,
  mutualServerFolders: KNOWN_MUTUAL_SERVER_FOLDERS,
};

export function architectureReport(
  tree: SourceTree,
  known: Partial<KnownDebts> = KNOWN_DEBTS,
): ArchitectureReport {
  const knownMutualFolders = known.mutualFolders ?? [];
  const edges = importGraph(tree);
  const errors: string[] = [];
  const warnings: string[] = [];

  for (const cycle of findCycles(edges, ['value'])) {
    errors.push(
      `import cycle: ${cycle.join(' -> ')}. Modules in a cycle load in an order that depends on ` +
        'who imports them first. Move what both need into a third module, or make one side ' +
        '`import type` if it only needs types.',
    );
  }
  const valueCycles = new Set(findCycles(edges, ['value']).map((cycle) => cycle[0]));
  for (const cycle of findCycles(edges, ['value', 'type'])) {
    if (valueCycles.has(cycle[0])) continue;
    warnings.push(
      `type-only import cycle: ${cycle.join(' -> ')}. Harmless at run time, but the two sides ` +
        'cannot change apart: move the shared types into the module that owns them.',
    );
  }

  const mutual = mutualFolders(edges).filter((pair) =>
    pair.split(' <-> ').every((folder) => SHIPPED_FOLDERS.has(folder)),
  );
  for (const pair of mutual) {
    const message =
      `folders import each other: ${pair}. ${crossingList(edges, pair)}. One of the two must ` +
      'own what both use: move it there, so imports go one way only.';
    if (knownMutualFolders.includes(pair)) warnings.push(`${message} (known)`);
    else errors.push(message);
  }
  for (const pair of knownMutualFolders) {
    if (!mutual.includes(pair)) {
      errors.push(
        `"${pair}" no longer import each other: delete it from KNOWN_MUTUAL_FOLDERS in ` +
          'scripts/architecture/architecture-report.ts so it cannot come back.',
      );
    }
  }

  for (const violation of topFolderViolations(edges)) {
    errors.push(
      `import against the folder order: ${violation}. ${topFolderRule(violation)}: what the ` +
        'server and the form share lives in common/, which both import (docs/architecture.md); ' +
        'move what is needed there.',
    );
  }

  checkWings(tree, edges, known, errors);

  for (const finding of sqlOutsideStores(tree)) {
    errors.push(
      `SQL outside a storage module: ${finding.path}:${finding.line} "${finding.text}". SQL lives ` +
        'in files named store.ts or *-store.ts, or under server/platform/db/: move the statement into the ' +
        "resource's store and call a function named by what it does.",
    );
  }

  for (const finding of systemClockInDomain(tree)) {
    errors.push(
      `the system clock read in the domain: ${finding.path}:${finding.line} "${finding.text}". ` +
        "Domain code takes the time it is given (AppDeps.now, a worker's now, a sandbox clock's " +
        'time): take `now` from the caller instead.',
    );
  }

  for (const finding of edgeImportsInDomain(tree)) {
    errors.push(
      `the HTTP edge in the domain: ${finding.path}:${finding.line} imports "${finding.specifier}". ` +
        'What the domain needs from a request arrives typed from server/http/ or server/api/: ' +
        'move the code that reads the framework there.',
    );
  }

  for (const crossing of sandboxDataInDomain(edges)) {
    errors.push(
      `the sandbox's data in the domain: ${crossing}. What the domain needs of the sandbox (a ` +
        "test card's outcome, a wallet token, a text) is the processor's to answer: ask it through " +
        'the port (server/domain/processor.ts) and answer it in server/sandbox/processor/.',
    );
  }

  for (const path of reachableFrom(SERVER_ENTRY, edges)) {
    if (isTestCode(path)) {
      errors.push(
        `test code in the production server: ${path} is imported (directly or not) by ` +
          `${SERVER_ENTRY}, so tsc builds it into dist/node. Keep test helpers in a test-support/ folder ` +
          'and import them from tests only.',
      );
    }
  }
  return { errors, warnings };
}

function checkWings(
  tree: SourceTree,
  edges: readonly ImportEdge[],
  known: Partial<KnownDebts>,
  errors: string[],
): void {
  for (const path of unplacedServerFiles(tree.keys())) {
    errors.push(
      `server file outside the wings: ${path}. The server is grouped by role (docs/architecture.md): ` +
        'put it in contract/, platform/, domain/, http/, api/ or sandbox/, by what it does.',
    );
  }
  const knownViolations = known.wingViolations ?? [];
  const violations = wingViolations(edges);
  for (const violation of violations) {
    if (knownViolations.includes(violation)) continue;
    errors.push(
      `import against the wing order: ${violation}. ${wingRule(violation.split(' -> ')[0] ?? '')}: ` +
        'move what is needed into a lower wing, or pass it in from the composition root (server/app.ts).',
    );
  }
  const knownPairs = known.mutualServerFolders ?? [];
  const pairs = mutualServerFolders(edges);
  for (const [pair, imports] of pairs) {
    if (knownPairs.includes(pair)) continue;
    errors.push(
      `server folders import each other: ${pair} (${imports.join(', ')}). One of the two must own ` +
        'what both use: move it there, so imports go one way only.',
    );
  }
  for (const debt of knownViolations) {
    if (!violations.includes(debt)) {
      errors.push(
        `"${debt}" no longer occurs: delete it from KNOWN_WING_VIOLATIONS in ` +
          'scripts/architecture/known-violations.ts so it cannot come back.',
      );
    }
  }
  for (const debt of knownPairs) {
    if (!pairs.has(debt)) {
      errors.push(
        `"${debt}" no longer import each other: delete it from KNOWN_MUTUAL_SERVER_FOLDERS in ` +
          'scripts/architecture/known-violations.ts so it cannot come back.',
      );
    }
  }
}

function crossingList(edges: readonly ImportEdge[], pair: string): string {
  const [a, b] = pair.split(' <-> ');
  const crossing = edges.filter((edge) => {
    const from = edge.from.split('/')[0];
    const to = edge.to.split('/')[0];
    return (from === a && to === b) || (from === b && to === a);
  });
  return crossing.map((edge) => `${edge.from} -> ${edge.to}`).join(', ');
}

function reachableFrom(entry: string, edges: readonly ImportEdge[]): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (const path of queue) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const edge of edges) if (edge.from === path) queue.push(edge.to);
  }
  return [...seen].sort();
}
