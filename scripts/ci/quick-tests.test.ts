import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run test:quick` runs one browser test per door, picked by title. A renamed test would make
// it run none of that door (Playwright runs what matches, and nothing is no failure), so the
// titles it names are checked here against the spec files it names: exactly one each.

const root = join(import.meta.dirname, '..', '..');
const manifest: { scripts: Record<string, string> } = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
);
const quick = manifest.scripts['test:quick'] ?? '';

/** The test titles of a spec file, as written in `test('…'` calls. */
function titles(spec: string): string[] {
  const text = readFileSync(join(root, spec), 'utf8');
  return [...text.matchAll(/\btest\(\s*(['"`])(.*?)\1/g)].map((match) => match[2] ?? '');
}

describe('npm run test:quick', () => {
  const playwright = /playwright test ((?:e2e\/\S+\.spec\.ts ?)+) --grep "([^"]+)"/.exec(quick);

  it('runs lint, the architecture check, types, the unit tests without a database, and a build', () => {
    expect(quick).toMatch(
      /^npm run lint && npm run check:architecture && npm run typecheck && vitest run --project web --project scripts && tsx scripts\/build\.ts --if-changed && playwright test /,
    );
  });

  it('runs exactly one browser test of each door: the hosted page and the embed', () => {
    expect(playwright).not.toBeNull();
    const specs = (playwright?.[1] ?? '').trim().split(' ');
    expect(specs).toEqual(['e2e/hosted-checkout.spec.ts', 'e2e/embed.spec.ts']);
    const grep = new RegExp(playwright?.[2] ?? '^$');
    for (const spec of specs) {
      expect(
        titles(spec).filter((title) => grep.test(title)),
        spec,
      ).toHaveLength(1);
    }
  });
});
