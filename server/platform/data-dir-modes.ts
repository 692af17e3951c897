import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

// DATA_DIR holds the embedded database (whose write-ahead log has customer data and the postback
// secret in clear) and the generated sandbox key and secret: it is the server user's alone
//. main.ts sets umask 077 before anything touches the disk, so what is created
// from then on is 0700/0600; this creates the folder 0700 and tightens a tree made by an older
// release or under a looser umask. PGlite is the exception to the umask: its Emscripten filesystem
// chmods what it creates to the mode asked for, and a new database is written 0666, so
// db/pglite.ts tightens the tree again once the engine is open (what it writes later is 0600).

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;
/** The permission bits of group and other. */
const SHARED_BITS = 0o077;

/**
 * Creates `dataDir` (mode 0700) if it is missing, then takes every group and other bit off it and
 * everything beneath it. Answers how many entries it had to tighten (0 on a tree already private).
 * Symbolic links are neither followed nor changed.
 */
export async function secureDataDir(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  return removeSharedPermissions(dataDir);
}

/** Takes group and other bits off `path` and everything beneath it; answers how many it changed. */
export async function removeSharedPermissions(path: string): Promise<number> {
  const stats = await lstat(path);
  if (stats.isSymbolicLink()) return 0;
  let tightened = 0;
  if ((stats.mode & SHARED_BITS) !== 0) {
    await chmod(path, stats.isDirectory() ? DATA_DIR_MODE : DATA_FILE_MODE);
    tightened += 1;
  }
  if (stats.isDirectory()) {
    for (const name of await readdir(path)) {
      tightened += await removeSharedPermissions(join(path, name));
    }
  }
  return tightened;
}
