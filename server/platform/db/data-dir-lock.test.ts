import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths.ts';
import {
  DataDirLockedError,
  LOCK_FILE,
  type LockOwner,
  lockDataDir,
  processStartTicks,
} from './data-dir-lock.ts';
import { openPglite } from './pglite.ts';

// The embedded database's lock on DATA_DIR (db/data-dir-lock.ts), in this process and in a few
// small ones started beside it: one owner at a time, a stale lock taken over, a live one never.

let scratch = '';
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = '';
});

const newDataDir = async () => {
  scratch = await mkdtemp(join(tmpdir(), 'kassa-lock-'));
  return scratch;
};

const writeLock = (dataDir: string, owner: LockOwner) =>
  writeFile(join(dataDir, LOCK_FILE), `${JSON.stringify(owner)}\n`);

const owner = (pid: number, startTicks = processStartTicks(pid)): LockOwner => ({
  pid,
  host: hostname(),
  startTicks,
  since: '2026-01-01T00:00:00.000Z',
});

/** The PID of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('the data folder lock', () => {
  it('is taken, refused to a second open while held, and gone once released', async () => {
    const dataDir = await newDataDir();
    const lock = await lockDataDir(dataDir);
    const recorded = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'));
    expect(recorded).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(lockDataDir(dataDir)).rejects.toThrow(`PID ${process.pid}`);
    await lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // Nothing else is left in the folder: no draft, no stale copy.
    expect(await readdir(dataDir)).toEqual([]);
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('refuses a lock held by a live process, naming it and the ways out', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, owner(process.ppid));
    const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`PID ${process.ppid}`);
    expect(message).toContain('another DATA_DIR');
    expect(message).toContain('DATABASE_URL');
    // The holder's lock is untouched.
    expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over the lock of a process that has ended', async () => {
    const dataDir = await newDataDir();
    const gone = await deadPid();
    await writeLock(dataDir, owner(gone, '12345'));
    const lock = await lockDataDir(dataDir);
    expect(lock.tookOverFrom?.pid).toBe(gone);
    expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await lock.release();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose PID now belongs to another process (started at another time)',
    async () => {
      const dataDir = await newDataDir();
      await writeLock(dataDir, owner(process.ppid, '1'));
      const lock = await lockDataDir(dataDir);
      expect(lock.tookOverFrom?.pid).toBe(process.ppid);
      await lock.release();
    },
  );

  it('takes over a lock that names this process when this process holds none (a PID reused)', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, owner(process.pid, '1'));
    const lock = await lockDataDir(dataDir);
    expect(lock.tookOverFrom?.pid).toBe(process.pid);
    await lock.release();
  });

  it('never judges a lock written on another host stale: that host cannot be seen from here', async () => {
    const dataDir = await newDataDir();
    const gone = await deadPid();
    await writeLock(dataDir, { ...owner(gone, '1'), host: `not-${hostname()}` });
    await expect(lockDataDir(dataDir)).rejects.toThrow(`PID ${gone} on host not-${hostname()}`);
  });

  it('refuses a lock file it cannot read, and says how to clear it', async () => {
    const dataDir = await newDataDir();
    await writeFile(join(dataDir, LOCK_FILE), 'not a lock');
    await expect(lockDataDir(dataDir)).rejects.toThrow(/cannot be read.*delete the file/);
  });

  it('is released when the embedded database closes', async () => {
    const dataDir = await newDataDir();
    const db = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
    await db.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const reopened = await openPglite(dataDir);
    await reopened.close();
  }, 60_000);

  it('lets one of several processes taking over the same stale lock at once win', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, owner(await deadPid(), '1'));
    const holders = Array.from({ length: 4 }, () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', join(projectRoot, 'server', 'test-support', 'lock-holder.ts'), dataDir],
        { cwd: projectRoot, stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    );
    const ended = holders.map((child) => new Promise((resolve) => child.once('close', resolve)));
    // Each says `held` or `refused` once it has decided; the holder keeps its lock until its
    // standard input ends, so every one decides while the winner still holds.
    const said = await Promise.all(
      holders.map(
        (child) =>
          new Promise<string>((resolve, reject) => {
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
              if (out.includes('\n')) resolve(out);
            });
            child.once('exit', (code) => reject(new Error(`holder ended (${code}): ${out}`)));
          }),
      ),
    );
    for (const child of holders) child.stdin.end();
    await Promise.all(ended);
    expect(said.filter((line) => line.startsWith('held'))).toHaveLength(1);
    expect(said.filter((line) => line.startsWith('refused'))).toHaveLength(3);
    expect(await readdir(dataDir)).toEqual([]);
  }, 120_000);
});
