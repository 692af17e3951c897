import { describe, expect, it } from 'vitest';
import { runAll, summary } from './run-all.ts';
import type { TestStep } from './steps.ts';

// `npm test` runs every step and reports them all: a failed step does not hide the results of
// the steps after it, and a step that needs a failed one is reported as not run.

const steps: TestStep[] = [
  { script: 'lint' },
  { script: 'test:unit' },
  { script: 'build' },
  { script: 'test:e2e', needs: ['build'] },
];

async function run(failing: readonly string[]) {
  const ran: string[] = [];
  let now = 0;
  const results = await runAll(steps, {
    run: async (script) => {
      ran.push(script);
      now += 2;
      return failing.includes(script) ? 1 : 0;
    },
    log: () => undefined,
    clock: () => now,
  });
  return { ran, results, report: summary(results) };
}

describe('npm test (scripts/test-all.ts)', () => {
  it('runs every step after a failed one, and names the failures at the end', async () => {
    const { ran, report } = await run(['lint', 'test:unit']);
    expect(ran).toEqual(['lint', 'test:unit', 'build', 'test:e2e']);
    expect(report).toEqual([
      '::: npm test, step by step',
      '  lint       FAILED  2 s (exit code 1)',
      '  test:unit  FAILED  2 s (exit code 1)',
      '  build      ok      2 s',
      '  test:e2e   ok      2 s',
      'npm test: 2 of 4 steps failed or did not run: lint, test:unit',
    ]);
  });

  it('does not run the browser tests without the build they test, and says so', async () => {
    const { ran, results, report } = await run(['build']);
    expect(ran).toEqual(['lint', 'test:unit', 'build']);
    expect(results.at(-1)?.outcome).toEqual({ status: 'not run', missing: ['build'] });
    expect(report).toContain('  test:e2e   not run (needs build)');
    expect(report.at(-1)).toBe('npm test: 2 of 4 steps failed or did not run: build, test:e2e');
  });

  it('says all passed when all did', async () => {
    expect((await run([])).report.at(-1)).toBe('npm test: all 4 steps passed');
  });
});
