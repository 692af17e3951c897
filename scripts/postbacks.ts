import { runCli } from './postbacks/cli.ts';

// Entry point of `npm run postbacks -- <command>` (scripts/postbacks/cli.ts does the work).

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
