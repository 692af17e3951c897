import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { pgliteDatabase } from '../platform/db/pglite.ts';
import { migrationsDir, projectRoot } from '../platform/paths.ts';

// Server tests run on the embedded engine by default, and on a PostgreSQL server when
// DATABASE_URL is set (CI runs them both ways). On the embedded engine one database per test file;
// on PostgreSQL one per vitest worker, whose files take turns in it (DATABASE_URL is pointed at it
// before the file starts: server/test-support/postgres-worker-setup.ts). Tables are emptied between
// tests instead of creating a database per test.
//
// On the embedded engine a new database runs initdb and every migration: seconds, paid by each of
// some seventy test files. The first file of a run keeps its freshly migrated database as a
// template (a dump of its data folder in the system's temporary folder, named after the
// migrations and the engine's version, so a changed migration makes a new one); every other file
// loads that dump, which takes a fraction of the time.

function templatePath(): string {
  const hash = createHash('sha256');
  const engine = JSON.parse(
    readFileSync(join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(engine.version);
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return join(tmpdir(), `kassa-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteFromTemplate(): Promise<Database> {
  const path = templatePath();
  const dump = await readFile(path).catch(() => null);
  if (dump) {
    const db = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
    return pgliteDatabase(db);
  }
  const db = await PGlite.create('memory://');
  const database = pgliteDatabase(db);
  await migrate(database);
  const made = await db.dumpDataDir('none');
  // Written aside and renamed: a file reading it at the same time sees all of it or none.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await made.arrayBuffer()));
  await rename(partial, path);
  return database;
}

let shared: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    if (!process.env.DATABASE_URL) return pgliteFromTemplate();
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    await migrate(db);
    return db;
  })();
  return shared;
}

export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(
    'TRUNCATE postback_outbox, subscriptions, transactions, payment_tokens, payments, merchants, rate_limit_windows, operators, operator_sessions, audit_log RESTART IDENTITY CASCADE',
  );
}
