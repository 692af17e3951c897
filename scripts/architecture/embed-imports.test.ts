import { afterAll, describe, expect, it } from 'vitest';
import { biomeProbe } from '../test-support/biome-probe.ts';

// The embed rule is Biome's (biome.json `overrides`). This proves it fires: the project's own
// overrides, copied into a scratch project with one embed/ file, linted by the project's Biome.
const probe = biomeProbe();
afterAll(probe.remove);

const lintEmbedFile = (name: string, source: string) => probe.lint(`embed/${name}`, source);

describe('embed/ import rule', () => {
  it.each([
    ["import { h } from 'preact';", 'preact'],
    ["import { signal } from '@preact/signals';", '@preact/*'],
    ["import { formatMoney } from '../common/money/format.ts';", 'common/'],
    ["import { Form } from '../src/components/Form.tsx';", 'the form core'],
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

  it('leaves embed tests and their support free to import the test runner', () => {
    expect(lintEmbedFile('probe.test.ts', "import { it } from 'vitest';\n").ok).toBe(true);
    expect(lintEmbedFile('test-support/probe.ts', "import { vi } from 'vitest';\n").ok).toBe(true);
  });
});
