import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Database, Queryable } from './database.ts';

// Any fixed number: it names the lock that serialises migrations when several servers start at once.
const MIGRATION_LOCK = 72_011_001;

/** Applies the plain SQL files of `server/platform/db/migrations` in name order, each once. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

let migrationFiles: Promise<string[]> | undefined;

/**
 * Whether every migration this build ships is applied to `db` (readiness): a process of a newer
 * build must not take requests on a database an older one left unmigrated.
 */
export async function isMigrated(db: Queryable): Promise<boolean> {
  migrationFiles ??= readdir(migrationsDir).then((files) =>
    files.filter((f) => f.endsWith('.sql')).sort(),
  );
  const files = await migrationFiles;
  const last = files[files.length - 1];
  if (last === undefined) return true;
  // Applied in name order, all in one transaction: the last one there means all of them are.
  const rows = await db.query('SELECT 1 FROM schema_migrations WHERE name = $1', [last]);
  return rows.length > 0;
}
