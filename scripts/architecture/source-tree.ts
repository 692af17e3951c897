import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Source files by project-relative path (forward slashes), so checks run on a fake tree in tests. */
export type SourceTree = ReadonlyMap<string, string>;

const SOURCE_FILE = /\.tsx?$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
]);

/** Reads every `.ts`/`.tsx` file under the given top-level folders of `root`. */
export function readSourceTree(root: string, folders: readonly string[]): SourceTree {
  const tree = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (SOURCE_FILE.test(entry.name)) {
        tree.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return tree;
}
