import { inject } from 'vitest';

// Runs before each server test file. Under DATABASE_URL it points DATABASE_URL at this worker's
// own database (server/test-support/postgres-test-databases.ts), so test-database.ts and any test
// opening a connection of its own find the same database, and none writes to the admin one. On the
// embedded engine it does nothing, and loads nothing more.
const run = inject('postgresTestRun');
if (run) {
  const { workerDatabaseUrl } = await import('./postgres-test-databases.ts');
  process.env.DATABASE_URL = workerDatabaseUrl(run, process.env.VITEST_POOL_ID ?? '');
}
