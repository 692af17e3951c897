import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The embed rule is Biome's (biome.json `overrides`). This proves it fires: the project's own
// overrides, copied into a scratch project with one embed/ file, linted by the project's Biome.
const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const { overrides }: { overrides: unknown } = JSON.parse(
  readFileSync(join(root, 'biome.json'), 'utf8'),
);
const scratch = mkdtempSync(join(tmpdir(), 'kassa-embed-rule-'));
writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ overrides }));
mkdirSync(join(scratch, 'embed'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintEmbedFile(name: string, source: string): { ok: boolean; output: string } {
  const path = join(scratch, 'embed', name);
  writeFileSync(path, source);
  const result = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', path], {
    cwd: scratch,
    encoding: 'utf8',
  });
  rmSync(path);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe('embed/ import rule', () => {
  it.each([
    ["import { h } from 'preact';", 'preact'],
    ["import { signal } from '@preact/signals';", '@preact/*'],
    ["import { formatMoney } from '../src/money/format.ts';", 'the form core'],
    ["import { resolveTheme } from '../themes/resolve-theme.ts';", 'themes/'],
    ["import { m } from '../src/protocol/../checkout/model.ts';", 'a way out of src/protocol/'],
    ["export const page = () => import('../hosted/main.tsx');", 'a lazy import of hosted/'],
    ["import validator from 'card-validator';", 'any package'],
  ])('refuses %s (%s) and says what is allowed', (source) => {
    const { ok, output } = lintEmbedFile('probe.ts', `${source}\n`);
    expect(ok).toBe(false);
    expect(output).toContain('may import only its own files');
  });

  it('allows its own files and src/protocol/', () => {
    const source =
      "import type { TResult } from '../src/protocol/messages.ts';\n" +
      "import { fail } from './validate-args.ts';\n";
    expect(lintEmbedFile('probe.ts', source)).toEqual({ ok: true, output: expect.any(String) });
  });

  it('leaves embed tests free to import the test runner', () => {
    expect(lintEmbedFile('probe.test.ts', "import { it } from 'vitest';\n").ok).toBe(true);
  });
});
