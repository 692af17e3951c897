import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueuePostback } from './domain/postbacks/outbox-store.ts';
import { LOCK_FILE } from './platform/db/data-dir-lock.ts';
import { openDatabase } from './platform/db/database.ts';
import { startTestReceiver, type TestReceiver } from './test-support/postback-receiver.ts';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  startServer,
} from './test-support/server-process.ts';

// The server's process (server/main.ts, server/serve.ts) on the embedded engine: one process per
// DATA_DIR (a second is refused, naming the first; the lock of one that crashed is taken over),
// workers only once the port is bound, and a stop signal at any moment a clean exit 0.

let scratch = '';
let receiver: TestReceiver | undefined;
let blocker: Server | undefined;
afterEach(async () => {
  await killServers();
  await receiver?.close();
  receiver = undefined;
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  blocker = undefined;
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = '';
});

const newDataDir = async () => {
  scratch = await mkdtemp(join(tmpdir(), 'kassa-serve-'));
  return join(scratch, 'data');
};

/** The server on `dataDir`, from the scratch folder (a developer's `.env` must not reach it). */
const serverOn = (dataDir: string, env: Record<string, string> = {}): ServerProcess =>
  spawnServer({
    cwd: scratch,
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });

/** How a process that should be refused ended, or `started` if it ran instead. */
const refusedOrStarted = (server: ServerProcess) =>
  Promise.race([server.ended, server.started().then(() => 'started' as const)]);

describe.skipIf(process.env.DATABASE_URL)('the server process on the embedded engine', () => {
  it(
    'refuses a second server on the same DATA_DIR, naming the first, which goes on serving',
    async () => {
      const dataDir = await newDataDir();
      const first = await startServer({
        cwd: scratch,
        env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
      const second = serverOn(dataDir);
      expect(await refusedOrStarted(second)).toEqual({ code: 1, signal: null });
      const said = second.output();
      expect(said).toContain(`is in use by another Kassa process (PID ${first.server.pid}`);
      expect(said).toContain('another DATA_DIR');
      expect(said).toContain('DATABASE_URL');
      expect(said).not.toContain('failed to start');
      // The first still answers, and still owns the folder.
      expect((await fetch(`${first.url}/v1/docs`)).status).toBeLessThan(500);
      const lock = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'));
      expect(lock.pid).toBe(first.server.pid);
      // Stopped cleanly, it lets go of the folder, and the next start takes it.
      expect(await first.server.stop()).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const third = serverOn(dataDir);
      await third.started();
      expect(await third.stop()).toEqual({ code: 0, signal: null });
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'takes over the lock a killed server left, and says so',
    async () => {
      const dataDir = await newDataDir();
      const crashed = serverOn(dataDir);
      await crashed.started();
      expect((await crashed.kill()).signal).toBe('SIGKILL');
      const left = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'));
      expect(left.pid).toBe(crashed.pid);

      const next = serverOn(dataDir);
      await next.started();
      expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(next.pid);
      expect(await next.stop()).toEqual({ code: 0, signal: null });
      // Read once the output is whole: the log is written asynchronously, the banner is not.
      expect(next.output()).toContain('took over the lock of DATA_DIR');
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'sends nothing and claims nothing when its port is taken, and lets go of the folder',
    async () => {
      const dataDir = await newDataDir();
      // A data folder whose outbox holds a postback due now, for a merchant whose postbacks go to
      // the receiver (the first start seeds the callback URL; a later start keeps it).
      receiver = await startTestReceiver();
      const seeded = serverOn(dataDir, { MERCHANT_CALLBACK_URL: receiver.url });
      await seeded.started();
      expect(await seeded.stop()).toEqual({ code: 0, signal: null });
      const db = await openDatabase({ dataDir });
      const [merchant] = await db.query('SELECT merchant_id FROM merchants');
      await enqueuePostback(db, {
        merchantId: String(merchant?.merchant_id),
        type: 'TRANSACTION',
        data: { transaction_id: 'trx_waiting' },
        now: new Date(),
      });
      const outbox = 'SELECT attempts, next_attempt_at FROM postback_outbox';
      const before = await db.query(outbox);
      await db.close();

      const taken = createServer();
      blocker = taken;
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const address = taken.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      const blocked = serverOn(dataDir, {
        PORT: String(port),
        MERCHANT_CALLBACK_URL: receiver.url,
      });
      expect(await refusedOrStarted(blocked)).toEqual({ code: 1, signal: null });
      expect(blocked.output()).toContain('EADDRINUSE');
      expect(receiver.received).toEqual([]);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const after = await openDatabase({ dataDir });
      // Not claimed: delivery never ran, so the event is due now as it was, with no attempt made.
      expect(await after.query(outbox)).toEqual(before);
      await after.close();
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'stops cleanly on SIGTERM while it is still starting, with exit code 0 and the folder let go',
    async () => {
      const dataDir = await newDataDir();
      // The signal comes as soon as the process holds the folder: a new folder's database is yet to
      // be created and migrated, seconds of work before the port is bound, so the signal lands
      // mid-start even when this test is slow to see the lock (a busy machine slows the server's
      // start as much). Signals are caught from the start's first line (stop-signals.ts).
      const starting = serverOn(dataDir, { LOG_LEVEL: 'info' });
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (!existsSync(join(dataDir, LOCK_FILE))) return;
          clearInterval(check);
          resolve();
        }, 10);
      });
      expect(await starting.stop()).toEqual({ code: 0, signal: null });
      expect(starting.output()).not.toContain('Kassa sandbox is running');
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
