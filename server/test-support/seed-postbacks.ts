import type { Queryable } from '../platform/db/database.ts';

// A backlog of postbacks at once, for `npm run bench` (deliveries per second): copies of one real
// postback — its merchant, type and body — made by one INSERT … SELECT over generate_series, all
// due at `due`, never tried. Each copy has an event id of its own (the body keeps the original's:
// a receiver that counts deliveries reads the Kassa-Event-Id header).

export async function seedPostbacks(
  db: Queryable,
  options: { templateEventId: string; count: number; idPrefix: string; due: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO postback_outbox (event_id, merchant_id, event_type, payload, next_attempt_at, created_at)
     SELECT $2 || lpad(g::text, 8, '0'), o.merchant_id, o.event_type, o.payload, $3::timestamptz, $3::timestamptz
     FROM postback_outbox o, generate_series(1, $4::int4) g
     WHERE o.event_id = $1`,
    [options.templateEventId, options.idPrefix, options.due.toISOString(), options.count],
  );
}

/** Removes the copies seedPostbacks made under `idPrefix`, with their delivery log. */
export async function removeSeededPostbacks(db: Queryable, idPrefix: string): Promise<void> {
  await db.query('DELETE FROM postback_attempts WHERE starts_with(event_id, $1)', [idPrefix]);
  await db.query('DELETE FROM postback_outbox WHERE starts_with(event_id, $1)', [idPrefix]);
}
