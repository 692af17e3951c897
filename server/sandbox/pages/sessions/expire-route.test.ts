import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMerchant } from '../../../test-support/merchants.ts';
import type { TestApp } from '../../../test-support/test-app.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
} from '../../../test-support/test-app.ts';

// POST /sandbox/api/sessions/:token/expire: the session's time runs out now, and every reader then
// sees what it sees at the fifteenth minute.

const OTHER_KEY = 'sk_test_other_merchant_key_000';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(() => t.app.close());

const expire = (token: string, key: string | null = TEST_API_KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/sessions/${token}/expire`,
    headers: key === null ? {} : { 'x-api-key': key },
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

const TIMEOUT_URL =
  'https://shop.example.test/failed?order=1001&error_code=2904&error_message=Timeout';

describe('POST /sandbox/api/sessions/:token/expire', () => {
  it('ends an open session now: the form API then reads it as expired at its time limit', async () => {
    const token = await openSession(t);
    const before = await view(token);
    expect(before.state).toBe('OPEN');

    const res = await expire(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        payment_id: before.payment_id,
        state: 'EXPIRED',
        expires_at: t.clock.now.toISOString(),
        redirect_url: TIMEOUT_URL,
      },
    });

    // What the form reads: EXPIRED, the failure redirect with 2904 Timeout, no attempt left.
    const after = await view(token);
    expect(after).toMatchObject({
      state: 'EXPIRED',
      expires_at: t.clock.now.toISOString(),
      server_time: t.clock.now.toISOString(),
      redirect_url: TIMEOUT_URL,
      attempts_left: 0,
    });
    // What a payment gets: refused, nothing charged.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: {
        method: 'CARD',
        card: {
          number: '4242424242424242',
          expiry_month: 12,
          expiry_year: 2030,
          security_code: '123',
          holder_name: 'Ann Example',
        },
      },
    });
    expect(pay.statusCode).toBe(409);
    expect(await t.db.query('SELECT * FROM transactions')).toEqual([]);
  });

  it('records nothing else, as a timeout records nothing: no state, no transaction, no postback', async () => {
    const token = await openSession(t);
    await expire(token);
    const [row] = await t.db.query('SELECT state, expires_at FROM payments');
    expect(row?.state).toBe('OPEN');
    expect(new Date(String(row?.expires_at)).toISOString()).toBe(t.clock.now.toISOString());
    expect(await t.db.query('SELECT * FROM postback_outbox')).toEqual([]);
  });

  it('is idempotent: an expired session answers as it is, with the time it ended', async () => {
    const token = await openSession(t);
    const ended = t.clock.now.toISOString();
    await expire(token);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = await expire(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'EXPIRED', expires_at: ended });

    // A session that timed out by itself answers the same way.
    const other = await openSession(t);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const timedOut = await expire(other);
    expect(timedOut.statusCode).toBe(200);
    expect(timedOut.json().data.state).toBe('EXPIRED');
  });

  it('refuses a session that is no longer open with 409, naming its state', async () => {
    const token = await openSession(t);
    expect((await payCard(t, token)).outcome).toBe('SUCCESS');
    const res = await expire(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [
        {
          error_code: 'INVALID_REQUEST',
          error_message: 'checkout session is SUCCEEDED: only an OPEN session can be expired',
        },
      ],
    });
    expect((await view(token)).state).toBe('SUCCEEDED');
  });

  it('answers 404 for a session that does not exist or belongs to another merchant', async () => {
    const missing = await expire(`cs_${'A'.repeat(43)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ error_code: 'NOT_FOUND', error_message: 'checkout session not found' }],
    });

    const token = await openSession(t);
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: OTHER_KEY });
    const foreign = await expire(token, OTHER_KEY);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].error_code).toBe('NOT_FOUND');
    expect((await view(token)).state).toBe('OPEN');
  });

  it('wants the API key, and a token of the session form', async () => {
    const token = await openSession(t);
    const anonymous = await expire(token, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].error_code).toEqual(expect.any(String));
    expect((await view(token)).state).toBe('OPEN');

    const malformed = await expire('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: expect.stringContaining('token'),
    });
  });
});
