import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runAll, summary } from './test-all/run-all.ts';
import { TEST_STEPS } from './test-all/steps.ts';

// `npm test`: every step of scripts/test-all/steps.ts, each with its output as it comes, then a
// report of them all; exit code 1 if any failed or could not run.

const root = join(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await runAll(TEST_STEPS, {
  run: (script) =>
    new Promise((resolve) => {
      const child = spawn(npm, ['run', script], {
        cwd: root,
        stdio: 'inherit',
        shell: process.platform === 'win32',
      });
      child.once('error', () => resolve(127));
      child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    }),
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`\n${summary(results).join('\n')}\n`);
process.exitCode = results.every(({ outcome }) => outcome.status === 'ok') ? 0 : 1;
