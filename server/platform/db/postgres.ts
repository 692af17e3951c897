import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';
import { listenForNotifications } from './notifications.ts';

// Statements with parameters are prepared once per connection under a name (pg keeps them per
// client), so the server parses and plans a statement's text once per connection rather than on
// every call. Kassa's statements are fixed texts with every value a parameter, so there are few
// names; the cap only guards against a caller building texts from values.
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `kassa_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A PostgreSQL server through a small connection pool. */
export async function openPostgres(
  connectionString: string,
  options: { preparedStatements: boolean; poolSize: number } = {
    preparedStatements: true,
    poolSize: 10,
  },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize });
  // Fail at start-up, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return overPool(pool, connectionString, options.preparedStatements);
}

function overPool(pool: pg.Pool, connectionString: string, preparedStatements: boolean): Database {
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query(sql, params) {
      if (!params) return (await q.query<Row>(sql)).rows;
      const name = preparedStatements ? statementName(sql) : undefined;
      const values = [...params];
      const result = await q.query<Row>(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows;
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await q.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, handlers) => listenForNotifications(connectionString, channel, handlers),
    // Opened at its first statement, and again after a failure, as the pool's are.
    ownConnection: () =>
      overPool(new pg.Pool({ connectionString, max: 1 }), connectionString, preparedStatements),
    close: () => pool.end(),
  };
}
