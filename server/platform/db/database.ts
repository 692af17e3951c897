import type { LockOwner } from './data-dir-lock.ts';
import type { Listener, NotificationHandlers } from './notifications.ts';

// The one query adapter: the same SQL runs on embedded PGlite and on a PostgreSQL server.
// Conventions that keep the two engines alike: money is stored as decimal text, counters as int4,
// timestamps as timestamptz (both drivers return Date), documents as jsonb (both return objects).

/** A row as the driver returns it: nothing is known of its columns until a store decodes it. */
export type Row = Readonly<Record<string, unknown>>;

export interface Queryable {
  /** Rows are decoded where the SQL is written (server/platform/db/columns.ts), never asserted. */
  query(sql: string, params?: readonly unknown[]): Promise<readonly Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one database transaction: all of it commits, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears `pg_notify(channel, …)` until the listener is closed: on PostgreSQL from every process
   * on the database (on a connection of its own), on the embedded engine from this process, the
   * only one there is. Close the listener before the database.
   */
  listen(channel: string, handlers: NotificationHandlers): Listener;
  /**
   * The same database through a connection of its own, for a loop whose statements must not
   * queue behind the requests' for the pool's connections: on PostgreSQL one more connection
   * (closing the handle closes it alone); on the embedded engine the same engine, whose close
   * closes nothing.
   */
  ownConnection(): Database;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; unset for the embedded engine. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL only: prepare each statement once per connection (default true). */
  preparedStatements?: boolean;
  /** PostgreSQL only: the pool's most connections (default 10). */
  poolSize?: number;
  /** Embedded engine: told when the lock a process that is gone left on `dataDir` was taken over. */
  onStaleLock?: ((previous: LockOwner) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, {
      preparedStatements: options.preparedStatements ?? true,
      poolSize: options.poolSize ?? 10,
    });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.onStaleLock);
}
