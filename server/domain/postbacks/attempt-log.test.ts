import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AttemptTimer, realTimer } from '../../platform/outbound/pinned-post.ts';
import { EXCERPT_MAX_CHARS, sanitizeExcerpt } from '../../platform/outbound/response-excerpt.ts';
import type { TestReceiver } from '../../test-support/postback-receiver.ts';
import { startTestReceiver } from '../../test-support/postback-receiver.ts';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import type { PostbackDelivery } from './delivery.ts';
import { startPostbackDelivery } from './delivery.ts';
import { findPostback, type LoggedPostback } from './log-store.ts';
import { enqueuePostback } from './outbox-store.ts';
import { sendPostback } from './send-postback.ts';

// The delivery log: every attempt the worker makes is a row with its time,
// HTTP status, duration, outcome and the start of the merchant's answer, against a real listener.
// Nothing here races the clock of a busy machine: an attempt's time runs out only where the test
// is about that (by the test's own timer, or on a listener that never answers), and each test
// waits for the attempts themselves, not for a deadline.

const db = await testDatabase();
afterAll(() => db.close());

const secret = 'whsec_attempt_log_secret';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let receiver: TestReceiver;
const workers: PostbackDelivery[] = [];

beforeEach(async () => {
  await resetDatabase(db);
  receiver = await startTestReceiver();
  await merchant(receiver.url);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await receiver.close();
});

async function merchant(callbackUrl: string): Promise<void> {
  await db.query(
    `INSERT INTO merchants (merchant_id, name, callback_url, postback_secret)
     VALUES ('mer_log', 'Log shop', $1, $2)`,
    [callbackUrl, secret],
  );
}

/** An attempt's time never runs out: the merchant's answer alone decides. */
const NEVER: AttemptTimer = () => () => {};

/**
 * Starts a worker and answers `recorded(n)`, which resolves once it has made n attempts and
 * stopped, every attempt recorded (stop() waits for the sends in flight), with the event's log.
 */
function start(
  retrySchedule: number[] = [],
  { timer = NEVER, timeoutMs = 2_000 }: { timer?: AttemptTimer; timeoutMs?: number } = {},
): (eventId: string, attempts?: number) => Promise<LoggedPostback> {
  let made = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const worker = startPostbackDelivery({
    db,
    now: () => new Date(),
    log: quiet,
    retrySchedule,
    timeoutMs,
    pollIntervalMs: 20,
    outbound: { allowInternal: true },
    timer,
    send: async (options) => {
      const outcome = await sendPostback(options);
      made += 1;
      for (const wait of waiting) if (wait.count <= made) wait.resolve();
      return outcome;
    },
  });
  workers.push(worker);
  worker.kick();
  return async (eventId, attempts = 1) => {
    if (made < attempts)
      await new Promise<void>((resolve) => waiting.push({ count: attempts, resolve }));
    await worker.stop();
    const event = await findPostback(db, 'mer_log', eventId);
    if (!event) throw new Error(`postback ${eventId} not logged`);
    return event;
  };
}

const enqueue = (): Promise<string> =>
  db.transaction((tx) =>
    enqueuePostback(tx, {
      merchantId: 'mer_log',
      type: 'TRANSACTION',
      data: { transaction_id: 'trx_1', payment: { payment_id: 'pay_1' }, secret_note: 'payload' },
      now: new Date(),
    }),
  );

/**
 * A timer whose time runs out once the sender has taken in the first part of the answer's body:
 * Node publishes each client response on this channel as its head is parsed; its first 'readable'
 * comes with body bytes, and by the next turn of the event loop the sender's reader has them.
 */
function expiringAfterFirstBodyBytes(): { timer: AttemptTimer; stop: () => void } {
  let expire = (): void => {};
  const onResponse = (message: unknown): void => {
    const response = (message as { response: IncomingMessage }).response;
    response.once('readable', () => setImmediate(() => expire()));
  };
  subscribe('http.client.response.finish', onResponse);
  return {
    timer: (_ms, onExpire) => {
      expire = onExpire;
      return () => {
        expire = () => {};
      };
    },
    stop: () => unsubscribe('http.client.response.finish', onResponse),
  };
}

describe(`postback attempt log (${db.engine})`, () => {
  it('records a delivery with its status, duration and the answer excerpt', async () => {
    receiver.respondWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok, thanks\r\n');
    });
    const eventId = await enqueue();
    const before = Date.now();
    const event = await start()(eventId);
    expect(event).toMatchObject({
      eventId,
      type: 'TRANSACTION',
      status: 'delivered',
      paymentId: 'pay_1',
      transactionId: 'trx_1',
    });
    expect(event.attempts).toEqual([
      {
        attemptedAt: expect.any(Date),
        httpStatus: 200,
        durationMs: expect.any(Number),
        outcome: 'delivered',
        error: null,
        responseExcerpt: 'ok, thanks',
      },
    ]);
    const [attempt] = event.attempts;
    expect(attempt?.attemptedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(attempt?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('records an HTTP error and each retry, one row per attempt, oldest first', async () => {
    receiver.respondWith((_request, response) => {
      response.writeHead(500).end('{"error":"database down"}');
    });
    const eventId = await enqueue();
    const event = await start([0.02])(eventId, 2);
    expect(event.status).toBe('failed');
    expect(
      event.attempts.map((a) => [a.httpStatus, a.outcome, a.error, a.responseExcerpt]),
    ).toEqual([
      [500, 'failed', 'HTTP 500', '{"error":"database down"}'],
      [500, 'failed', 'HTTP 500', '{"error":"database down"}'],
    ]);
    const [first, second] = event.attempts;
    expect(second?.attemptedAt.getTime()).toBeGreaterThanOrEqual(first?.attemptedAt.getTime() ?? 0);
  });

  it('records a timeout with no status and its duration', async () => {
    receiver.respondWith(() => {
      // Never answers: the sender gives up after its timeout, however long the machine takes.
    });
    const eventId = await enqueue();
    const event = await start([], { timer: realTimer, timeoutMs: 300 })(eventId);
    expect(event.attempts).toEqual([
      expect.objectContaining({
        httpStatus: null,
        outcome: 'failed',
        error: 'timeout after 300 ms',
        responseExcerpt: '',
      }),
    ]);
    expect(event.attempts[0]?.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('counts a 2xx whose body never ends as delivered, with what arrived, after the timeout', async () => {
    receiver.respondWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial answer');
    });
    const eventId = await enqueue();
    // The time runs out while the body stalls: after its first bytes, never before the status.
    const clock = expiringAfterFirstBodyBytes();
    try {
      const event = await start([], { timer: clock.timer })(eventId);
      expect(event.status).toBe('delivered');
      expect(event.attempts).toEqual([
        expect.objectContaining({
          httpStatus: 200,
          outcome: 'delivered',
          error: null,
          responseExcerpt: 'partial answer',
        }),
      ]);
    } finally {
      clock.stop();
    }
  });

  it('records a network error', async () => {
    await receiver.close();
    receiver = await startTestReceiver();
    // A port nothing listens on any more.
    const closed = await startTestReceiver();
    await closed.close();
    await db.query('UPDATE merchants SET callback_url = $1', [closed.url]);
    const eventId = await enqueue();
    const event = await start()(eventId);
    expect(event.attempts).toEqual([
      expect.objectContaining({
        httpStatus: null,
        outcome: 'failed',
        error: 'network error: ECONNREFUSED',
      }),
    ]);
  });

  it('keeps only a bounded, sanitized start of a huge or hostile answer, never the payload', async () => {
    const huge = `\u001b[31m<script>alert(1)</script>\u202e\n${'x'.repeat(5_000_000)}`;
    receiver.respondWith((_request, response) => {
      response.writeHead(200).end(huge);
    });
    const eventId = await enqueue();
    const event = await start()(eventId);
    const excerpt = event.attempts[0]?.responseExcerpt ?? '';
    expect(excerpt.length).toBe(EXCERPT_MAX_CHARS);
    expect(excerpt.startsWith('[31m<script>alert(1)</script> xxx')).toBe(true);
    expect(excerpt).not.toMatch(/[\p{Cc}\u202e]/u);
    const [row] = await db.query('SELECT * FROM postback_attempts');
    expect(JSON.stringify(row)).not.toContain('secret_note');
  });
});

describe('sanitizeExcerpt', () => {
  it('turns line breaks into spaces, drops controls and bidi overrides, cuts by characters', () => {
    expect(sanitizeExcerpt('a\r\nb\tc\u0000d\u0007e\u202eF\u2066')).toBe('a b cdeF');
    expect(sanitizeExcerpt('😀'.repeat(300))).toBe('😀'.repeat(EXCERPT_MAX_CHARS));
  });
});
