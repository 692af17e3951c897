import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// .ci/steps.sh, which .ci/run is made of: steps side by side or one after another, each failing
// the script when it fails, with logs that do not interleave and a duration for each step.

const stepsFile = join(import.meta.dirname, '..', '..', '.ci', 'steps.sh');

/** Runs `body` in bash under `set -euo pipefail` with the steps sourced, as .ci/run does. */
function ciScript(body: string): { code: number | null; out: string } {
  const run = spawnSync(
    'bash',
    [
      '-c',
      `set -euo pipefail\n. "$0"\ntrap 'step_summary; rm -rf "$STEP_DIR"' EXIT\n${body}`,
      stepsFile,
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
  );
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('CI steps', () => {
  it('run side by side, print each log whole in the order given, and time every step', () => {
    const { code, out } = ciScript(`
      slow() { echo slow-1; sleep 1; echo slow-2; }
      quick() { echo quick-1; echo quick-2; }
      together slow quick
      echo after`);
    expect(code).toBe(0);
    expect(out).toMatch(
      /::: slow \(ok\)\nslow-1\nslow-2\n::: quick \(ok\)\nquick-1\nquick-2\nafter/,
    );
    expect(out).toMatch(/ {2}quick +\d+ {2}ok\n {2}slow +\d+ {2}ok\n/);
  });

  it('side by side: one failing step fails the group once every step has ended', () => {
    const { code, out } = ciScript(`
      broken() { false; echo never-printed; }
      slow() { sleep 1; echo slow-done; }
      together broken slow
      echo never-reached`);
    expect(code).toBe(1);
    expect(out).toContain('::: broken (FAILED)');
    expect(out).toContain('::: slow (ok)\nslow-done');
    expect(out).not.toContain('never-printed');
    expect(out).not.toContain('never-reached');
    expect(out).toMatch(/broken +\d+ {2}FAILED \(exit 1\)/);
  });

  it('one after another: a command failing inside a step stops the step and the script', () => {
    const { code, out } = ciScript(`
      first() { echo first-ran; }
      broken() { echo broken-started; (exit 3); echo never-printed; }
      step first
      step broken
      echo never-reached`);
    expect(code).toBe(3);
    expect(out).toContain('::: first\nfirst-ran\n::: broken\nbroken-started\n');
    expect(out).not.toContain('never-printed');
    expect(out).not.toContain('never-reached');
    expect(out).toMatch(/first +\d+ {2}ok\n {2}broken +\d+ {2}FAILED \(exit 3\)/);
  });

  it('a failing command in a pipe fails its step (pipefail holds in a step)', () => {
    const { code, out } = ciScript(`
      piped() { false | cat; echo never-printed; }
      step piped`);
    expect(code).toBe(1);
    expect(out).not.toContain('never-printed');
  });
});
