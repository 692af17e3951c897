import type { Database, Queryable } from './database.ts';

// What a request costs the database is mostly its round trips: each statement costs the driver
// (the message built, written to the socket, its answer parsed) and the server about the same,
// whatever it does. The count is deterministic where a rate is not, so tests hold it
// (server/statements-per-request.test.ts) on either engine.

export interface CountedDatabase extends Database {
  /** The statements sent since the last reset: one per query or script, BEGIN and COMMIT each one. */
  readonly count: number;
  /** Each statement's first words, in order (BEGIN and COMMIT by name), for a failing test's message. */
  readonly statements: readonly string[];
  reset(): void;
}

const firstWords = (sql: string): string => sql.trim().replace(/\s+/g, ' ').slice(0, 60);

/** `db`, counting every statement sent through it and through its transactions. */
export function countStatements(db: Database): CountedDatabase {
  let statements: string[] = [];
  const counted = (q: Queryable): Queryable => ({
    query(sql, params) {
      statements.push(firstWords(sql));
      return q.query(sql, params);
    },
    exec(sql) {
      statements.push(firstWords(sql));
      return q.exec(sql);
    },
  });
  return {
    engine: db.engine,
    ...counted(db),
    async transaction(work) {
      statements.push('BEGIN');
      try {
        return await db.transaction((tx) => work(counted(tx)));
      } finally {
        // COMMIT, or the ROLLBACK of a transaction that failed: one statement either way.
        statements.push('COMMIT');
      }
    },
    close: () => db.close(),
    // Notifications and the background loops' own connection are no request's statements.
    listen: (channel, handlers) => db.listen(channel, handlers),
    ownConnection: () => db.ownConnection(),
    get count() {
      return statements.length;
    },
    get statements() {
      return statements;
    },
    reset() {
      statements = [];
    },
  };
}
