import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { removeSharedPermissions } from '../data-dir-modes.ts';
import { type DataDirLock, type LockOwner, lockDataDir } from './data-dir-lock.ts';
import type { Database, Queryable, Row } from './database.ts';

/**
 * The embedded engine: PostgreSQL compiled to WebAssembly, stored under `dataDir/pglite`, for this
 * process alone (db/data-dir-lock.ts: a second process on the same folder is refused).
 */
export async function openPglite(
  dataDir: string,
  onStaleLock?: (previous: LockOwner) => void,
): Promise<Database> {
  if (dataDir.startsWith('memory://')) return pgliteDatabase(await PGlite.create(dataDir));
  const location = join(dataDir, 'pglite');
  await mkdir(location, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(dataDir);
  if (lock.tookOverFrom) onStaleLock?.(lock.tookOverFrom);
  let db: PGlite;
  try {
    db = await PGlite.create(location);
    // A new database comes out 0666 whatever the umask (server/platform/data-dir-modes.ts): make it private.
    await removeSharedPermissions(location);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return pgliteDatabase(db, lock);
}

/** `database` for one more user: its close leaves the engine open. */
function shared(database: Database): Database {
  return { ...database, ownConnection: () => shared(database), close: async () => {} };
}

/** The query adapter over an open PGlite instance; closing it releases `lock`. */
export function pgliteDatabase(db: PGlite, lock?: DataDirLock): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params) {
      const result = await q.query<Row>(sql, params && [...params]);
      return result.rows;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  const database: Database = {
    engine: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen(channel, handlers) {
      // One process holds the engine, so every notification is this process's own: delivered
      // before the statement that sent it (or its transaction's COMMIT) returns.
      let closed = false;
      const subscribed = db
        .listen(channel, (payload) => {
          if (!closed) handlers.notified(payload);
        })
        .then(
          (unlisten) => {
            if (!closed) handlers.listening();
            return unlisten;
          },
          () => {
            if (!closed) handlers.lost();
            return undefined;
          },
        );
      return {
        async close() {
          closed = true;
          const unlisten = await subscribed;
          await unlisten?.().catch(() => undefined);
        },
      };
    },
    // One engine runs one statement at a time, whoever sends it: a handle of its own would
    // change nothing but who may close it.
    ownConnection: () => shared(database),
    async close() {
      try {
        await db.close();
      } finally {
        await lock?.release();
      }
    },
  };
  return database;
}
