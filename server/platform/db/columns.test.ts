import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test-support/test-database.ts';
import {
  boolean,
  integer,
  jsonb,
  nullable,
  oneOf,
  RowShapeError,
  text,
  timestamptz,
} from './codecs.ts';
import { column, defineTable } from './columns.ts';
import { isStringList } from './json-guards.ts';

interface Sample {
  id: string;
  kind: 'A' | 'B';
  note: string | null;
  count: number;
  active: boolean;
  at: Date;
  due: Date | null;
  tags: string[];
  extra: string[] | null;
}

const samples = defineTable<Sample>('samples', {
  id: column('sample_id', text),
  kind: column('kind', oneOf(['A', 'B'])),
  note: column('note', nullable(text)),
  count: column('count', integer),
  active: column('active', boolean),
  at: column('at', timestamptz),
  due: column('due', nullable(timestamptz)),
  tags: column('tags', jsonb(isStringList, 'a tag list')),
  extra: column('extra', nullable(jsonb(isStringList, 'a tag list'))),
});

const db = await testDatabase();
afterAll(() => db.close());

/** Writes `records` through the table's INSERT and reads them back, all on one connection. */
const roundTrip = (records: readonly Sample[]): Promise<Sample[]> =>
  db.transaction(async (tx) => {
    await tx.query(`CREATE TEMP TABLE samples (sample_id text PRIMARY KEY, kind text NOT NULL,
      note text, count int4 NOT NULL, active boolean NOT NULL, at timestamptz NOT NULL,
      due timestamptz, tags jsonb NOT NULL, extra jsonb) ON COMMIT DROP`);
    for (const record of records) await tx.query(samples.insert, samples.params(record));
    const rows = await tx.query(`${samples.select} ORDER BY sample_id`);
    return rows.map(samples.toRecord);
  });

const full: Sample = {
  id: 's1',
  kind: 'B',
  note: 'a "quoted" note',
  count: -42,
  active: true,
  at: new Date('2026-03-01T12:34:56.789Z'),
  due: new Date('2026-04-01T00:00:00.000Z'),
  tags: ['x', 'y'],
  extra: [],
};
const empty: Sample = { ...full, id: 's2', note: null, active: false, due: null, extra: null };

describe(`column tables (${db.engine})`, () => {
  it('write the SQL once, in field order', () => {
    expect(samples.list).toBe('sample_id, kind, note, count, active, at, due, tags, extra');
    expect(samples.select).toBe(`SELECT ${samples.list} FROM samples`);
    expect(samples.insert).toBe(
      `INSERT INTO samples (${samples.list}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    );
    const update = samples.update(['count', 'due'], 'id', 'updated_at = now()');
    expect(update.sql).toBe(
      'UPDATE samples SET count = $2, due = $3, updated_at = now() WHERE sample_id = $1',
    );
    expect(update.params({ id: 's1', count: 3, due: null })).toEqual(['s1', 3, null]);
  });

  it('encode jsonb as JSON text and every other value as itself', () => {
    expect(samples.params(full)).toEqual([
      's1',
      'B',
      'a "quoted" note',
      -42,
      true,
      full.at,
      full.due,
      '["x","y"]',
      '[]',
    ]);
    expect(samples.params(empty).slice(-2)).toEqual(['["x","y"]', null]);
  });

  it('bring every codec back unchanged through the database, nulls included', async () => {
    expect(await roundTrip([full, empty])).toEqual([full, empty]);
  });

  it('read a subset of the columns with pick', () => {
    const counts = samples.pick(['id', 'count']);
    expect(counts.list).toBe('sample_id, count');
    expect(counts.toRecord({ sample_id: 's1', count: 2 })).toEqual({ id: 's1', count: 2 });
  });

  it('refuse a row whose column has the wrong shape, naming the column and the value', () => {
    const row = {
      sample_id: 's1',
      kind: 'B',
      note: null,
      count: 1,
      active: true,
      at: full.at,
      due: null,
      tags: [],
      extra: null,
    };
    expect(samples.toRecord(row)).toEqual({ ...empty, id: 's1', count: 1, active: true, tags: [] });
    const refusal = (change: Record<string, unknown>) => () =>
      samples.toRecord({ ...row, ...change });
    expect(refusal({ count: 1.5 })).toThrow(RowShapeError);
    expect(refusal({ count: '1' })).toThrow('[Kassa] samples.count: expected an integer, got "1"');
    expect(refusal({ kind: 'C' })).toThrow('[Kassa] samples.kind: expected one of A, B, got "C"');
    expect(refusal({ tags: { a: 1 } })).toThrow(
      '[Kassa] samples.tags: expected a tag list, got object {"a":1}',
    );
    expect(refusal({ extra: [1] })).toThrow(
      '[Kassa] samples.extra: expected a tag list or null, got object [1]',
    );
    expect(refusal({ at: '2026-03-01' })).toThrow('samples.at: expected a timestamptz');
    expect(refusal({ active: undefined })).toThrow(
      '[Kassa] samples.active: expected a boolean, got undefined',
    );
  });

  it('are checked against the record type when they are written', () => {
    // @ts-expect-error a field without its column does not compile
    defineTable<Pick<Sample, 'id' | 'count'>>('samples', { id: column('sample_id', text) });
    defineTable<Pick<Sample, 'kind'>>('samples', {
      // @ts-expect-error text is wider than 'A' | 'B': the codec must be the field's own type
      kind: column('kind', text),
    });
    defineTable<Pick<Sample, 'note'>>('samples', {
      // @ts-expect-error a nullable field needs a nullable codec
      note: column('note', text),
    });
  });
});
