import { topFolder } from './folder-pairs.ts';
import type { ImportEdge } from './import-graph.ts';

// What the server and the form share (contract schemas, money, card rules, method tables, the
// sandbox's test cards) lives in common/, which both import; the server never reaches into the
// form, and common/ reaches into neither. Tests count too: a server test that imports the form
// ties the two together as surely as shipped code does.
export const FORBIDDEN_TOP_FOLDERS = {
  /** The sandbox merchant API and the form's API: the form's folders are not its to import. */
  server: ['src', 'hosted', 'embed', 'backoffice'],
  /** Shared by the server and the form, so it may import neither (themes/ is data both use). */
  common: ['src', 'server', 'hosted', 'embed', 'preview', 'backoffice'],
  /**
   * The back office speaks to the server through the contract (common/) only, and is no part of
   * the payment form: what it shares with the form (themes, money) is in common/ and themes/.
   */
  backoffice: ['server', 'src', 'hosted', 'embed', 'preview'],
} as const satisfies Record<string, readonly string[]>;

type RuledFolder = keyof typeof FORBIDDEN_TOP_FOLDERS;

const isRuled = (folder: string): folder is RuledFolder =>
  Object.hasOwn(FORBIDDEN_TOP_FOLDERS, folder);

/** Imports from a ruled top-level folder into one it may not import, as `from -> to`. */
export function topFolderViolations(edges: readonly ImportEdge[]): string[] {
  const found = new Set<string>();
  for (const edge of edges) {
    const from = topFolder(edge.from);
    if (!isRuled(from)) continue;
    const forbidden: readonly string[] = FORBIDDEN_TOP_FOLDERS[from];
    if (forbidden.includes(topFolder(edge.to))) found.add(`${edge.from} -> ${edge.to}`);
  }
  return [...found].sort();
}

/** What the importing file's folder may not import, for an error message. */
export function topFolderRule(path: string): string {
  const from = topFolder(path);
  if (!isRuled(from)) return '';
  const forbidden = FORBIDDEN_TOP_FOLDERS[from].map((folder) => `${folder}/`);
  return `${from}/ may not import ${forbidden.join(', ')}`;
}
