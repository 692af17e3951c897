import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import {
  claimDuePostbacks,
  enqueuePostback,
  recordDelivered,
  recordUndelivered,
} from './outbox-store.ts';

const db = await testDatabase();
afterAll(() => db.close());
beforeEach(async () => {
  await resetDatabase(db);
  await db.query(
    `INSERT INTO merchants (merchant_id, name, callback_url, postback_secret)
     VALUES ('mer_test', 'Test shop', 'https://shop.example/postbacks', 'whsec_test')`,
  );
});

const at = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number): Date => new Date(at.getTime() + ms);
const enqueue = (now = at): Promise<string> =>
  db.transaction((tx) =>
    enqueuePostback(tx, { merchantId: 'mer_test', type: 'TRANSACTION', data: { n: 1 }, now }),
  );

describe(`postback outbox (${db.engine})`, () => {
  it('stores the exact envelope that will be sent', async () => {
    const eventId = await enqueue();
    const [row] = await db.query(
      'SELECT payload, attempts, next_attempt_at FROM postback_outbox WHERE event_id = $1',
      [eventId],
    );
    expect(eventId).toMatch(/^evt_[\w-]{22}$/);
    expect(row?.payload).toBe(
      `{"event_id":"${eventId}","type":"TRANSACTION","version":"1.2","created_at":"2026-03-01T12:00:00.000Z","data":{"n":1}}`,
    );
    expect(row?.attempts).toBe(0);
    expect(row?.next_attempt_at).toEqual(at);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueuePostback(tx, {
          merchantId: 'mer_test',
          type: 'TRANSACTION',
          data: {},
          now: at,
        });
        throw new Error('payment update failed');
      }),
    ).rejects.toThrow('payment update failed');
    expect(await db.query('SELECT event_id FROM postback_outbox')).toEqual([]);
  });

  it('leases a claimed event: nobody else gets it until the lease ends', async () => {
    const eventId = await enqueue();
    const first = await claimDuePostbacks(db, { now: at, leaseMs: 1_000, limit: 10 });
    expect(first).toEqual([
      expect.objectContaining({
        eventId,
        attempts: 0,
        callbackUrl: 'https://shop.example/postbacks',
        postbackSecret: 'whsec_test',
        previousPostbackSecret: null,
      }),
    ]);
    expect(await claimDuePostbacks(db, { now: later(999), leaseMs: 1_000, limit: 10 })).toEqual([]);
    const again = await claimDuePostbacks(db, { now: later(1_000), leaseMs: 1_000, limit: 10 });
    expect(again.map((event) => event.eventId)).toEqual([eventId]);
  });

  it('hands events out in the queue order: due time first, then the order they were written', async () => {
    const late = await enqueue(later(30));
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await enqueue());
    const early = await enqueue(later(-10));
    const claimed = await claimDuePostbacks(db, { now: later(60), leaseMs: 1_000, limit: 100 });
    expect(claimed.map((event) => event.eventId)).toEqual([early, ...ids, late]);
  });

  it('never hands the same event to two concurrent claims', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => enqueue()));
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        claimDuePostbacks(db, { now: at, leaseMs: 1_000, limit: 10 }),
      ),
    );
    const claimed = claims.flat().map((event) => event.eventId);
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed)).toEqual(new Set(ids));
  });

  it('leaves delivered, failed and not-yet-due events alone', async () => {
    const delivered = await enqueue();
    const failed = await enqueue();
    await enqueue(later(5_000));
    await db.query('UPDATE postback_outbox SET delivered_at = $2 WHERE event_id = $1', [
      delivered,
      at,
    ]);
    await db.query('UPDATE postback_outbox SET failed_at = $2 WHERE event_id = $1', [failed, at]);
    expect(await claimDuePostbacks(db, { now: at, leaseMs: 1_000, limit: 10 })).toEqual([]);
  });

  it('ignores the verdict of a worker that was overtaken after its lease ended', async () => {
    const eventId = await enqueue();
    await db.query('UPDATE postback_outbox SET attempts = 2 WHERE event_id = $1', [eventId]);
    const written = await recordUndelivered(db, {
      eventId,
      attemptsBefore: 1,
      status: 500,
      error: 'HTTP 500',
      nextAttemptAt: null,
      now: at,
      attemptedAt: at,
      durationMs: 12,
      excerpt: 'server error',
    });
    expect(written).toBe(false);
    const [row] = await db.query('SELECT attempts, failed_at FROM postback_outbox');
    expect(row).toEqual({ attempts: 2, failed_at: null });
    // Nothing of the overtaken verdict reaches the delivery log either.
    expect(await db.query('SELECT event_id FROM postback_attempts')).toEqual([]);
  });
  it('records several deliveries in one call, each with its own attempt, and a delivered event keeps its first delivery', async () => {
    const [first = '', second = '', already = ''] = [
      await enqueue(),
      await enqueue(),
      await enqueue(),
    ];
    await db.query(
      'UPDATE postback_outbox SET delivered_at = $2, attempts = 1 WHERE event_id = $1',
      [already, at],
    );
    const attempt = (eventId: string, ms: number) => ({
      eventId,
      attemptsBefore: 0,
      status: 200 + ms,
      now: later(ms + 5),
      attemptedAt: later(ms),
      durationMs: ms,
      excerpt: `ok ${ms}`,
    });
    await recordDelivered(db, [attempt(first, 1), attempt(second, 2), attempt(already, 3)]);
    const rows = await db.query(
      'SELECT event_id, delivered_at, attempts, last_status FROM postback_outbox ORDER BY queued_seq',
    );
    expect(rows).toEqual([
      { event_id: first, delivered_at: later(6), attempts: 1, last_status: 201 },
      { event_id: second, delivered_at: later(7), attempts: 1, last_status: 202 },
      // Another worker delivered it first: its record stands, and the merchant's second receipt is logged.
      { event_id: already, delivered_at: at, attempts: 1, last_status: null },
    ]);
    const log = await db.query(
      `SELECT event_id, attempted_at, http_status, duration_ms, outcome, error, response_excerpt
       FROM postback_attempts ORDER BY duration_ms`,
    );
    expect(log).toEqual(
      [first, second, already].map((eventId, i) => ({
        event_id: eventId,
        attempted_at: later(i + 1),
        http_status: 201 + i,
        duration_ms: i + 1,
        outcome: 'delivered',
        error: null,
        response_excerpt: `ok ${i + 1}`,
      })),
    );
  });
});
