import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/platform/db/database.ts';
import { SERVER_BUILT, spawnServer } from '../../server/test-support/server-process.ts';
import { seedDataDir } from './database-template.ts';
import { createE2eDatabase, dropE2eDatabase } from './e2e-database.ts';

// Starts the built server (`dist/node/server/main.js`) as its own process, exactly as `npm start`
// would, on a free port with its own data folder, or with E2E_DATABASE_URL its own PostgreSQL
// database (e2e/support/e2e-database.ts). server/test-support/server-process.ts spawns it and
// waits for its banner and its end.

export const E2E_API_KEY = 'sk_e2e_0123456789abcdefghij';
export const E2E_POSTBACK_SECRET = 'whsec_e2e_0123456789abcdefghij';

export interface KassaServer {
  url: string;
  /** The server's process (with KASSA_PROCESSES, the primary of its workers). */
  pid: number;
  dataDir: string;
  /** The PostgreSQL database it uses, under E2E_DATABASE_URL; undefined on the embedded engine. */
  databaseUrl: string | undefined;
  /** Everything the process printed, stdout and stderr. */
  output(): string;
  /**
   * SIGTERM and wait; then removes its data folder (`keepData` holds it, to copy or start again
   * on) and drops its PostgreSQL database, if it has one. A run starts hundreds of servers, each
   * with tens of megabytes of embedded database: left behind, they fill a CI machine's disk.
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** SIGKILL and wait: a crash, no graceful shutdown; its data stays for a restart on it. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Environment variables for the server, or a function of the port it is about to listen on. */
export type KassaEnv = Record<string, string> | ((port: number) => Record<string, string>);

/** Tries on another free port when the one picked was taken in the meantime by another process. */
const PORT_TRIES = 3;

export async function startKassa(
  env: KassaEnv = {},
  /**
   * Pass `dataDir` and `databaseUrl` of a stopped server to start it again on the same data, and
   * `port` to listen on that port (no other is tried).
   * `logFile`: the server writes its output there rather than to a pipe this process reads (the
   * benchmarks: a load generator must not also be the server's log reader).
   * `prepare`: writes to the server's database before it starts (e2e/support/prepared-database.ts).
   * `entry`: another build's server (`npm run bench -- --against`), instead of this checkout's.
   */
  options: {
    entry?: string;
    dataDir?: string;
    port?: number;
    databaseUrl?: string | undefined;
    logFile?: string;
    prepare?: ((db: Database) => Promise<void>) | undefined;
  } = {},
): Promise<KassaServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kassa-e2e-'));
  const e2eServer = process.env.E2E_DATABASE_URL;
  const databaseUrl =
    options.databaseUrl ?? (e2eServer ? await createE2eDatabase(e2eServer) : undefined);
  // A new embedded database starts as a copy of the run's migrated one.
  if (!options.dataDir && !databaseUrl) seedDataDir(dataDir);
  if (options.prepare) {
    const { prepareDatabase } = await import('./prepared-database.ts');
    await prepareDatabase({ dataDir, databaseUrl }, options.prepare);
  }
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    // From its data folder, not the project root: a developer's `.env` there must not reach it.
    const server = spawnServer({
      entry: options.entry ?? SERVER_BUILT,
      cwd: dataDir,
      logFile: options.logFile,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        MERCHANT_API_KEY: E2E_API_KEY,
        POSTBACK_SECRET: E2E_POSTBACK_SECRET,
        LOG_LEVEL: 'info',
        // A voucher, or an alternative payment left pending, is paid by the sandbox in seconds.
        SANDBOX_APM_AUTO_PAY_SECONDS: '3',
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
        ...(typeof env === 'function' ? env(port) : env),
      },
    });
    try {
      await server.started();
    } catch (error) {
      // freePort's port is free when it answers; on a machine running other work something else
      // may listen on it before the server does.
      const taken = server.output().includes('EADDRINUSE');
      if (taken && options.port === undefined && attempt < PORT_TRIES) continue;
      throw error;
    }
    return {
      url,
      pid: server.pid,
      dataDir,
      databaseUrl,
      output: server.output,
      async stop({ keepData = false } = {}) {
        await server.stop();
        if (keepData) return;
        rmSync(dataDir, { recursive: true, force: true });
        if (databaseUrl) await dropE2eDatabase(databaseUrl);
      },
      async kill() {
        await server.kill();
      },
    };
  }
}

/** POST /v1/checkout over HTTP with the e2e merchant's key. */
/**
 * A request to the merchant API or the sandbox tools with the merchant's key, as a merchant's
 * server sends it: its status, its JSON and the text it came as.
 */
export async function merchantRequest(
  server: KassaServer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  apiKey = E2E_API_KEY,
  // biome-ignore lint/suspicious/noExplicitAny: the response shape is what the tests assert on
): Promise<{ status: number; json: any; raw: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-api-key': apiKey,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const raw = await res.text();
  return { status: res.status, json: JSON.parse(raw), raw };
}

export function createCheckout(
  server: KassaServer,
  body: Record<string, unknown>,
  apiKey = E2E_API_KEY,
  // biome-ignore lint/suspicious/noExplicitAny: the response shape is what the tests assert on
): Promise<{ status: number; json: any }> {
  return merchantRequest(server, 'POST', '/v1/checkout', body, apiKey);
}

/** Pays a session over the form API directly, as the hosted page would, without a browser. */
export async function payOverFormApi(
  server: Pick<KassaServer, 'url'>,
  redirectUrl: string,
  pan: string,
): Promise<Response> {
  const token = new URL(redirectUrl).pathname.split('/').pop() ?? '';
  return fetch(`${server.url}/api/sessions/${token}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'CARD',
      card: {
        number: pan,
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ann Example',
      },
    }),
  });
}
