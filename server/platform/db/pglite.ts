import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { removeSharedPermissions } from '../data-dir-modes.ts';
import type { Database, Queryable, Row } from './database.ts';

/** The embedded engine: PostgreSQL compiled to WebAssembly, stored under `dataDir/pglite`. */
export async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true, mode: 0o700 });
  }
  const db = await PGlite.create(location);
  // A new database comes out 0666 whatever the umask (server/platform/data-dir-modes.ts): make it private.
  if (location !== dataDir) await removeSharedPermissions(location);
  return pgliteDatabase(db);
}

/** The query adapter over an open PGlite instance. */
export function pgliteDatabase(db: PGlite): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params) {
      const result = await q.query<Row>(sql, params && [...params]);
      return result.rows;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
