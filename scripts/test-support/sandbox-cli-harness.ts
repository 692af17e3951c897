import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/platform/paths.ts';
import type { TestReceiver } from '../../server/test-support/postback-receiver.ts';
import { startTestReceiver } from '../../server/test-support/postback-receiver.ts';
import { type ServerProcess, startServer } from '../../server/test-support/server-process.ts';

// What the tests of the sandbox's command-line tools (`npm run postbacks`, `npm run clocks`)
// share: a scratch folder for DATA_DIR, a merchant listener answering 200, a real server
// (server/main.ts, server/test-support/server-process.ts, started from the scratch folder so that a
// developer's `.env` in the project does not reach it) and the tool run as a user runs it.

const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');

/**
 * A test that runs the tool a few times without a server: each run loads tsx and the tool, seconds
 * on a busy machine; generous so that such a machine is never a failure.
 */
export const CLI_RUNS_TIMEOUT_MS = 120_000;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Waits for `child` to end and its output to be read, collecting what it prints. */
function collect(child: ChildProcess): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

export class SandboxCliHarness {
  scratch = '';
  base = '';
  private listener: TestReceiver | undefined;
  private server: ServerProcess | undefined;

  /** `script`: the tool's entry under scripts/ (postbacks.ts, clocks.ts). */
  constructor(private readonly script: string) {}

  /** The merchant's listener: every postback the server sends, answered 200. */
  get receiver(): TestReceiver {
    if (!this.listener) throw new Error('setup() first: the receiver is not listening yet');
    return this.listener;
  }

  async setup(): Promise<void> {
    this.scratch = await mkdtemp(join(tmpdir(), `kassa-${this.script.replace('.ts', '')}-cli-`));
    this.listener = await startTestReceiver();
    this.listener.respondWith((_request, response) => {
      response.writeHead(200).end('thanks');
    });
  }

  async teardown(): Promise<void> {
    await this.server?.stop();
    await this.listener?.close();
    await rm(this.scratch, { recursive: true, force: true });
  }

  /** The tool with `args`, against the server (KASSA_URL) with the key its DATA_DIR holds. */
  cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
    const dataDir = join(this.scratch, 'data');
    const child = spawn(tsx, [join(projectRoot, 'scripts', this.script), ...args], {
      cwd: this.scratch,
      env: { PATH: process.env.PATH ?? '', KASSA_URL: this.base, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return collect(child);
  }

  /** Starts the server, posting back to the receiver; `base` is its URL once it runs. */
  async startServer(): Promise<void> {
    const { server, url } = await startServer({
      cwd: this.scratch,
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(this.scratch, 'data'),
        LOG_LEVEL: 'warn',
        MERCHANT_CALLBACK_URL: this.receiver.url,
      },
    });
    this.server = server;
    this.base = url;
  }

  /** A credential the server generated in DATA_DIR (sandbox-api-key, sandbox-postback-secret). */
  readGenerated(name: 'sandbox-api-key' | 'sandbox-postback-secret'): Promise<string> {
    return readFile(join(this.scratch, 'data', name), 'utf8');
  }
}
