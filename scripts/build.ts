import { join } from 'node:path';
import { stepsNamed } from './build/build-steps.ts';
import { execInProject, runSteps } from './build/run-steps.ts';

// `npm run build` (every step, always), `npm run build:web|embed|server` (one step), and the first
// half of `npm start` (`--if-changed`: only the steps whose inputs changed since they were built,
// so a start with nothing changed goes straight to the server). scripts/build/ does the work.

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const names = args.filter((arg) => arg !== '--if-changed');
const root = join(import.meta.dirname, '..');

try {
  await runSteps(stepsNamed(names), {
    root,
    ifChanged,
    exec: execInProject(root),
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
