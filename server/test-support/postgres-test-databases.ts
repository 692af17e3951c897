import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';

// Server tests under DATABASE_URL run their files in parallel, so no two files may share a
// database: a file empties every table before each test. DATABASE_URL names the server and a
// database to administer it from, never one the tests write to. Once per run, the global setup
// makes a migrated template database there and a copy of it for each vitest worker (VITEST_POOL_ID
// runs from 1 to maxWorkers); a worker runs its files one after another in its own copy, as all
// files once took turns in the one database. The teardown drops them all. Names carry a random run
// id, so runs on the same server (other checkouts, CI) never meet.

/** What the global setup hands to the workers; null on the embedded engine. */
export interface PostgresTestRun {
  /** DATABASE_URL as given: the server and the database to create and drop databases from. */
  adminUrl: string;
  /** Every database of this run starts with it. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTestRun: PostgresTestRun | null;
  }
}

const templateName = (run: PostgresTestRun): string => `${run.prefix}template`;

/** The worker's database name: a plain identifier, so it needs no quoting in SQL. */
export function workerDatabaseName(run: PostgresTestRun, poolId: string): string {
  if (!/^[1-9][0-9]*$/.test(poolId)) throw new Error(`not a vitest pool id: "${poolId}"`);
  return `${run.prefix}w${poolId}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the run's migrated template database and `workers` copies of it; answers the run to
 * provide to the workers.
 */
export async function createRunDatabases(
  adminUrl: string,
  workers: number,
): Promise<PostgresTestRun> {
  const run = { adminUrl, prefix: `kassa_test_${randomBytes(4).toString('hex')}_` };
  try {
    await createTemplate(run);
    await withAdmin(adminUrl, async (client) => {
      for (let poolId = 1; poolId <= workers; poolId += 1) {
        const name = workerDatabaseName(run, String(poolId));
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(run)}`);
      }
    });
  } catch (error) {
    // No teardown runs after a failed setup: leave nothing behind on the server.
    await dropRunDatabases(run);
    throw error;
  }
  return run;
}

async function createTemplate(run: PostgresTestRun): Promise<void> {
  const name = templateName(run);
  await withAdmin(run.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({
    databaseUrl: databaseUrl(run.adminUrl, name),
    dataDir: 'memory://',
  });
  try {
    await migrate(db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await db.close();
  }
}

/** The URL of this worker's database (made by createRunDatabases). */
export function workerDatabaseUrl(run: PostgresTestRun, poolId: string): string {
  return databaseUrl(run.adminUrl, workerDatabaseName(run, poolId));
}

/** Drops every database of the run, with connections a crashed worker may have left. */
export async function dropRunDatabases(run: PostgresTestRun): Promise<void> {
  await withAdmin(run.adminUrl, async (client) => {
    const rows = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname = $2',
      [run.prefix, templateName(run)],
    );
    for (const { datname } of rows.rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
