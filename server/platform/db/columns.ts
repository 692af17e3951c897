import { type Codec, RowShapeError } from './codecs.ts';
import type { Row } from './database.ts';

// A resource's storage mapping, written once: each field of the record names
// its column and codec, and the column list, the INSERT and UPDATE statements, the parameters and
// the decoding of rows all come from that one table, computed when the store module loads.

export interface Column<T> {
  readonly name: string;
  readonly codec: Codec<T>;
}

export const column = <T>(name: string, codec: Codec<T>): Column<T> => ({ name, codec });

/**
 * One column per field of `R`, no more, no fewer. The codec's type must be the field's own (a
 * codec reads and writes, so `Codec<string>` does not fit a `'SALE'` field): a missing, extra or
 * mistyped field is a compile error.
 */
export type ColumnsOf<R> = { readonly [K in keyof R]-?: Column<R[K]> };

/** Decodes rows into `R` and encodes `R` into parameters, in the table's column order. */
export interface Mapping<R> {
  readonly fields: readonly (keyof R & string)[];
  /** Column names in field order. */
  readonly names: readonly string[];
  /** `a, b, c`: for SELECT and RETURNING lists. */
  readonly list: string;
  /** The parameters of `record` in column order, as the statements below number them. */
  params(record: R): unknown[];
  /** Every column of `row`, each checked by its codec; a column of the wrong shape throws. */
  toRecord(row: Row): R;
  /** The same mapping for some of the fields (a narrower SELECT). */
  pick<K extends keyof R & string>(fields: readonly K[]): Mapping<Pick<R, K>>;
}

export interface Table<R> extends Mapping<R> {
  readonly name: string;
  /** `SELECT <list> FROM <table>`: the caller adds WHERE, ORDER BY, FOR UPDATE. */
  readonly select: string;
  /** `INSERT INTO <table> (<list>) VALUES ($1, … $n)`, parameters from `params`. */
  readonly insert: string;
  /** `UPDATE … SET` of `set`, `WHERE key = $1`; `also` adds assignments without parameters. */
  update<K extends keyof R & string, W extends keyof R & string>(
    set: readonly K[],
    key: W,
    also?: string,
  ): Update<Pick<R, K | W>>;
}

export interface Update<V> {
  readonly sql: string;
  params(values: V): unknown[];
}

const placeholders = (count: number): string =>
  Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');

function mapping<R>(table: string, columns: ColumnsOf<R>): Mapping<R> {
  // Object.keys gives strings; the mapped type guarantees they are exactly the keys of R.
  const fields = Object.keys(columns) as (keyof R & string)[];
  const entries = fields.map((field) => ({ field, ...columns[field] }));
  const names = entries.map((e) => e.name);
  return {
    fields,
    names,
    list: names.join(', '),
    params: (record) => entries.map((e) => e.codec.encode(record[e.field])),
    toRecord(row) {
      const record: Partial<R> = {};
      for (const e of entries) {
        const raw = row[e.name];
        const value = e.codec.decode(raw);
        if (value === undefined) throw new RowShapeError(table, e.name, e.codec.expected, raw);
        record[e.field] = value;
      }
      // Every field of R was set above: `entries` holds one column per key of R (ColumnsOf<R>).
      return record as R;
    },
    pick<K extends keyof R & string>(picked: readonly K[]): Mapping<Pick<R, K>> {
      const subset: Partial<ColumnsOf<Pick<R, K>>> = {};
      for (const field of picked) subset[field] = columns[field];
      // Every picked field was copied above.
      return mapping<Pick<R, K>>(table, subset as ColumnsOf<Pick<R, K>>);
    },
  };
}

/** The table `name` whose rows are records `R`, mapped field by field by `columns`. */
export function defineTable<R>(name: string, columns: ColumnsOf<R>): Table<R> {
  const map = mapping(name, columns);
  const encoder = <F extends keyof R>(field: F) => {
    const { codec } = columns[field];
    return (values: Pick<R, F>): unknown => codec.encode(values[field]);
  };
  return {
    ...map,
    name,
    select: `SELECT ${map.list} FROM ${name}`,
    insert: `INSERT INTO ${name} (${map.list}) VALUES (${placeholders(map.names.length)})`,
    update<K extends keyof R & string, W extends keyof R & string>(
      set: readonly K[],
      key: W,
      also?: string,
    ): Update<Pick<R, K | W>> {
      const assignments = set.map((field, i) => `${columns[field].name} = $${i + 2}`);
      if (also) assignments.push(also);
      const sql = `UPDATE ${name} SET ${assignments.join(', ')} WHERE ${columns[key].name} = $1`;
      const encoders: ((values: Pick<R, K | W>) => unknown)[] = [encoder(key), ...set.map(encoder)];
      return { sql, params: (values) => encoders.map((encode) => encode(values)) };
    },
  };
}

/** A mapping for rows that are not one table's (a join's RETURNING list): decoding only. */
export function defineRow<R>(source: string, columns: ColumnsOf<R>): Mapping<R> {
  return mapping(source, columns);
}
