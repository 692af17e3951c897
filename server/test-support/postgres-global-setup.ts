import type { TestProject } from 'vitest/node';
import { createRunDatabases, dropRunDatabases } from './postgres-test-databases.ts';

// Vitest's global setup of the server tests: under DATABASE_URL, the run's migrated template
// database and a copy for each worker, and the teardown that drops them
// (server/test-support/postgres-test-databases.ts). Nothing on the embedded engine.
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTestRun', null);
    return undefined;
  }
  const run = await createRunDatabases(adminUrl, project.config.maxWorkers);
  project.provide('postgresTestRun', run);
  return () => dropRunDatabases(run);
}
