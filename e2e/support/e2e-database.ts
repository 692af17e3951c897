import { randomBytes } from 'node:crypto';
import pg from 'pg';

// With E2E_DATABASE_URL, each Kassa server of the end-to-end tests gets a PostgreSQL database of its
// own on that server: spec files run in parallel and each configures the sandbox merchant its own
// way (callback URL, allowed origins, theme), which one shared database could hold only once.

/** Databases made here → the server URL they were made from (to drop them from). */
const owned = new Map<string, string>();

async function withAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database next to the one `serverUrl` names; answers its URL. */
export async function createE2eDatabase(serverUrl: string): Promise<string> {
  const name = `kassa_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  owned.set(url.toString(), serverUrl);
  return url.toString();
}

/** Drops a database made by createE2eDatabase, once no server uses it any more. */
export async function dropE2eDatabase(databaseUrl: string): Promise<void> {
  const serverUrl = owned.get(databaseUrl);
  if (serverUrl === undefined) return;
  owned.delete(databaseUrl);
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
}
