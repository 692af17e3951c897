import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/platform/paths.ts';
import type { TestReceiver } from '../../server/test-support/postback-receiver.ts';
import { startTestReceiver, waitFor } from '../../server/test-support/postback-receiver.ts';

// What the tests of the sandbox's command-line tools (`npm run postbacks`, `npm run clocks`)
// share: a scratch folder for DATA_DIR, a merchant listener answering 200, a real server
// (server/main.ts under tsx, started from the scratch folder so that a developer's `.env` in the
// project does not reach it) and the tool run as a user runs it.

const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Waits for `child` to end, collecting what it prints. */
function collect(child: ChildProcess): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

export class SandboxCliHarness {
  scratch = '';
  base = '';
  private listener: TestReceiver | undefined;
  private server: ChildProcess | undefined;

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
    const server = this.server;
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
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
    const child = spawn(tsx, [join(projectRoot, 'server', 'main.ts')], {
      cwd: this.scratch,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(this.scratch, 'data'),
        LOG_LEVEL: 'warn',
        MERCHANT_CALLBACK_URL: this.receiver.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.server = child;
    let output = '';
    const append = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    this.base = await waitFor(() => {
      if (child.exitCode !== null) throw new Error(`the server exited on start:\n${output}`);
      return /Kassa sandbox is running on (http:\/\/\S+)/.exec(output)?.[1];
    }, 60_000);
  }

  /** A credential the server generated in DATA_DIR (sandbox-api-key, sandbox-postback-secret). */
  readGenerated(name: 'sandbox-api-key' | 'sandbox-postback-secret'): Promise<string> {
    return readFile(join(this.scratch, 'data', name), 'utf8');
  }
}
