import type { TestStep } from './steps.ts';

// Runs every step, one after another (the suites each use both cores of a small machine), and
// reports them all at the end: ok, FAILED with the exit code, or not run because a step it needs
// failed.

export type StepOutcome =
  | { status: 'ok'; seconds: number }
  | { status: 'failed'; seconds: number; code: number }
  | { status: 'not run'; missing: readonly string[] };

export interface StepResult {
  step: TestStep;
  outcome: StepOutcome;
}

export interface RunAllOptions {
  /** Runs `npm run <script>` and answers its exit code. */
  run(script: string): Promise<number>;
  log(line: string): void;
  /** Seconds since some fixed moment (performance.now by default): each step's duration. */
  clock?: () => number;
}

export async function runAll(
  steps: readonly TestStep[],
  options: RunAllOptions,
): Promise<StepResult[]> {
  const clock = options.clock ?? (() => performance.now() / 1000);
  const results: StepResult[] = [];
  const passed = new Set<string>();
  for (const step of steps) {
    const missing = (step.needs ?? []).filter((need) => !passed.has(need));
    if (missing.length > 0) {
      options.log(`::: ${step.script}: not run, it needs ${missing.join(', ')}, which failed`);
      results.push({ step, outcome: { status: 'not run', missing } });
      continue;
    }
    options.log(`::: npm run ${step.script}`);
    const started = clock();
    const code = await options.run(step.script);
    const seconds = Math.round(clock() - started);
    if (code === 0) {
      passed.add(step.script);
      results.push({ step, outcome: { status: 'ok', seconds } });
    } else {
      results.push({ step, outcome: { status: 'failed', seconds, code } });
    }
  }
  return results;
}

/** The closing report: one line per step, then which failed (or that all passed). */
export function summary(results: readonly StepResult[]): string[] {
  const width = Math.max(...results.map(({ step }) => step.script.length));
  const lines = ['::: npm test, step by step'];
  for (const { step, outcome } of results) {
    const name = step.script.padEnd(width);
    if (outcome.status === 'ok') lines.push(`  ${name}  ok      ${outcome.seconds} s`);
    else if (outcome.status === 'failed') {
      lines.push(`  ${name}  FAILED  ${outcome.seconds} s (exit code ${outcome.code})`);
    } else lines.push(`  ${name}  not run (needs ${outcome.missing.join(', ')})`);
  }
  // Worded apart from a test runner's closing "N passed, N failed": these are steps, not tests.
  const failed = results.filter(({ outcome }) => outcome.status !== 'ok');
  lines.push(
    failed.length === 0
      ? `npm test: all ${results.length} steps passed`
      : `npm test: ${failed.length} of ${results.length} steps failed or did not run: ${failed.map(({ step }) => step.script).join(', ')}`,
  );
  return lines;
}
