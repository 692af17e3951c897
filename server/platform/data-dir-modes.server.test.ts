import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { modesUnder } from '../test-support/file-modes.ts';
import {
  killServers,
  SERVER_TEST_TIMEOUT_MS,
  startServer,
} from '../test-support/server-process.ts';

// The real server (server/main.ts), started as `npm start` starts it but under
// the loosest umask there is (000, as on the machine where 969 of 1,008 files were 0666), leaves
// nothing in DATA_DIR that group or other may read, write or enter.

let scratch = '';
afterEach(async () => {
  await killServers();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Starts the server under `umask 000`, waits until it listens, stops it with SIGTERM. */
async function startAndStop(dataDir: string): Promise<string> {
  // From the data folder's parent, not the project root: a developer's `.env` there must not
  // reach it.
  const { server } = await startServer({
    cwd: dirname(dataDir),
    env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    umask: '000',
  });
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  return server.output();
}

it(
  'keeps DATA_DIR 0700 and every file in it 0600, database and generated credentials alike',
  async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kassa-data-modes-'));
    const dataDir = join(scratch, 'data');
    const output = await startAndStop(dataDir);
    const modes = await modesUnder(dataDir);
    // The embedded database and the generated key and secret are all there …
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining(['sandbox-api-key', 'sandbox-postback-secret', 'pglite/PG_VERSION']),
    );
    expect(Object.keys(modes).length).toBeGreaterThan(100);
    // … and none of them is open to group or other.
    const open = Object.entries(modes).filter(([, mode]) => mode !== '700' && mode !== '600');
    expect(open).toEqual([]);
    expect(modes['.']).toBe('700');
    // The generated key and secret files hold exactly the value, no trailing newline: a raw read is
    // the signing key.
    for (const file of ['sandbox-api-key', 'sandbox-postback-secret']) {
      const raw = await readFile(join(dataDir, file), 'utf8');
      expect(raw).toMatch(/^\S+$/);
      expect(output).toContain(raw);
    }
    // A fresh folder needed no tightening, so nothing was logged about it.
    expect(output).not.toContain('DATA_DIR was open to other users');
  },
  SERVER_TEST_TIMEOUT_MS,
);

it(
  'tightens a data dir an older release left open, and logs that it did',
  async () => {
    scratch = await mkdtemp(join(tmpdir(), 'kassa-data-modes-'));
    const dataDir = join(scratch, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'sandbox-postback-secret'), 'whsec_kept_0123456789abcdef\n');
    await chmod(join(dataDir, 'sandbox-postback-secret'), 0o666);
    const output = await startAndStop(dataDir);
    expect(output).toContain('DATA_DIR was open to other users');
    const modes = await modesUnder(dataDir);
    expect(Object.entries(modes).filter(([, mode]) => mode !== '700' && mode !== '600')).toEqual(
      [],
    );
    // The kept secret is the one the server uses: tightened, not replaced, and rewritten without the
    // trailing newline older releases wrote (a raw read must give exactly the signing key).
    expect(output).toContain('whsec_kept_0123456789abcdef');
    expect(await readFile(join(dataDir, 'sandbox-postback-secret'), 'utf8')).toBe(
      'whsec_kept_0123456789abcdef',
    );
  },
  SERVER_TEST_TIMEOUT_MS,
);
