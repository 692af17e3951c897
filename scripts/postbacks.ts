import { loadEnvFileIfPresent } from '../server/platform/env-file.ts';
import { runCli } from './postbacks/cli.ts';

// Entry point of `npm run postbacks -- <command>` (scripts/postbacks/cli.ts does the work). It reads
// the `.env` the server reads, so a DATA_DIR (or KASSA_URL, KASSA_API_KEY) kept there applies here.

loadEnvFileIfPresent();

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
