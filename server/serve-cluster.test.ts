import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from './test-support/postback-receiver.ts';
import {
  killServers,
  SERVER_START_BOUND_MS,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  startServer,
} from './test-support/server-process.ts';
import { TEST_API_KEY, TEST_POSTBACK_SECRET } from './test-support/test-app.ts';

// KASSA_PROCESSES: the real server with two processes on one port and one PostgreSQL (the
// embedded engine belongs to one process, so that start is refused), a process that dies is
// replaced, and a stop signal stops them all; a stopping server answers /readyz 503 while it
// drains.

const DATABASE_URL = process.env.DATABASE_URL;

let scratch: string | undefined;

afterEach(async () => {
  await killServers();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

async function env(
  extra: Record<string, string | undefined>,
): Promise<Record<string, string | undefined>> {
  scratch ??= await mkdtemp(join(tmpdir(), 'kassa-cluster-'));
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    MERCHANT_API_KEY: TEST_API_KEY,
    POSTBACK_SECRET: TEST_POSTBACK_SECRET,
    DATA_DIR: join(scratch, 'data'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** One GET on a connection of its own (the cluster hands out connections, not requests). */
function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** The JSON log lines printed so far. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits (100 ms between looks, bounded generously) until the output says what `seen` looks for. */
async function untilLogged(seen: () => boolean): Promise<void> {
  await waitFor(async () => {
    if (seen()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return false;
  }, SERVER_START_BOUND_MS);
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('KASSA_PROCESSES', () => {
  it(
    'refuses more than one process on the embedded engine, naming the variable and why',
    async () => {
      const server = spawnServer({ cwd: tmpdir(), env: await env({ KASSA_PROCESSES: '2' }) });
      const end = await server.ended;
      expect(end.code).toBe(1);
      expect(server.output()).toContain(
        '[Kassa] KASSA_PROCESSES=2 needs DATABASE_URL: the embedded database belongs to the one process that locked DATA_DIR',
      );
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it.skipIf(!DATABASE_URL)(
    'serves from two processes on one port, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const { server, url } = await startServer({
        cwd: tmpdir(),
        env: await env({ DATABASE_URL, KASSA_PROCESSES: '2' }),
      });
      expect(server.output()).toContain('(PostgreSQL, 2 processes (KASSA_PROCESSES))');
      const workers = () =>
        logLines(server)
          .filter((line) => line.msg === 'server process listening')
          .map((line) => Number(line.worker));
      // The log lines are written asynchronously, so the banner can come before the second.
      await untilLogged(() => new Set(workers()).size === 2);
      const first = workers();
      expect(new Set(first).size).toBe(2);
      expect(first).not.toContain(server.pid);

      // Connections go to each process in turn: both answer.
      const answeredBy = async (): Promise<Set<number>> => {
        const pids = new Set<number>();
        for (let i = 0; i < 8; i += 1) {
          expect((await getOnce(`${url}/healthz`)).status).toBe(200);
        }
        await untilLogged(() => {
          for (const line of logLines(server)) {
            if (line.msg === 'request completed') pids.add(Number(line.pid));
          }
          return pids.size >= 2;
        });
        return pids;
      };
      expect([...(await answeredBy())].sort()).toEqual([...first].sort());

      // One dies: another takes its place, and the port is served on.
      const [dead = 0, survivor = 0] = first;
      process.kill(dead, 'SIGKILL');
      await untilLogged(() => workers().length === 3);
      const replacement = workers()[2] ?? 0;
      expect(
        logLines(server).find(
          (line) => line.msg === 'a server process ended; started another in its place',
        ),
      ).toMatchObject({ worker: dead, signal: 'SIGKILL', replacement });
      expect((await getOnce(`${url}/readyz`)).status).toBe(200);

      const end = await server.stop();
      expect(end).toEqual({ code: 0, signal: null });
      expect(isAlive(survivor)).toBe(false);
      expect(isAlive(replacement)).toBe(false);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});

describe('a stopping server', () => {
  it(
    'answers /readyz 503 at once and serves on through SHUTDOWN_DRAIN_MS, then ends with 0',
    async () => {
      const { server, url } = await startServer({
        cwd: tmpdir(),
        env: await env({ SHUTDOWN_DRAIN_MS: '4000', ...(DATABASE_URL && { DATABASE_URL }) }),
      });
      expect((await getOnce(`${url}/readyz`)).status).toBe(200);
      server.child.kill('SIGTERM');
      await untilLogged(() => logLines(server).some((line) => line.msg === 'shutting down'));
      const ready = await getOnce(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        errors: [{ error_code: 'INTERNAL_ERROR', error_message: 'the server is stopping' }],
      });
      expect((await getOnce(`${url}/healthz`)).status).toBe(200);
      expect(await server.ended).toEqual({ code: 0, signal: null });
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
