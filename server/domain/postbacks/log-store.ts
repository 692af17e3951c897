import { integer, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { POSTBACK_TYPES, type PostbackType } from './outbox-store.ts';

// SQL of the delivery log: a merchant's postbacks, newest first, each with
// every attempt made to deliver it (postback_attempts). Read by the sandbox's postback API and
// page; never returns a payload, only the ids a developer looks a payment up by.

export const POSTBACK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type PostbackStatus = (typeof POSTBACK_STATUSES)[number];

export const ATTEMPT_OUTCOMES = ['delivered', 'failed'] as const;

export interface PostbackAttempt {
  attemptedAt: Date;
  httpStatus: number | null;
  durationMs: number;
  outcome: (typeof ATTEMPT_OUTCOMES)[number];
  error: string | null;
  responseExcerpt: string;
}

export interface LoggedPostback {
  eventId: string;
  type: PostbackType;
  status: PostbackStatus;
  createdAt: Date;
  /** When a pending event is next tried. */
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
  paymentId: string | null;
  transactionId: string | null;
  attempts: PostbackAttempt[];
}

const eventRow = defineRow<Omit<LoggedPostback, 'attempts'>>('postback log', {
  eventId: column('event_id', text),
  type: column('event_type', oneOf(POSTBACK_TYPES)),
  status: column('status', oneOf(POSTBACK_STATUSES)),
  createdAt: column('created_at', timestamptz),
  nextAttemptAt: column('next_attempt_at', nullable(timestamptz)),
  deliveredAt: column('delivered_at', nullable(timestamptz)),
  failedAt: column('failed_at', nullable(timestamptz)),
  paymentId: column('payment_id', nullable(text)),
  transactionId: column('transaction_id', nullable(text)),
});

const attemptRow = defineRow<PostbackAttempt & { eventId: string }>('postback attempt', {
  eventId: column('event_id', text),
  attemptedAt: column('attempted_at', timestamptz),
  httpStatus: column('http_status', nullable(integer)),
  durationMs: column('duration_ms', integer),
  outcome: column('outcome', oneOf(ATTEMPT_OUTCOMES)),
  error: column('error', nullable(text)),
  responseExcerpt: column('response_excerpt', text),
});

// The status is the outbox row's state; the ids are read from the stored envelope's `data`
// (TRANSACTION postbacks carry the transaction record), and only they leave the payload.
const EVENTS_SQL = `
SELECT event_id, event_type, created_at, delivered_at, failed_at,
  CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN next_attempt_at END AS next_attempt_at,
  CASE WHEN delivered_at IS NOT NULL THEN 'delivered'
       WHEN failed_at IS NOT NULL THEN 'failed' ELSE 'pending' END AS status,
  (payload::jsonb) -> 'data' -> 'payment' ->> 'payment_id' AS payment_id,
  (payload::jsonb) -> 'data' ->> 'transaction_id' AS transaction_id
FROM postback_outbox
WHERE merchant_id = $1`;

const STATUS_CONDITION: Record<PostbackStatus, string> = {
  pending: 'delivered_at IS NULL AND failed_at IS NULL',
  delivered: 'delivered_at IS NOT NULL',
  failed: 'failed_at IS NOT NULL AND delivered_at IS NULL',
};

async function withAttempts(
  db: Queryable,
  events: Omit<LoggedPostback, 'attempts'>[],
): Promise<LoggedPostback[]> {
  if (events.length === 0) return [];
  const rows = await db.query(
    `SELECT event_id, attempted_at, http_status, duration_ms, outcome, error, response_excerpt
     FROM postback_attempts WHERE event_id = ANY($1::text[])
     ORDER BY attempted_at, attempt_id`,
    [events.map((event) => event.eventId)],
  );
  const byEvent = new Map<string, PostbackAttempt[]>();
  for (const row of rows) {
    const { eventId, ...attempt } = attemptRow.toRecord(row);
    const list = byEvent.get(eventId) ?? [];
    list.push(attempt);
    byEvent.set(eventId, list);
  }
  return events.map((event) => ({ ...event, attempts: byEvent.get(event.eventId) ?? [] }));
}

/** The merchant's most recent postbacks, newest first, with their attempts oldest first. */
export async function listPostbacks(
  db: Queryable,
  merchantId: string,
  options: { limit: number; status?: PostbackStatus | undefined; paymentId?: string | undefined },
): Promise<LoggedPostback[]> {
  const status = options.status ? ` AND ${STATUS_CONDITION[options.status]}` : '';
  const params: unknown[] = [merchantId, options.limit];
  let payment = '';
  if (options.paymentId !== undefined) {
    params.push(options.paymentId);
    payment = ` AND (payload::jsonb) -> 'data' -> 'payment' ->> 'payment_id' = $3`;
  }
  const rows = await db.query(
    `${EVENTS_SQL}${status}${payment} ORDER BY created_at DESC, queued_seq DESC LIMIT $2`,
    params,
  );
  return withAttempts(db, rows.map(eventRow.toRecord));
}

/** One of the merchant's postbacks, or null when the merchant has none with that id. */
export async function findPostback(
  db: Queryable,
  merchantId: string,
  eventId: string,
): Promise<LoggedPostback | null> {
  const rows = await db.query(`${EVENTS_SQL} AND event_id = $2`, [merchantId, eventId]);
  const [found] = await withAttempts(db, rows.map(eventRow.toRecord));
  return found ?? null;
}
