import { integer, nullable, oneOf, text } from '../../platform/db/codecs.ts';
import { column, defineRow } from '../../platform/db/columns.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { deferredWrite } from '../../platform/db/write-batch.ts';
import { newId } from '../../platform/ids.ts';

// SQL for the postback outbox lives here and nowhere else. An event is written in the same
// transaction as the change it reports (so a committed change always has its postback and a
// rolled-back one never does); delivery.ts then works the table until each row is delivered or
// its retry schedule is spent.

export const POSTBACK_TYPES = ['TRANSACTION', 'SUBSCRIPTION'] as const;
export type PostbackType = (typeof POSTBACK_TYPES)[number];

/** Postback format version, carried in every envelope (spec: Versioning, "version field"). */
export const POSTBACK_VERSION = '1.2';

export interface PostbackEvent {
  merchantId: string;
  type: PostbackType;
  data: object;
  /** When the event happened: the envelope's created_at. */
  now: Date;
  /**
   * When its first attempt is due, if not `now`: a sandbox clock's event, which may lie months
   * ahead of the server's time, is still sent at once.
   */
  sendAt?: Date;
}

/** The body every postback sends: its envelope around `data`, serialised once. */
export function postbackEnvelope(
  eventId: string,
  event: Omit<PostbackEvent, 'merchantId' | 'sendAt'>,
): string {
  return JSON.stringify({
    event_id: eventId,
    type: event.type,
    version: POSTBACK_VERSION,
    created_at: event.now.toISOString(),
    data: event.data,
  });
}

/**
 * Queues a postback inside the caller's transaction and returns its event id. The envelope is
 * serialised once, here: every attempt sends these exact bytes, so the id and body never change
 * between retries and merchants can dedupe on `event_id`.
 */
export async function enqueuePostback(tx: Queryable, event: PostbackEvent): Promise<string> {
  const [eventId = ''] = await enqueuePostbacks(tx, [event]);
  return eventId;
}

/**
 * Queues several postbacks in one statement, in the order given (queued_seq follows the rows'
 * order), and returns their event ids: a rebill's TRANSACTION and SUBSCRIPTION postbacks.
 */
export async function enqueuePostbacks(
  tx: Queryable,
  events: readonly PostbackEvent[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const ids = events.map(() => newId('evt'));
  const params: unknown[] = [];
  const rows = events.map((event, i) => {
    const at = params.length;
    params.push(
      ids[i],
      event.merchantId,
      event.type,
      postbackEnvelope(ids[i] ?? '', event),
      event.sendAt ?? event.now,
    );
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 5})`;
  });
  // A multi-row VALUES takes its serial values row by row, in order.
  await deferredWrite(
    tx,
    `INSERT INTO postback_outbox (event_id, merchant_id, event_type, payload, next_attempt_at, created_at)
     VALUES ${rows.join(', ')}`,
    params,
  );
  return ids;
}

const RELEASE_PARKED = `UPDATE postback_outbox SET next_attempt_at = $4
  WHERE merchant_id = $1 AND next_attempt_at BETWEEN $2 AND $3 AND next_attempt_at > $4
    AND attempts = 0 AND delivered_at IS NULL AND failed_at IS NULL`;

/**
 * Makes the merchant's postbacks queued to be first sent between `from` and `until` (and not tried
 * yet) due at `now`: a sandbox clock's advance parks its postbacks while it runs and sends them all
 * when it is done, in the order they were queued.
 */
export async function releaseParkedPostbacks(
  db: Queryable,
  merchantId: string,
  parked: { from: Date; until: Date },
  now: Date,
): Promise<void> {
  await db.query(RELEASE_PARKED, [merchantId, parked.from, parked.until, now]);
}

export interface ClaimedPostback {
  eventId: string;
  merchantId: string;
  eventType: PostbackType;
  payload: string;
  /** Attempts made before this one. */
  attempts: number;
  /** The merchant's callback URL as it is now, not as it was when the event was written. */
  callbackUrl: string | null;
  postbackSecret: string;
  /** The secret a rotation replaced, while it still signs (until it retires); else null. */
  previousPostbackSecret: string | null;
}

// The claim joins the outbox to its merchant, so its rows are decoded by their own mapping.
const claimed = defineRow<ClaimedPostback>('postback claim', {
  eventId: column('event_id', text),
  merchantId: column('merchant_id', text),
  eventType: column('event_type', oneOf(POSTBACK_TYPES)),
  payload: column('payload', text),
  attempts: column('attempts', integer),
  callbackUrl: column('callback_url', nullable(text)),
  postbackSecret: column('postback_secret', text),
  previousPostbackSecret: column('previous_postback_secret', nullable(text)),
});

// The lease: claiming pushes next_attempt_at past the send's timeout instead of flagging the row
// "in progress". A worker that dies mid-send leaves nothing to clean up (the row simply becomes
// due again when the lease ends), and SKIP LOCKED plus the moved next_attempt_at keep two servers
// from claiming the same attempt. One statement, so the claim is its own short transaction.
const CLAIM_SQL = `
WITH due AS (
  SELECT event_id, next_attempt_at, queued_seq FROM postback_outbox
  WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
  ORDER BY next_attempt_at, queued_seq
  LIMIT $3
  FOR UPDATE SKIP LOCKED
), leased AS (
  UPDATE postback_outbox AS o
  SET next_attempt_at = $2
  FROM due, merchants AS m
  WHERE o.event_id = due.event_id AND m.merchant_id = o.merchant_id
  RETURNING o.event_id, o.merchant_id, o.event_type, o.payload, o.attempts,
    m.callback_url, m.postback_secret,
    CASE WHEN m.previous_postback_secret_retires_at > $1 THEN m.previous_postback_secret END
      AS previous_postback_secret,
    due.next_attempt_at AS due_at, due.queued_seq
)
-- An UPDATE returns its rows in no promised order: sort them back into the queue's order, so a
-- payment's version 1 is sent before its version 2.
SELECT event_id, merchant_id, event_type, payload, attempts, callback_url, postback_secret,
  previous_postback_secret
FROM leased ORDER BY due_at, queued_seq`;

/**
 * Leases up to `limit` due events for `leaseMs` and returns them, in the queue's order, with their
 * merchant's URL and the secrets that sign at `now`.
 */
export async function claimDuePostbacks(
  db: Queryable,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedPostback[]> {
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs);
  const rows = await db.query(CLAIM_SQL, [options.now, leaseEnd, options.limit]);
  return rows.map(claimed.toRecord);
}

/** The channel on which a worker that cannot take every due event at once asks the others to. */
export const POSTBACKS_DUE_CHANNEL = 'kassa_postbacks_due';

// A statement of its own, never inside a payment's transaction: PostgreSQL makes the commits of
// notifying transactions take turns (one lock, held through the commit), which every payment
// would then wait on.
const ANNOUNCE_DUE_SQL = `SELECT pg_notify('${POSTBACKS_DUE_CHANNEL}', '')`;

/** Tells every worker listening on POSTBACKS_DUE_CHANNEL that events are due now. */
export async function announceDuePostbacks(db: Queryable): Promise<void> {
  await db.query(ANNOUNCE_DUE_SQL);
}

export interface AttemptOutcome {
  eventId: string;
  /** `attempts` as claimed: a worker whose lease ran out and was overtaken writes nothing. */
  attemptsBefore: number;
  status: number | null;
  now: Date;
  /** When the request was sent, how long it took, and the start of the answer (delivery log). */
  attemptedAt: Date;
  durationMs: number;
  excerpt: string;
}

const INSERT_ATTEMPT_SQL = `
INSERT INTO postback_attempts
  (event_id, attempted_at, http_status, duration_ms, outcome, error, response_excerpt)
VALUES ($1, $2, $3, $4, $5, $6, $7)`;

/** An attempt's duration as the log's int4 column holds it. */
const clampedDuration = (ms: number): number =>
  Math.min(Math.max(0, Math.round(ms)), 2_147_483_647);

/** The delivery log's row for one attempt; written only with the outcome it belongs to. */
async function insertAttempt(
  tx: Queryable,
  outcome: AttemptOutcome,
  error: string | null,
): Promise<void> {
  await tx.query(INSERT_ATTEMPT_SQL, [
    outcome.eventId,
    outcome.attemptedAt,
    outcome.status,
    clampedDuration(outcome.durationMs),
    error === null ? 'delivered' : 'failed',
    error,
    outcome.excerpt,
  ]);
}

// Several deliveries in one statement (so no BEGIN and COMMIT of its own: one statement is one
// transaction): each event marked delivered and its attempt logged, as recordDelivered does for one.
// A data-modifying WITH runs to completion whether or not the outer statement reads it. Times go as
// ISO text and are cast, which both engines read the same way from a parameter array.
const RECORD_DELIVERED_SQL = `
WITH delivered AS (
  SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int4[], $4::timestamptz[], $5::int4[], $6::text[])
    AS d(event_id, delivered_at, http_status, attempted_at, duration_ms, response_excerpt)
), marked AS (
  UPDATE postback_outbox AS o
  SET delivered_at = d.delivered_at, failed_at = NULL, attempts = o.attempts + 1,
    last_status = d.http_status, last_error = NULL
  FROM delivered AS d
  WHERE o.event_id = d.event_id AND o.delivered_at IS NULL
)
INSERT INTO postback_attempts
  (event_id, attempted_at, http_status, duration_ms, outcome, error, response_excerpt)
SELECT event_id, attempted_at, http_status, duration_ms, 'delivered', NULL, response_excerpt
FROM delivered`;

/**
 * Marks the events delivered, and logs their attempts, in one statement. Delivery wins over any
 * other worker's later verdict; a delivery is logged even when another worker delivered first,
 * because the merchant did receive it. Under load the worker records every delivery that finished
 * while the previous batch was being written: one round trip for all of them.
 */
export async function recordDelivered(
  db: Queryable,
  outcomes: readonly AttemptOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(RECORD_DELIVERED_SQL, [
    outcomes.map((o) => o.eventId),
    outcomes.map((o) => o.now.toISOString()),
    outcomes.map((o) => o.status),
    outcomes.map((o) => o.attemptedAt.toISOString()),
    outcomes.map((o) => clampedDuration(o.durationMs)),
    outcomes.map((o) => o.excerpt),
  ]);
}

/**
 * Records an attempt that did not deliver, and logs it, in one transaction: due again at
 * `nextAttemptAt`, or failed for good when that is null. Returns false (and logs nothing) when
 * another worker has moved the event on since it was claimed.
 */
export async function recordUndelivered(
  db: Database,
  outcome: AttemptOutcome & { error: string; nextAttemptAt: Date | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE postback_outbox
       SET attempts = attempts + 1, last_status = $3, last_error = $4,
         next_attempt_at = COALESCE($5, next_attempt_at),
         failed_at = CASE WHEN $5::timestamptz IS NULL THEN $6::timestamptz END
       WHERE event_id = $1 AND attempts = $2 AND delivered_at IS NULL AND failed_at IS NULL
       RETURNING event_id`,
      [
        outcome.eventId,
        outcome.attemptsBefore,
        outcome.status,
        outcome.error,
        outcome.nextAttemptAt,
        outcome.now,
      ],
    );
    if (rows.length === 0) return false;
    await insertAttempt(tx, outcome, outcome.error);
    return true;
  });
}

/**
 * Queues an event of `merchantId` again for immediate delivery: the same event id and body, a
 * fresh retry schedule, its attempt history kept. Answers false when the merchant has no such
 * event. A delivered or failed event becomes pending again.
 */
export async function requeuePostback(
  db: Queryable,
  merchantId: string,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE postback_outbox
     SET delivered_at = NULL, failed_at = NULL, attempts = 0, next_attempt_at = $3
     WHERE event_id = $1 AND merchant_id = $2
     RETURNING event_id`,
    [eventId, merchantId, now],
  );
  return rows.length > 0;
}
