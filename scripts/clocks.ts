import { runCli } from './clocks/cli.ts';

// Entry point of `npm run clocks -- <command>` (scripts/clocks/cli.ts does the work).

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
