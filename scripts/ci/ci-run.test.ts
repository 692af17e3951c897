import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { TEST_STEPS } from '../test-all/steps.ts';

// .ci/run runs the steps of `npm test` itself, some side by side, instead of `npm test`: a step
// added to `npm test` (scripts/test-all/steps.ts) must be added there too, or CI would stop
// running it.

const root = join(import.meta.dirname, '..', '..');

it('npm test runs its step list', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(scripts.test).toBe('tsx scripts/test-all.ts');
  for (const { script } of TEST_STEPS) expect(scripts[script], script).toBeDefined();
});

it('.ci/run runs the server project on PostgreSQL and every other vitest project as npm test does', () => {
  const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');
  const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
  const projects = [...config.matchAll(/name: '([a-z]+)',/g)].map((match) => match[1]);
  expect(projects).toContain('server');
  // test:unit runs there without its server project, which `npm run test:server` runs instead.
  for (const project of projects.filter((name) => name !== 'server')) {
    expect(ciRun, project).toContain(`--project ${project}`);
  }
  expect(ciRun).toContain('DATABASE_URL="$KASSA_CI_DATABASE_URL" npm run test:server');
});

it('.ci/run runs every step of `npm test`', () => {
  expect(TEST_STEPS.length).toBeGreaterThan(1);
  const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');
  const missing = TEST_STEPS.map(({ script }) => `npm run ${script}`).filter(
    (command) => !ciRun.includes(command),
  );
  expect(missing).toEqual([]);
});
