import { type Database, openDatabase } from '../../server/platform/db/database.ts';
import { migrate } from '../../server/platform/db/migrate.ts';

// What a spec needs stored before its server starts (a merchant's routing document, say), written
// through the server's own storage modules. The embedded engine opens for one process at a time, so
// this runs before the server takes the data folder; a new PostgreSQL database is migrated first,
// as the server itself would at start.

export interface DatabaseLocation {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
}

/** Opens the database at `where`, brings it up to date, runs `work` on it and closes it. */
export async function prepareDatabase(
  where: DatabaseLocation,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const db = await openDatabase(where);
  try {
    await migrate(db);
    await work(db);
  } finally {
    await db.close();
  }
}
