import { rmSync } from 'node:fs';
import { keepTemplate, TEMPLATE_ENV } from './database-template.ts';
import { startKassa } from './kassa-server.ts';

// Once per run, before any spec file: a migrated embedded database for every test server to start
// from (e2e/support/database-template.ts). Not needed under E2E_DATABASE_URL, where each server
// gets a PostgreSQL database of its own.
export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (process.env.E2E_DATABASE_URL) return undefined;
  const server = await startKassa();
  await server.stop({ keepData: true });
  // Each server starting on a copy seeds the sandbox merchant from its own environment, as a first
  // start does (server/sandbox/sandbox-merchant.ts): the copy's merchant is marked as never seeded.
  const { prepareDatabase } = await import('./prepared-database.ts');
  await prepareDatabase({ dataDir: server.dataDir, databaseUrl: undefined }, async (db) => {
    await db.query('UPDATE merchants SET settings_seeded_at = NULL');
  });
  const template = keepTemplate(server.dataDir);
  rmSync(server.dataDir, { recursive: true, force: true });
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
