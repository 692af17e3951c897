import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../platform/paths.ts';

// The real server as its own process, for the tests that need one (data folder modes and lock,
// the sandbox's command-line tools, rebills on PostgreSQL, the browser tests): spawned, then
// waited on by the events that mean something, never by polling the clock. A start ends on the
// banner line or on the process's end, whichever comes first; a stop on the process's end.
//
// The bounds only turn a hang into a failure with the server's output. They are generous on
// purpose: on a two-core machine busy with other work (load average 10 and more) loading the
// server under tsx and opening a new embedded database took tens of seconds, and a test that
// fails because the machine is slow tells nobody anything.

/** Longest wait for the banner ("Kassa sandbox is running on …"). */
export const SERVER_START_BOUND_MS = 120_000;
/** Longest wait for a signalled server to end (its graceful stop allows requests 10 s). */
export const SERVER_STOP_BOUND_MS = 60_000;
/** A test that starts two servers and stops them: its own timeout must outlast their bounds. */
export const SERVER_TEST_TIMEOUT_MS = 2 * SERVER_START_BOUND_MS + 2 * SERVER_STOP_BOUND_MS;

/** The server from source: Node with tsx's loader, so signals reach the server itself. */
export const SERVER_SOURCE = join(projectRoot, 'server', 'main.ts');
/** The built server, as `npm start` runs it. */
export const SERVER_BUILT = join(projectRoot, 'dist', 'node', 'server', 'main.js');
const TSX_LOADER = join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs');

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves once the process has ended and its output is read to the end. */
  readonly ended: Promise<ProcessEnd>;
  /**
   * Resolves with the URL of the banner; rejects with the output if the process ends first, or
   * after SERVER_START_BOUND_MS (the process is killed then).
   */
  started(): Promise<string>;
  /** SIGTERM, then its end (rejects after SERVER_STOP_BOUND_MS). */
  stop(): Promise<ProcessEnd>;
  /** SIGKILL, then its end: a crash, no graceful stop. */
  kill(): Promise<ProcessEnd>;
}

export interface ServerProcessOptions {
  /** The server's environment; PATH is added. Nothing else of the test's environment leaks in. */
  env: Record<string, string | undefined>;
  /**
   * Where it runs. Never the project root by default: a developer's `.env` there would reach it.
   */
  cwd: string;
  /** SERVER_SOURCE (default) or SERVER_BUILT. */
  entry?: string | undefined;
  /** Runs it under this umask (`sh -c 'umask … && exec node …'`). */
  umask?: string | undefined;
  /** Its output goes to this file instead of a pipe this process reads (a benchmark's load generator). */
  logFile?: string | undefined;
}

/** Every server spawned and not yet ended: a failed test's are killed by killServers(). */
const live = new Set<ServerProcess>();

/** SIGKILLs every server still running and waits for each to end (a test's afterEach). */
export async function killServers(): Promise<void> {
  await Promise.all([...live].map((server) => server.kill()));
}

const BANNER = /Kassa sandbox is running on (http:\/\/\S+)/;

/** Rejects after `ms` with `message()`; the timer never keeps the test process alive. */
function bound<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function spawnServer(options: ServerProcessOptions): ServerProcess {
  const entry = options.entry ?? SERVER_SOURCE;
  const nodeArgs = entry.endsWith('.ts') ? ['--import', TSX_LOADER, entry] : [entry];
  const env = { PATH: process.env.PATH ?? '', ...options.env };
  const logFd = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
  const stdio: ['ignore', 'pipe' | number, 'pipe' | number] =
    logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd];
  const child =
    options.umask === undefined
      ? spawn(process.execPath, nodeArgs, { cwd: options.cwd, env, stdio })
      : spawn(
          'sh',
          ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, ...nodeArgs],
          { cwd: options.cwd, env, stdio },
        );
  if (logFd !== undefined) closeSync(logFd);
  if (child.pid === undefined) throw new Error(`could not start the server (${entry})`);
  const pid = child.pid;

  let piped = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    piped += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = (): string =>
    options.logFile === undefined ? piped : readFileSync(options.logFile, 'utf8');
  // A log file is no pipe: its changes are the events to read it on.
  const watcher =
    options.logFile === undefined
      ? undefined
      : watch(options.logFile, () => {
          for (const listener of listeners) listener();
        });
  // 'close', not 'exit': the output is whole only once the pipes are closed.
  const ended = new Promise<ProcessEnd>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  let hasEnded = false;
  void ended.then(() => {
    hasEnded = true;
    watcher?.close();
  });

  const awaitEnd = async (signal: NodeJS.Signals): Promise<ProcessEnd> => {
    if (!hasEnded) child.kill(signal);
    return bound(
      ended,
      SERVER_STOP_BOUND_MS,
      () => `the server did not end within ${SERVER_STOP_BOUND_MS} ms of ${signal}:\n${output()}`,
    );
  };

  let startedOnce: Promise<string> | undefined;
  const started = (): Promise<string> => {
    startedOnce ??= bound(
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const url = BANNER.exec(output())?.[1];
          if (url) resolve(url);
        };
        listeners.add(check);
        check();
        void ended.then((end) => {
          check();
          reject(
            new Error(
              `the server ended on start (code ${end.code}, signal ${end.signal}):\n${output()}`,
            ),
          );
        });
      }),
      SERVER_START_BOUND_MS,
      () => {
        child.kill('SIGKILL');
        return `the server did not start within ${SERVER_START_BOUND_MS} ms:\n${output()}`;
      },
    ).finally(() => {
      listeners.clear();
      watcher?.close();
    });
    return startedOnce;
  };

  const server: ServerProcess = {
    child,
    pid,
    output,
    ended,
    started,
    stop: () => awaitEnd('SIGTERM'),
    kill: () => awaitEnd('SIGKILL'),
  };
  live.add(server);
  void ended.then(() => live.delete(server));
  return server;
}

/** Spawns the server and waits for its banner: answers it and its URL. */
export async function startServer(
  options: ServerProcessOptions,
): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(options);
  const url = await server.started();
  return { server, url };
}

/**
 * A server process on the PostgreSQL database `databaseUrl`, beside any others on it (the tests of
 * several servers on one database), run from `scratch` (never the project: a developer's `.env`
 * there must not reach it) with a data folder of its own there: answers it and its URL. `env` (the
 * merchant's key and secret, at least) adds to a port of its own on loopback and `warn` logs.
 */
export async function startServerOnDatabase(
  databaseUrl: string,
  scratch: string,
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; url: string }> {
  databaseServers += 1;
  return startServer({
    cwd: scratch,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(scratch, `server-${databaseServers}`),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

let databaseServers = 0;
