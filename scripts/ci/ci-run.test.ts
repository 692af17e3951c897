import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// .ci/run runs the parts of `npm test` itself, some side by side, instead of `npm test`: a part
// added to `npm test` must be added there too, or CI would stop running it.

const root = join(import.meta.dirname, '..', '..');

it('.ci/run runs every part of `npm test`', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const parts = (scripts.test ?? '').split('&&').map((part) => part.trim());
  expect(parts.length).toBeGreaterThan(1);
  const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');
  const missing = parts.filter((part) => !ciRun.includes(part));
  expect(missing).toEqual([]);
});
