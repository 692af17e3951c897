import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { BuildStep, StepName } from './build-steps.ts';
import { inputHash } from './input-hash.ts';

// Runs build steps, or with `ifChanged` only those whose inputs changed since they were last built.
// Each step's stamp (dist/.build-stamps/<step>.sha256) holds the hash of the inputs its output
// was built from. The stamp is removed before the step runs and written only once every command
// has succeeded, so a build that failed or was interrupted is never taken for a finished one.

export type BuildReason =
  | 'always'
  | 'never built'
  | 'inputs changed'
  | 'output missing'
  | 'unchanged';

export interface StepPlan {
  step: BuildStep;
  hash: string;
  reason: BuildReason;
}

export interface RunOptions {
  root: string;
  /** npm start: skip the steps whose inputs are what their output was built from. */
  ifChanged: boolean;
  /** Runs one command from the root; rejects when it fails. */
  exec(argv: readonly string[]): Promise<void>;
  log(line: string): void;
}

export function stampPath(root: string, step: StepName): string {
  return join(root, 'dist', '.build-stamps', `${step}.sha256`);
}

const recipeOf = (step: BuildStep): string[] => step.commands.map((argv) => argv.join(' '));

/** Whether `step` needs building, and the hash its stamp gets when it does. */
export function planStep(root: string, step: BuildStep, ifChanged: boolean): StepPlan {
  const hash = inputHash(root, step.inputs, recipeOf(step));
  if (!ifChanged) return { step, hash, reason: 'always' };
  const stamp = stampPath(root, step.name);
  if (!existsSync(stamp)) return { step, hash, reason: 'never built' };
  if (readFileSync(stamp, 'utf8').trim() !== hash) return { step, hash, reason: 'inputs changed' };
  if (step.outputs.some((output) => !existsSync(join(root, output)))) {
    return { step, hash, reason: 'output missing' };
  }
  return { step, hash, reason: 'unchanged' };
}

export interface RunReport {
  built: StepName[];
  skipped: StepName[];
}

export async function runSteps(
  steps: readonly BuildStep[],
  options: RunOptions,
): Promise<RunReport> {
  const report: RunReport = { built: [], skipped: [] };
  for (const step of steps) {
    const plan = planStep(options.root, step, options.ifChanged);
    if (plan.reason === 'unchanged') {
      options.log(`[build] ${step.name}: unchanged since its last build, not built again`);
      report.skipped.push(step.name);
      continue;
    }
    options.log(`[build] ${step.name}: building ${step.label} (${plan.reason})`);
    const stamp = stampPath(options.root, step.name);
    rmSync(stamp, { force: true });
    for (const argv of step.commands) await options.exec(argv);
    mkdirSync(dirname(stamp), { recursive: true });
    // The hash of the inputs as they were before the commands ran: a file saved during the build
    // makes the next start build again rather than trust output that may predate it.
    writeFileSync(stamp, `${plan.hash}\n`);
    report.built.push(step.name);
  }
  return report;
}

/** Runs `argv` from `root` as npm scripts do, with the project's own binaries first on the PATH. */
export function execInProject(root: string): RunOptions['exec'] {
  return ([command, ...args]) =>
    new Promise((resolve, reject) => {
      if (command === undefined) return resolve();
      const child = spawn(command, args, {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
        },
        // The binaries are .cmd files on Windows, which only a shell runs.
        shell: process.platform === 'win32',
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(
            new Error(
              `[Kassa] ${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`,
            ),
          );
      });
    });
}
