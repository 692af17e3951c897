import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// Settings that survive between runs without a shell profile: a `.env` file in the folder the
// server starts from (the project root under `npm start` and `npm run dev`), in the format of
// Node's own `--env-file` (`NAME=value` lines, `#` comments, quotes, `export ` ignored), read by
// Node's own parser: process.loadEnvFile, in Node since 20.12. Not the `--env-file-if-exists`
// flag: documented from Node 22.9, it reached the 20.x line only as a later backport
// (nodejs/node#56932), and it prints "not found. Continuing without it." on every start without
// the file; the function is quiet, and it also serves `npm run dev` (tsx starts the server) and
// `npm run postbacks`. As with `--env-file`, a variable already set in the environment wins.

export const ENV_FILE = '.env';

/** Reads `dir/.env` into process.env when it exists; answers its path, or undefined. */
export function loadEnvFileIfPresent(dir: string = process.cwd()): string | undefined {
  const path = resolve(dir, ENV_FILE);
  if (!existsSync(path)) return undefined;
  process.loadEnvFile(path);
  return path;
}
