import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// What the sandbox's command-line tools (`npm run postbacks`, `npm run clocks`) share: the
// running server's /sandbox/api, reached with the merchant's X-Api-Key, and failures worded so the
// user can act on them. No dependency beyond Node: fetch.

/** A failure the user can act on: printed as is, exit status 1 (2 for usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface Env {
  KASSA_URL?: string | undefined;
  KASSA_API_KEY?: string | undefined;
  DATA_DIR?: string | undefined;
}

export interface CliIo {
  env: Env;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

// Excerpts come sanitized from the server; a CLI pointed elsewhere must not let an answer drive
// the terminal either.
export const clean = (value: unknown): string =>
  String(value).replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? ' ' : ''));

function apiKey(io: CliIo): { key: string; source: string } {
  if (io.env.KASSA_API_KEY) return { key: io.env.KASSA_API_KEY, source: 'KASSA_API_KEY' };
  const file = join(resolve(io.cwd, io.env.DATA_DIR || './.data'), 'sandbox-api-key');
  try {
    const key = readFileSync(file, 'utf8').trim();
    if (key) return { key, source: file };
  } catch {
    // No generated key: say what to set.
  }
  throw new CliError(
    `No API key: set KASSA_API_KEY to the merchant's API key (the one Kassa prints at start-up), or run this from the folder whose ${io.env.DATA_DIR ? 'DATA_DIR' : '.data'} holds sandbox-api-key (looked for ${file}).`,
  );
}

interface ApiError {
  errors?: { error_code?: string; error_message?: string }[];
}

export async function call(
  io: CliIo,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<unknown> {
  const base = (io.env.KASSA_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const { key, source } = apiKey(io);
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': key,
        accept: 'application/json',
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
    throw new CliError(
      `Kassa is not answering at ${base}${code ? ` (${code})` : ''}: start it with \`npm start\` (or \`npm run dev:server\`), or set KASSA_URL to where it runs.`,
    );
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(
      `${base}${path} answered HTTP ${response.status} without JSON: is KASSA_URL a Kassa server?`,
    );
  }
  if (response.status === 401) {
    throw new CliError(
      `Kassa refused the API key from ${source}: use the merchant's key, the one Kassa prints at start-up as "API key" (set KASSA_API_KEY).`,
    );
  }
  if (!response.ok) {
    const first = (json as ApiError).errors?.[0];
    throw new CliError(
      `HTTP ${response.status} ${clean(first?.error_code ?? '')}: ${clean(first?.error_message ?? text)}`,
    );
  }
  return json;
}

/** `data` of a Kassa answer. */
export const dataOf = <T>(json: unknown): T => (json as { data: T }).data;

/** One command line of a sandbox tool, parsed: what `run` is given. */
export interface Command<Values> {
  name: string;
  args: string[];
  values: Values;
  /** Prints the server's JSON with --json, else the lines. */
  print: (json: unknown, lines: () => string[]) => void;
}

/**
 * Runs a sandbox tool's command line: parse errors and `help` are answered with `help`, `run`
 * does the command (undefined for a command it does not know), and a CliError becomes its
 * message and exit status.
 */
export async function runCommand<Values extends { help?: boolean; json?: boolean }>(
  argv: string[],
  io: CliIo,
  help: string,
  parse: (argv: string[]) => { values: Values; positionals: string[] },
  run: (command: Command<Values>) => Promise<number | undefined>,
): Promise<number> {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [name, ...args] = positionals;
  if (values.help || name === 'help') {
    io.out(help);
    return 0;
  }
  if (name === undefined) {
    io.err(help);
    return 2;
  }
  const print = (json: unknown, lines: () => string[]): void => {
    io.out(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${lines().join('\n')}\n`);
  };
  try {
    const status = await run({ name, args, values, print });
    if (status === undefined) throw new CliError(`Unknown command "${clean(name)}".\n\n${help}`, 2);
    return status;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(`${error.message}\n`);
    return error.exitCode;
  }
}
