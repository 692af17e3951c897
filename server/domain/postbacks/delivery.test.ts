import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integer, nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { installOutboundGuard } from '../../test-support/outbound-guard.ts';
import type { TestReceiver } from '../../test-support/postback-receiver.ts';
import { answer, startTestReceiver, waitFor } from '../../test-support/postback-receiver.ts';
import { resetDatabase, testDatabase } from '../../test-support/test-database.ts';
import { testResolver } from '../../test-support/test-resolver.ts';
import type { PostbackDelivery, PostbackDeliveryOptions } from './delivery.ts';
import { NO_CALLBACK_URL, postbackLeaseMs, startPostbackDelivery } from './delivery.ts';
import { claimDuePostbacks, enqueuePostback } from './outbox-store.ts';
import { sendPostback } from './send-postback.ts';
import { verifyBodySignature, verifyPostback } from './signature.ts';

const db = await testDatabase();
afterAll(() => db.close());

const secret = 'whsec_delivery_test_secret';
// Customer data that must reach the merchant and never the logs.
const customerEmail = 'shopper-7f3a@example.com';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  fields: object;
  message: string;
}

let receiver: TestReceiver;
let logs: LogLine[];
const workers: PostbackDelivery[] = [];

beforeEach(async () => {
  await resetDatabase(db);
  receiver = await startTestReceiver();
  logs = [];
  await addMerchant(receiver.url);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await receiver.close();
  expect(JSON.stringify(logs)).not.toContain(customerEmail);
});

async function addMerchant(callbackUrl: string | null): Promise<void> {
  await db.query(
    `INSERT INTO merchants (merchant_id, name, callback_url, postback_secret)
     VALUES ('mer_test', 'Test shop', $1, $2)`,
    [callbackUrl, secret],
  );
}

function start(options: Partial<PostbackDeliveryOptions> = {}): PostbackDelivery {
  const log = {
    info: (fields: object, message: string) => logs.push({ level: 'info', fields, message }),
    warn: (fields: object, message: string) => logs.push({ level: 'warn', fields, message }),
    error: (fields: object, message: string) => logs.push({ level: 'error', fields, message }),
  };
  const worker = startPostbackDelivery({
    db,
    now: () => new Date(),
    log,
    retrySchedule: [0.05, 0.05],
    timeoutMs: 2_000,
    pollIntervalMs: 20,
    // The receivers listen on 127.0.0.1, as a developer's handler does beside a loopback HOST.
    outbound: { allowInternal: true },
    ...options,
  });
  workers.push(worker);
  return worker;
}

const enqueue = (): Promise<string> =>
  db.transaction((tx) =>
    enqueuePostback(tx, {
      merchantId: 'mer_test',
      type: 'TRANSACTION',
      data: { payment_id: 'pay_1', email: customerEmail, amount: '12.50' },
      now: new Date(),
    }),
  );

interface OutboxRow {
  payload: string;
  attempts: number;
  delivered_at: Date | null;
  failed_at: Date | null;
  last_status: number | null;
  last_error: string | null;
}

const outboxRows = defineRow<OutboxRow>('postback_outbox', {
  payload: column('payload', text),
  attempts: column('attempts', integer),
  delivered_at: column('delivered_at', nullable(timestamptz)),
  failed_at: column('failed_at', nullable(timestamptz)),
  last_status: column('last_status', nullable(integer)),
  last_error: column('last_error', nullable(text)),
});

async function outboxRow(eventId: string): Promise<OutboxRow> {
  const [row] = await db.query(
    `SELECT payload, attempts, delivered_at, failed_at, last_status, last_error
     FROM postback_outbox WHERE event_id = $1`,
    [eventId],
  );
  if (!row) throw new Error(`no outbox row ${eventId}`);
  return outboxRows.toRecord(row);
}

const delivered = (eventId: string): Promise<OutboxRow> =>
  waitFor(async () => {
    const row = await outboxRow(eventId);
    return row.delivered_at !== null && row;
  });

const verified = (request: TestReceiver['received'][number]): boolean =>
  verifyPostback({
    secret,
    header: request.headers['kassa-signature'] as string | undefined,
    rawBody: request.rawBody,
  });

describe(`postback delivery (${db.engine})`, () => {
  it('delivers the stored body once, signed, with the Kassa headers', async () => {
    const eventId = await enqueue();
    start().kick();
    const row = await delivered(eventId);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    expect(request.rawBody).toBe(row.payload);
    expect(JSON.parse(request.rawBody)).toEqual({
      event_id: eventId,
      type: 'TRANSACTION',
      version: '1.2',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { payment_id: 'pay_1', email: customerEmail, amount: '12.50' },
    });
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Kassa-Postbacks/1',
      'kassa-event-id': eventId,
      'kassa-event-type': 'TRANSACTION',
    });
    expect(verified(request)).toBe(true);
    expect(
      verifyBodySignature(secret, request.headers['x-signature'] as string, request.rawBody),
    ).toBe(true);
    expect(
      verifyPostback({
        secret: 'whsec_wrong_secret_000000',
        header: request.headers['kassa-signature'] as string,
        rawBody: request.rawBody,
      }),
    ).toBe(false);
    expect(row).toMatchObject({ attempts: 1, last_status: 200, failed_at: null });
    // Logged once the record's answer is read: on PostgreSQL the test's own query, on another
    // connection, can see the row delivered first.
    await waitFor(() =>
      logs.some((line) => line.level === 'info' && JSON.stringify(line.fields).includes(eventId)),
    );
  });

  it('retries after a 500 with the same event id and body, freshly signed', async () => {
    let calls = 0;
    receiver.respondWith((request, response) =>
      answer(++calls === 1 ? 500 : 204)(request, response),
    );
    const eventId = await enqueue();
    start().kick();
    const row = await delivered(eventId);

    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) {
      expect(request.headers['kassa-event-id']).toBe(eventId);
      expect(request.rawBody).toBe(row.payload);
      expect(verified(request)).toBe(true);
    }
    expect(row).toMatchObject({ attempts: 2, last_status: 204, last_error: null });
  });

  it('retries after a timeout', async () => {
    // The first attempt times out (decided here, not raced against a timer on a busy machine; the
    // real send's timeout against a server that never answers is attempt-log.test.ts's), the
    // second is the real send and is answered.
    let attempts = 0;
    const send: typeof sendPostback = async (options) => {
      attempts += 1;
      // The real send gets a timer a loaded machine cannot miss: the 200 ms given to the worker
      // are the first attempt's, and a second timeout would spend the schedule.
      if (attempts > 1) return sendPostback({ ...options, timeoutMs: 10_000 });
      return {
        delivered: false,
        failure: 'timeout',
        error: `timeout after ${options.timeoutMs} ms`,
        status: null,
        durationMs: options.timeoutMs,
        excerpt: '',
      };
    };
    const eventId = await enqueue();
    start({ timeoutMs: 200, send }).kick();
    const row = await delivered(eventId);

    expect(receiver.received.map((request) => request.rawBody)).toEqual([row.payload]);
    expect(row.attempts).toBe(2);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ eventId, attempt: 1, error: 'timeout after 200 ms' }),
      }),
    );
  });

  it('marks the event failed once the retry schedule is exhausted', async () => {
    receiver.respondWith(answer(500));
    const eventId = await enqueue();
    start().kick();
    const row = await waitFor(async () => {
      const current = await outboxRow(eventId);
      return current.failed_at !== null && current;
    });

    // One attempt plus one per entry in the schedule, then no more.
    expect(receiver.received).toHaveLength(3);
    expect(row).toMatchObject({
      attempts: 3,
      delivered_at: null,
      last_status: 500,
      last_error: 'HTTP 500',
    });
    expect(logs.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('does not follow a redirect: it is not a delivery', async () => {
    receiver.respondWith((request, response) => {
      if (request.path === '/postbacks') response.writeHead(302, { Location: '/elsewhere' }).end();
      else answer(200)(request, response);
    });
    const eventId = await enqueue();
    start({ retrySchedule: [] }).kick();
    const row = await waitFor(async () => {
      const current = await outboxRow(eventId);
      return current.failed_at !== null && current;
    });

    expect(receiver.received.map((request) => request.path)).toEqual(['/postbacks']);
    expect(row).toMatchObject({ last_status: 302, delivered_at: null });
  });

  it('keeps events for a merchant without a callback URL and delivers once one is set', async () => {
    await db.query('UPDATE merchants SET callback_url = NULL');
    const eventId = await enqueue();
    start({ retrySchedule: [0.05] }).kick();
    // Two attempts: the second one is already past the one-step schedule, and still not failed.
    const waiting = await waitFor(async () => {
      const row = await outboxRow(eventId);
      return row.attempts >= 2 && row;
    });
    expect(waiting).toMatchObject({ failed_at: null, last_error: NO_CALLBACK_URL });
    expect(receiver.received).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ eventId }) }),
    );

    await db.query('UPDATE merchants SET callback_url = $1', [receiver.url]);
    await delivered(eventId);
    expect(receiver.received).toHaveLength(1);
  });

  it('records a refused callback address as a failed attempt, retried, and never connects', async () => {
    const guard = installOutboundGuard();
    try {
      // A name that answers the metadata service's address: refused on any HOST.
      const resolveHost = testResolver({ 'rebind.test': [['169.254.169.254']] });
      await db.query('UPDATE merchants SET callback_url = $1', ['http://rebind.test/postbacks']);
      const eventId = await enqueue();
      start({ resolveHost }).kick();
      const row = await waitFor(async () => {
        const current = await outboxRow(eventId);
        return current.failed_at !== null && current;
      });
      // One attempt plus one per retry, each refused before connecting, then failed.
      expect(row).toMatchObject({
        attempts: 3,
        delivered_at: null,
        last_status: null,
        last_error: 'refused: link-local or metadata address',
      });
      expect(resolveHost.calls).toEqual(['rebind.test', 'rebind.test', 'rebind.test']);
      expect(guard.attempts()).toEqual([]);
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          fields: expect.objectContaining({
            eventId,
            error: 'refused: link-local or metadata address',
          }),
        }),
      );
    } finally {
      guard.uninstall();
    }
  });

  it('refuses a loopback callback URL beyond a loopback HOST', async () => {
    const guard = installOutboundGuard();
    try {
      const eventId = await enqueue();
      start({ outbound: { allowInternal: false }, retrySchedule: [] }).kick();
      const row = await waitFor(async () => {
        const current = await outboxRow(eventId);
        return current.failed_at !== null && current;
      });
      expect(row.last_error).toBe('refused: loopback address');
      expect(receiver.received).toEqual([]);
      expect(guard.attempts()).toEqual([]);
    } finally {
      guard.uninstall();
    }
  });

  it('connects to the address it checked: one lookup per attempt', async () => {
    const { port } = new URL(receiver.url);
    // A second lookup would answer 127.0.0.2, where nothing listens on that port.
    const resolveHost = testResolver({ 'handler.test': [['127.0.0.1'], ['127.0.0.2']] });
    await db.query('UPDATE merchants SET callback_url = $1', [
      `http://handler.test:${port}/postbacks`,
    ]);
    const eventId = await enqueue();
    start({ resolveHost }).kick();
    await delivered(eventId);
    expect(resolveHost.calls).toEqual(['handler.test']);
    expect(receiver.received[0]?.headers.host).toBe(`handler.test:${port}`);
  });

  it('delivers an event abandoned mid-delivery once its lease has ended (crash recovery)', async () => {
    const timeoutMs = 2_000;
    const eventId = await enqueue();
    // A server claims the event and dies before recording anything.
    const crashed = await claimDuePostbacks(db, {
      now: new Date(),
      leaseMs: postbackLeaseMs(timeoutMs),
      limit: 10,
    });
    expect(crashed.map((event) => event.eventId)).toEqual([eventId]);
    // While the lease holds, no other server may take it.
    expect(await claimDuePostbacks(db, { now: new Date(), leaseMs: 1, limit: 10 })).toEqual([]);

    // The restarted server, after the lease: its clock is moved on instead of the test sleeping.
    const leaseEnded = postbackLeaseMs(timeoutMs) + 1_000;
    start({ timeoutMs, now: () => new Date(Date.now() + leaseEnded) }).kick();
    const row = await delivered(eventId);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.rawBody).toBe(row.payload);
    expect(row.attempts).toBe(1);
  });

  it('never sends an event whose transaction rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueuePostback(tx, {
          merchantId: 'mer_test',
          type: 'TRANSACTION',
          data: { rolled: 'back' },
          now: new Date(),
        });
        throw new Error('payment update failed');
      }),
    ).rejects.toThrow('payment update failed');
    start().kick();
    // A committed event enqueued afterwards marks the point by which the first would have gone out.
    const eventId = await enqueue();
    await delivered(eventId);
    expect(receiver.received.map((request) => request.headers['kassa-event-id'])).toEqual([
      eventId,
    ]);
  });

  it('wakes up on kick() instead of waiting for the next poll', async () => {
    let claims = 0;
    let firstClaim: () => void = () => {};
    const claimed = new Promise<void>((resolve) => {
      firstClaim = resolve;
    });
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('FOR UPDATE SKIP LOCKED') && ++claims === 1) firstClaim();
        return db.query(sql, params);
      },
    };
    const worker = start({ db: counting, pollIntervalMs: 60_000 });
    await claimed;
    const eventId = await enqueue();
    worker.kick();
    // Within waitFor's bound (30 s), well before the next poll (60 s): only the kick can send it.
    await waitFor(async () => (await outboxRow(eventId)).delivered_at !== null);
  });

  it('sends no more than `concurrency` postbacks at once', async () => {
    receiver.respondWith((request, response) =>
      setTimeout(() => answer(200)(request, response), 50),
    );
    const ids = await Promise.all(Array.from({ length: 5 }, () => enqueue()));
    start({ concurrency: 2 }).kick();
    for (const eventId of ids) await delivered(eventId);
    expect(receiver.received).toHaveLength(5);
    expect(receiver.peakConcurrency).toBe(2);
  });

  it('stop() waits for sends in flight and records them', async () => {
    receiver.respondWith((request, response) =>
      setTimeout(() => answer(200)(request, response), 100),
    );
    const eventId = await enqueue();
    const worker = start();
    worker.kick();
    await waitFor(() => receiver.received.length === 1);
    await worker.stop();
    expect((await outboxRow(eventId)).delivered_at).not.toBeNull();
  });
  it('claims once for events it could take all at once, and records their deliveries together', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => enqueue()));
    const statements: string[] = [];
    const watched: Database = {
      ...db,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    };
    // Polls far apart: every claim counted here is one the worker asked for itself.
    const worker = start({ db: watched, pollIntervalMs: 60_000 });
    for (const eventId of ids) await delivered(eventId);
    await worker.stop();
    const claims = statements.filter((sql) => sql.includes('SKIP LOCKED'));
    const records = statements.filter((sql) => sql.includes('INSERT INTO postback_attempts'));
    // The first claim took all three (it could take 32): a finished send has nothing to claim.
    expect(claims).toHaveLength(1);
    expect(records.length).toBeLessThanOrEqual(3);
    expect(receiver.received).toHaveLength(3);
  });
});
