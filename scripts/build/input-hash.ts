import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// What a build step's output depends on, as one hash of the files' contents (never their times):
// a file saved again with the same bytes, a checkout that touches every file or a copy of the
// project changes nothing, while any change of content, a file added, removed or renamed, or a
// change of the step's commands gives another hash.

/** Folders a build never reads: installed packages, build output, and what only tests load. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-support', '.data', '.git']);
/** Tests beside the code are not part of any build (the architecture check keeps them out). */
const TEST_FILE = /\.(?:test|spec)\.tsx?$|\.fixture\.ts$/;

/**
 * Every file under `inputs` (folders, walked recursively, or single files), project-relative with
 * forward slashes, sorted, tests and test support left out. An input that does not exist adds
 * nothing: its appearance later changes the list.
 */
export function inputFiles(root: string, inputs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) walk(path);
    else files.push(input);
  }
  return [...new Set(files)].sort();
}

/**
 * SHA-256 over the step's recipe (its commands, so a changed command builds again) and every input
 * file's path and content.
 */
export function inputHash(
  root: string,
  inputs: readonly string[],
  recipe: readonly string[],
): string {
  const hash = createHash('sha256');
  hash.update(`recipe\0${recipe.join('\n')}\0`);
  for (const file of inputFiles(root, inputs)) {
    const content = readFileSync(join(root, file));
    // Path and length first, so no two different file sets can feed the same bytes.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}
