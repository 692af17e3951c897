import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

// The embedded database belongs to one process. PGlite keeps its own copy of the database in
// memory and writes it back to the folder, so two processes on one DATA_DIR each decide on their
// own copy (a rebill charged twice, two postbacks) and the folder ends up holding one process's
// writes only. PGlite has no lock of its own, and Node no OS file lock (flock), so the lock is a
// file beside the database, DATA_DIR/pglite.lock, holding who owns it:
//
// - created whole and at once: written under a unique name, then hard-linked to pglite.lock, which
//   fails if the lock exists (O_EXCL where a file system has no hard links);
// - stale when its process is gone: no such PID on this host, or a PID whose start time (Linux:
//   /proc/PID/stat) differs from the recorded one, so a PID reused after a crash (a container's
//   PID 1 restarted) is not mistaken for the owner. A lock written on another host (a folder on a
//   network file system) is never judged stale: that host's processes cannot be seen from here;
// - taken over by moving the stale file aside (rename is atomic), then checking the moved file is
//   the stale one: two processes taking over the same stale lock at once cannot both win;
// - removed by its owner on a clean stop, and on any exit of the process while it is held.

export const LOCK_FILE = 'pglite.lock';

/** What the lock file records about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux); null where it cannot be read. */
  startTicks: string | null;
  /** When the lock was taken (ISO 8601). */
  since: string;
}

export interface DataDirLock {
  readonly path: string;
  /** The owner whose stale lock this process took over, if it had to. */
  readonly tookOverFrom: LockOwner | undefined;
  /** Removes the lock if it is still this process's. */
  release(): Promise<void>;
}

/** Another live process holds the lock, or its file cannot be read: the start must stop. */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

/** Locks held (or being taken) by this process, by lock file path, with their text. */
const heldHere = new Map<string, string>();

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

/** Field 22 of /proc/PID/stat, the start time; null off Linux or when the process is gone. */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isOwner(value: unknown): value is LockOwner {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.pid) &&
    (v.pid as number) > 0 &&
    typeof v.host === 'string' &&
    (v.startTicks === null || typeof v.startTicks === 'string') &&
    typeof v.since === 'string'
  );
}

/** Whether the process that wrote `owner` may still be running. */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // This process holds no lock on the folder (lockDataDir checked): an earlier process with the
  // same PID (a container's PID 1) wrote it.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    if (errorCode(error) === 'ESRCH') return false;
  }
  const ticks = processStartTicks(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

function describeOwner(owner: LockOwner): string {
  const where = owner.host === hostname() ? 'on this machine' : `on host ${owner.host}`;
  return `PID ${owner.pid} ${where}, since ${owner.since}`;
}

function lockedMessage(dataDir: string, path: string, owner: LockOwner): string {
  return [
    `[Kassa] DATA_DIR ${dataDir} is in use by another Kassa process (${describeOwner(owner)}).`,
    'The embedded database belongs to one process at a time: stop that process, or start this one',
    'with another DATA_DIR. To run several processes on the same data, give them one PostgreSQL',
    `server with DATABASE_URL. (Lock file: ${path}; it is removed when that process stops.)`,
  ].join('\n');
}

/** The lock's text, or undefined when there is no lock file. */
async function readLock(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isOwner(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `path` holding `text`, failing with EEXIST if it exists; never seen half written. */
async function createExclusive(path: string, text: string): Promise<void> {
  const draft = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(draft, text, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, path);
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    // No hard links on this file system: O_EXCL, written at once.
    await writeFile(path, text, { mode: 0o600, flag: 'wx' });
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** Moves a stale lock aside if it is still `stale`; answers whether it did. */
async function removeStale(path: string, stale: string): Promise<boolean> {
  const aside = `${path}.${process.pid}.${randomUUID()}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
  const moved = await readFile(aside, 'utf8');
  if (moved !== stale) {
    // Another process took the stale lock over first and this moved its live lock: put it back.
    await link(aside, path).catch(() => undefined);
  }
  await unlink(aside);
  return moved === stale;
}

/**
 * Takes DATA_DIR's lock for this process (the folder must exist), or throws DataDirLockedError
 * naming the process that holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(resolve(dataDir), LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  const already = heldHere.get(path);
  if (already !== undefined) {
    throw new DataDirLockedError(
      lockedMessage(dataDir, path, parseOwner(already) ?? mine),
      parseOwner(already),
    );
  }
  // Claimed in this process from now on, so that a second open here waits for nothing and is refused.
  heldHere.set(path, text);
  try {
    return await acquire(dataDir, path, text);
  } catch (error) {
    heldHere.delete(path);
    throw error;
  }
}

async function acquire(dataDir: string, path: string, text: string): Promise<DataDirLock> {
  let tookOverFrom: LockOwner | undefined;
  // Each round either takes the lock, refuses, or clears a stale lock; a few rounds are only
  // needed when several processes start at the same moment.
  for (let round = 0; round < 5; round += 1) {
    try {
      await createExclusive(path, text);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const current = await readLock(path);
      if (current === undefined) continue;
      const owner = parseOwner(current);
      if (!owner) {
        throw new DataDirLockedError(
          `[Kassa] DATA_DIR ${dataDir} has a lock file that cannot be read (${path}). If no Kassa process runs on this folder, delete the file and start again.`,
          undefined,
        );
      }
      if (ownerAlive(owner)) {
        throw new DataDirLockedError(lockedMessage(dataDir, path, owner), owner);
      }
      if (await removeStale(path, current)) tookOverFrom = owner;
      continue;
    }
    return held(path, text, tookOverFrom);
  }
  throw new DataDirLockedError(
    `[Kassa] DATA_DIR ${dataDir}: could not take its lock (${path}); other processes keep taking it. Start one Kassa process per DATA_DIR.`,
    undefined,
  );
}

function held(path: string, text: string, tookOverFrom: LockOwner | undefined): DataDirLock {
  // process.exit() and an uncaught error skip close(): the lock goes with the process all the same.
  const onExit = () => releaseSync(path, text);
  process.once('exit', onExit);
  return {
    path,
    tookOverFrom,
    async release() {
      process.removeListener('exit', onExit);
      if (heldHere.get(path) !== text) return;
      heldHere.delete(path);
      if ((await readLock(path)) === text) await unlink(path).catch(() => undefined);
    },
  };
}

function releaseSync(path: string, text: string): void {
  if (heldHere.get(path) !== text) return;
  heldHere.delete(path);
  try {
    if (readFileSync(path, 'utf8') === text) unlinkSync(path);
  } catch {
    // Gone already.
  }
}
