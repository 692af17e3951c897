import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

/** A PostgreSQL server through a small connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query(sql, params) {
      const result = await q.query<Row>(sql, params && [...params]);
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
    close: () => pool.end(),
  };
}
