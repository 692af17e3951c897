import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The import rules are Biome's (biome.json `overrides`). A probe proves one fires: the project's
// own overrides, copied into a scratch project, lint one file at a time with the project's Biome,
// so a test states what a file at a given path may import without touching the real tree.

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

export interface LintResult {
  ok: boolean;
  output: string;
}

export interface BiomeProbe {
  /** Lints `source` as the file at `path` (relative to the project root) for restricted imports. */
  lint(path: string, source: string): LintResult;
  /** Removes the scratch project. */
  remove(): void;
}

export function biomeProbe(): BiomeProbe {
  const { overrides }: { overrides: unknown } = JSON.parse(
    readFileSync(join(root, 'biome.json'), 'utf8'),
  );
  const scratch = mkdtempSync(join(tmpdir(), 'kassa-import-rule-'));
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ overrides }));
  return {
    lint(path, source) {
      const file = join(scratch, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
      const result = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', file], {
        cwd: scratch,
        encoding: 'utf8',
      });
      rmSync(file);
      return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
