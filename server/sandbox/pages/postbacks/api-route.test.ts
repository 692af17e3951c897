import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PostbackDelivery } from '../../../domain/postbacks/delivery.ts';
import { startPostbackDelivery } from '../../../domain/postbacks/delivery.ts';
import { handleWebhook, recordProblems } from '../../../test-support/merchant-webhook.ts';
import { addMerchant } from '../../../test-support/merchants.ts';
import type { TestReceiver } from '../../../test-support/postback-receiver.ts';
import { startTestReceiver, waitFor } from '../../../test-support/postback-receiver.ts';
import type { TestApp } from '../../../test-support/test-app.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
} from '../../../test-support/test-app.ts';
import { sampleTransactionData } from './sample-postback.ts';

// The sandbox's postback API against a real merchant listener and the real
// delivery worker: what `npm run postbacks` and the /sandbox/postbacks page show and do.

const OTHER_KEY = 'sk_test_other_merchant_key_000';
let t: TestApp;
let receiver: TestReceiver;
let worker: PostbackDelivery | undefined;

beforeEach(async () => {
  receiver = await startTestReceiver();
  t = await createTestApp({ MERCHANT_CALLBACK_URL: receiver.url });
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await t.app.close();
  await receiver.close();
});

function startWorker(): PostbackDelivery {
  worker = startPostbackDelivery({
    db: t.db,
    now: () => new Date(),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    retrySchedule: [],
    timeoutMs: 2_000,
    pollIntervalMs: 20,
    outbound: { allowInternal: true },
  });
  return worker;
}

const get = (url: string, key = TEST_API_KEY) =>
  t.app.inject({ method: 'GET', url, headers: key ? { 'x-api-key': key } : {} });
const post = (url: string, payload?: object, key = TEST_API_KEY) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-api-key': key },
    ...(payload && { payload }),
  });

/** A paid checkout whose TRANSACTION postback the worker has delivered; answers its event id. */
async function deliveredEvent(): Promise<string> {
  const token = await openSession(t);
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  startWorker().kick();
  await waitFor(() => receiver.received.length >= 1);
  return waitFor(async () => {
    const [event] = (await get('/sandbox/api/postbacks')).json().data;
    return event?.status === 'delivered' && event.event_id;
  });
}

describe('GET /sandbox/api/postbacks', () => {
  it('lists the merchant’s postbacks with their attempts, and no payload', async () => {
    receiver.respondWith((_request, response) => {
      response.writeHead(200).end('received\n');
    });
    const eventId = await deliveredEvent();
    const res = await get('/sandbox/api/postbacks?limit=5');
    expect(res.statusCode).toBe(200);
    const [event] = res.json().data;
    expect(event).toEqual({
      event_id: eventId,
      type: 'TRANSACTION',
      status: 'delivered',
      created_at: expect.any(String),
      next_attempt_at: null,
      delivered_at: expect.any(String),
      failed_at: null,
      payment_id: expect.stringMatching(/^pay_/),
      transaction_id: expect.stringMatching(/^trx_/),
      attempts: [
        {
          attempted_at: expect.any(String),
          http_status: 200,
          duration_ms: expect.any(Number),
          outcome: 'delivered',
          error: null,
          response_excerpt: 'received',
        },
      ],
    });
    expect(res.body).not.toContain('ann@example.com');
    expect(res.body).not.toContain('4242424242424242');

    const one = await get(`/sandbox/api/postbacks/${eventId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(event);

    expect((await get('/sandbox/api/postbacks?status=delivered')).json().data).toHaveLength(1);
    expect((await get('/sandbox/api/postbacks?status=failed')).json().data).toEqual([]);
  });

  it('asks for the API key and refuses bad parameters in the spec’s error body', async () => {
    const anonymous = await get('/sandbox/api/postbacks', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      errors: [{ error_code: 'INVALID_REQUEST', error_message: 'X-Api-Key header is required' }],
    });
    expect((await get('/sandbox/api/postbacks', 'sk_wrong_key_0123456789')).statusCode).toBe(401);

    const limit = await get('/sandbox/api/postbacks?limit=1000');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: 'limit must be between 1 and 100',
    });
    const status = await get('/sandbox/api/postbacks?status=lost');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors[0].error_message).toContain('status');
    expect((await get('/sandbox/api/postbacks/evt_nope')).statusCode).toBe(404);
  });

  it('shows another merchant nothing of this one’s postbacks', async () => {
    const eventId = await deliveredEvent();
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: OTHER_KEY });
    expect((await get('/sandbox/api/postbacks', OTHER_KEY)).json().data).toEqual([]);
    const show = await get(`/sandbox/api/postbacks/${eventId}`, OTHER_KEY);
    expect(show.statusCode).toBe(404);
    expect(show.json().errors[0].error_code).toBe('NOT_FOUND');
    const resend = await post(`/sandbox/api/postbacks/${eventId}/resend`, undefined, OTHER_KEY);
    expect(resend.statusCode).toBe(404);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('POST /sandbox/api/postbacks/:event_id/resend', () => {
  it('queues the same event and body again; the history grows', async () => {
    const eventId = await deliveredEvent();
    receiver.respondWith((_request, response) => {
      response.writeHead(204).end();
    });
    const kicks = t.postbackKicks;
    const res = await post(`/sandbox/api/postbacks/${eventId}/resend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ event_id: eventId, status: 'pending' });
    expect(t.postbackKicks).toBe(kicks + 1);
    worker?.kick();

    const event = await waitFor(async () => {
      const data = (await get(`/sandbox/api/postbacks/${eventId}`)).json().data;
      return data.status === 'delivered' && data.attempts.length === 2 && data;
    });
    expect(event.attempts.map((a: { http_status: number }) => a.http_status)).toEqual([200, 204]);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.rawBody).toBe(first?.rawBody);
    expect(second?.headers['kassa-event-id']).toBe(eventId);
  });
});

describe('POST /sandbox/api/postbacks/test', () => {
  it('sends a sample TRANSACTION postback, signed both ways, to the callback URL', async () => {
    receiver.respondWith((_request, response) => {
      response.writeHead(200).end('ok');
    });
    const res = await post('/sandbox/api/postbacks/test', { type: 'TRANSACTION' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      event_id: expect.stringMatching(/^evt_/),
      type: 'TRANSACTION',
      url: receiver.url,
      outcome: 'delivered',
      http_status: 200,
      duration_ms: expect.any(Number),
      error: null,
      response_excerpt: 'ok',
    });
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    const verdict = handleWebhook(
      TEST_POSTBACK_SECRET,
      request,
      Math.floor(t.clock.now.getTime() / 1000),
    );
    expect(verdict).toMatchObject({
      ok: true,
      type: 'TRANSACTION',
      eventId: res.json().data.event_id,
    });
    // Not queued: the delivery log holds real events only.
    expect((await get('/sandbox/api/postbacks')).json().data).toEqual([]);
  });

  it('sends to a URL given, under the callback URL rules, without following redirects', async () => {
    const other = await startTestReceiver();
    try {
      other.respondWith((_request, response) => {
        response.writeHead(302, { location: receiver.url }).end('moved');
      });
      const res = await post('/sandbox/api/postbacks/test', { url: other.url });
      expect(res.json().data).toMatchObject({
        url: other.url,
        outcome: 'failed',
        http_status: 302,
        error: 'HTTP 302',
        response_excerpt: 'moved',
      });
      expect(other.received).toHaveLength(1);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await other.close();
    }
    for (const url of [
      'ftp://example.test/x',
      'http://user:pw@example.test/',
      'file:///etc/passwd',
    ]) {
      const refused = await post('/sandbox/api/postbacks/test', { url });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ error_code: 'INVALID_REQUEST_PARAMETER' });
      expect(refused.json().errors[0].error_message).toMatch(/^url /);
    }
    const type = await post('/sandbox/api/postbacks/test', { type: 'SUBSCRIPTION' });
    expect(type.statusCode).toBe(400);
  });

  it('answers a failed attempt when nothing listens, and needs a URL when none is configured', async () => {
    const closed = await startTestReceiver();
    await closed.close();
    const res = await post('/sandbox/api/postbacks/test', { url: closed.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'failed',
      http_status: null,
      // Not ECONNREFUSED: the tool does not tell a closed port from a silent one.
      error: 'no answer: could not connect, or nothing answered within 10000 ms',
    });
    await t.db.query('UPDATE merchants SET callback_url = NULL');
    // The API key lookup is cached for a few seconds; a fresh app reads the merchant again.
    const fresh = await createTestApp({ MERCHANT_CALLBACK_URL: '' });
    try {
      const none = await fresh.app.inject({
        method: 'POST',
        url: '/sandbox/api/postbacks/test',
        headers: { 'x-api-key': TEST_API_KEY },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors[0].error_message).toContain('url is required');
    } finally {
      await fresh.app.close();
    }
  });
});

describe('the sample TRANSACTION data', () => {
  it('is a valid transaction record', () => {
    expect(recordProblems(sampleTransactionData('mer_sandbox', new Date()))).toEqual([]);
  });
});
