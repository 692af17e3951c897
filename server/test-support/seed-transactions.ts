import type { Queryable } from '../platform/db/database.ts';

// Many transactions at once, for the listing tests and `npm run bench` (GET /v1/transaction at a
// million rows): copies of one real transaction — its payment, merchant, amounts and details —
// made by one INSERT … SELECT over generate_series, never row by row. Each copy overrides only
// what the options name, so columns added by later migrations are copied as they are.

export interface SeedOptions {
  /** The transaction every copy is made from (made by a real checkout and payment). */
  templateId: string;
  count: number;
  /** Copy n (1…count) is named `${idPrefix}${n, 8 digits}`. */
  idPrefix: string;
  /** Copy n is created `n × stepMs` milliseconds before this (0: all at the same instant). */
  newest: Date;
  stepMs: number;
  /** Copy n gets statuses[n mod length] (none: the template's). */
  statuses?: readonly string[];
  /** Copy n gets types[n mod length] (none: the template's). */
  types?: readonly string[];
  /** Columns every copy gets, as JSON values (payment_method, payment_details, merchant_id…). */
  set?: Record<string, unknown>;
}

const SEED = `INSERT INTO transactions
  SELECT (jsonb_populate_record(t, jsonb_build_object(
      'transaction_id', $2 || lpad(g::text, 8, '0'),
      'created_at', $3::timestamptz - g * $4 * interval '1 millisecond',
      'updated_at', $3::timestamptz - g * $4 * interval '1 millisecond',
      'status', CASE WHEN cardinality($5::text[]) = 0 THEN t.status
                ELSE ($5::text[])[1 + g % cardinality($5::text[])] END,
      'transaction_type', CASE WHEN cardinality($6::text[]) = 0 THEN t.transaction_type
                ELSE ($6::text[])[1 + g % cardinality($6::text[])] END,
      'settle_at', NULL,
      'settle_code', NULL
    ) || $7::jsonb)).*
  FROM transactions t, generate_series(1, $8::int4) g
  WHERE t.transaction_id = $1`;

export async function seedTransactions(db: Queryable, options: SeedOptions): Promise<void> {
  await db.query(SEED, [
    options.templateId,
    options.idPrefix,
    options.newest.toISOString(),
    options.stepMs,
    options.statuses ?? [],
    options.types ?? [],
    JSON.stringify(options.set ?? {}),
    options.count,
  ]);
}

/** The id of copy `n`, as seedTransactions names it. */
export const seededId = (idPrefix: string, n: number): string =>
  `${idPrefix}${String(n).padStart(8, '0')}`;

/** Removes the copies seedTransactions made under `idPrefix` (a bench leaves its database as it was). */
export async function removeSeeded(db: Queryable, idPrefix: string): Promise<void> {
  await db.query('DELETE FROM transactions WHERE starts_with(transaction_id, $1)', [idPrefix]);
}
