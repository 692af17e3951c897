import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANT_RULE } from '../contract/instants.ts';
import { sandboxTool } from '../test-support/disputes.ts';
import { startSubscriptions, subscriptionRequest } from '../test-support/subscriptions.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.ts';

// Every instant the API takes lies between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z once
// its offset is applied (server/contract/instants.ts): outside, each entry point answers a 400 in
// the spec's error body naming the field, never a 500 from the database.

let t: TestApp;
let subscriptionId: string;
let clockId: string;

beforeAll(async () => {
  t = await createTestApp();
  subscriptionId = (await startSubscriptions(t)).subscriptionIds[0] ?? '';
  const clock = await sandboxTool(t, '/clocks', { time: '2026-11-22T10:00:00Z' });
  clockId = String(clock.json().data.clock_id);
});
afterAll(() => t?.app.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEY } });

/** A negative-entry list cursor as the API writes one, with a forged time. */
const entryCursor = (at: string): string => Buffer.from(`${at} neg_forged`).toString('base64url');

const PAST_THE_END = '9999-12-31T23:59:59-14:00';
const BEFORE_THE_START = '1970-01-01T00:00:00+14:00';

type Call = () => Promise<{ statusCode: number; body: string; json: () => unknown }>;

const CASES: [string, Call, string][] = [
  [
    'PATCH /v1/subscription next_rebill_at past the end',
    () =>
      subscriptionRequest(t, 'PATCH', `/v1/subscription/${subscriptionId}`, {
        next_rebill_at: PAST_THE_END,
      }),
    `next_rebill_at ${INSTANT_RULE}`,
  ],
  [
    'PATCH /v1/subscription next_rebill_at in the year 10000',
    () =>
      subscriptionRequest(t, 'PATCH', `/v1/subscription/${subscriptionId}`, {
        next_rebill_at: '+010000-01-01T00:00:00Z',
      }),
    `next_rebill_at ${INSTANT_RULE}`,
  ],
  [
    'POST /sandbox/api/clocks time past the end',
    () => sandboxTool(t, '/clocks', { time: PAST_THE_END }),
    `time ${INSTANT_RULE}`,
  ],
  [
    'POST /sandbox/api/clocks time before 1970',
    () => sandboxTool(t, '/clocks', { time: BEFORE_THE_START }),
    `time ${INSTANT_RULE}`,
  ],
  [
    'POST /sandbox/api/clocks/{id}/advance to past the end',
    () => sandboxTool(t, `/clocks/${clockId}/advance`, { to: PAST_THE_END }),
    `to ${INSTANT_RULE}`,
  ],
  [
    'GET /v1/transaction created_at_from past the end',
    () => get(`/v1/transaction?created_at_from=${PAST_THE_END}`),
    `created_at_from ${INSTANT_RULE}`,
  ],
  [
    'GET /v1/transaction created_to before 1970',
    () => get(`/v1/transaction?created_to=${encodeURIComponent(BEFORE_THE_START)}`),
    `created_to ${INSTANT_RULE}`,
  ],
  [
    'GET /v1/transaction a forged prev_id',
    () => get('/v1/transaction?prev_id=trx_forged'),
    'prev_id must be the transaction_id of one of your transactions: the prev_id of the previous answer',
  ],
  [
    'GET /v1/merchant-negative-entry a cursor in the year 10000',
    () => get(`/v1/merchant-negative-entry?cursor=${entryCursor('+010000-01-01T00:00:00.000Z')}`),
    'cursor must be the meta.next_cursor of the previous answer, as it was sent',
  ],
  [
    'GET /v1/merchant-negative-entry a cursor before the year 0',
    () => get(`/v1/merchant-negative-entry?cursor=${entryCursor('-000001-01-01T00:00:00.000Z')}`),
    'cursor must be the meta.next_cursor of the previous answer, as it was sent',
  ],
  [
    'GET /v1/merchant-negative-entry a cursor before 1970',
    () => get(`/v1/merchant-negative-entry?cursor=${entryCursor('1969-12-31T23:59:59.999Z')}`),
    'cursor must be the meta.next_cursor of the previous answer, as it was sent',
  ],
];

describe('instants outside 1970..9999', () => {
  it.each(CASES)('%s: 400 naming the field', async (_, call, message) => {
    const res = await call();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ error_code: 'INVALID_REQUEST_PARAMETER', error_message: message }],
    });
  });

  it('takes the last instant itself', async () => {
    const last = '9999-12-31T23:59:59.999Z';
    const patched = await subscriptionRequest(t, 'PATCH', `/v1/subscription/${subscriptionId}`, {
      next_rebill_at: '9999-12-31T22:59:59.999-01:00',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.next_rebill_at).toBe(last);
    const clock = await sandboxTool(t, '/clocks', { time: '9999-12-31T23:00:00Z' });
    expect(clock.statusCode, clock.body).toBe(200);
    const advanced = await sandboxTool(t, `/clocks/${clock.json().data.clock_id}/advance`, {
      to: last,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().data.clock.time).toBe(last);
    const listed = await get(`/v1/transaction?created_at_to=${last}`);
    expect(listed.statusCode, listed.body).toBe(200);
  });
});
