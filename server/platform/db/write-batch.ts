import type { Queryable, Row } from './database.ts';

// Writes whose answers nobody reads, sent together as ONE statement of data-modifying CTEs
// (`WITH w0 AS (INSERT …), w1 AS (UPDATE …) INSERT …`), which PostgreSQL and PGlite both run: a
// statement costs the driver and the server about the same whatever it does, so a record and what
// goes with it (the payment's next state, the postback) cost one round trip instead of several.
// What this relies on, from PostgreSQL's rules for WITH:
// - every part runs, to completion, whether or not anything reads its rows;
// - the parts see one snapshot, not each other's changes: two writes of one row must not meet in a
//   batch (a row inserted and then updated would miss the update), so a store defers only a write
//   that is its row's last in the batch (a new row's INSERT with its final state);
// - foreign keys are checked at the end of the statement, so a row and the rows that reference it
//   may be written in either order.
// Any read sent through the batch sends what is waiting first, so it sees every write before it.

export interface WriteBatch extends Queryable {
  /** Queues a write for the next statement the batch sends; its error, if any, comes then. */
  defer(sql: string, params: readonly unknown[]): void;
  /** Sends what is waiting, as one statement. */
  flush(): Promise<void>;
}

interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** `statements` as one: each renumbered past the parameters of those before it. */
export function oneStatement(statements: readonly Statement[]): Statement {
  const [only] = statements;
  if (statements.length === 1 && only) return only;
  const params: unknown[] = [];
  const parts = statements.map(({ sql, params: own }) => {
    // A part of its own WITH would nest data-modifying CTEs, which PostgreSQL refuses.
    if (/^\s*WITH\b/i.test(sql)) throw new Error(`[Kassa] a batched write has a WITH: ${sql}`);
    const offset = params.length;
    params.push(...own);
    return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = parts.pop();
  const ctes = parts.map((sql, i) => `w${i} AS (${sql})`).join(',\n');
  return { sql: `WITH ${ctes}\n${last}`, params };
}

/** A batch of writes over `q`: deferred writes wait for the next read or for flush(). */
export function writeBatch(q: Queryable): WriteBatch {
  let waiting: Statement[] = [];
  const flush = async (): Promise<void> => {
    if (waiting.length === 0) return;
    const statement = oneStatement(waiting);
    waiting = [];
    await q.query(statement.sql, statement.params);
  };
  return {
    defer(sql, params) {
      waiting.push({ sql, params });
    },
    flush,
    async query(sql, params): Promise<readonly Row[]> {
      await flush();
      return q.query(sql, params);
    },
    async exec(sql) {
      await flush();
      await q.exec(sql);
    },
  };
}

/** Writes now, or with the batch's next statement when `q` is a batch. */
export async function deferredWrite(
  q: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<void> {
  if (isBatch(q)) q.defer(sql, params);
  else await q.query(sql, params);
}

function isBatch(q: Queryable): q is WriteBatch {
  return 'defer' in q && typeof q.defer === 'function';
}
