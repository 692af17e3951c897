import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

// Server tests run on the embedded engine by default, and on a PostgreSQL server when
// DATABASE_URL is set (CI runs them both ways). One database per test file; tables are emptied
// between tests instead of creating a database per test (initdb costs seconds).

let shared: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const db = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
    });
    await migrate(db);
    return db;
  })();
  return shared;
}

export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(
    'TRUNCATE postback_outbox, transactions, payment_tokens, payments, merchants RESTART IDENTITY CASCADE',
  );
}
