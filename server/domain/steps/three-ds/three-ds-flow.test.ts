import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createTestApp,
  openSession,
  type TestApp,
} from '../../../test-support/test-app.ts';
import { decideDueSteps } from '../pending-step.ts';
import { threeDsStep } from './challenge.ts';

// The 3-D Secure rows of the sandbox end to end through the form's API, in process: what the
// payment answers, what the ACS page does, what is recorded and reported, in which order.

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';
const CHALLENGE = '4000000000003220';

const newSession = (overrides: Record<string, unknown> = {}) => openSession(t, overrides);

const pay = (token: string, number: string, holder = 'Ann Example') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: {
      method: 'CARD',
      card: {
        number,
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: holder,
      },
    },
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

/** The challenge page's path from an ACTION answer. */
async function challengePath(token: string, number = CHALLENGE): Promise<string> {
  const res = await pay(token, number);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  const url = new URL(body.action.challenge_url);
  expect(url.origin).toBe(ORIGIN);
  return url.pathname;
}

async function oneTimeCode(path: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: path });
  const match = /the code is <strong[^>]*>(\d{6})<\/strong>/.exec(page.body);
  if (!match?.[1]) throw new Error('no code on the challenge page');
  return match[1];
}

const answer = (path: string, form: Record<string, string>, origin = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** [type, status, code] of each TRANSACTION postback, in the order they were queued. */
async function reported(): Promise<[string, string, number][]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => {
    const data = JSON.parse(String(row.payload)).data;
    return [data.transaction_type, data.transaction_status, data.response_code];
  });
}

/** Transactions in the order their postbacks were queued. */
async function recorded(): Promise<[string, number][]> {
  const rows = await t.db.query(
    `SELECT t.transaction_type, t.response_code FROM transactions AS t
     JOIN postback_outbox AS o ON (o.payload::jsonb) -> 'data' ->> 'transaction_id' = t.transaction_id
     ORDER BY o.queued_seq`,
  );
  return rows.map((row) => [String(row.transaction_type), Number(row.response_code)]);
}

describe('3-D Secure challenge', () => {
  it('pays after the shopper approves with the one-time code: THREE_DS 1300, then SALE 1000', async () => {
    t = await createTestApp();
    const token = await newSession();
    const path = await challengePath(token);

    const open = await view(token);
    expect(open.state).toBe('PROCESSING');
    expect(open.action).toEqual({ kind: 'three_ds', challenge_url: `${ORIGIN}${path}` });

    const page = await t.app.inject({ method: 'GET', url: `${path}?theme=DARK` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-theme="dark"');
    expect(page.body).toContain('Test Shop');
    expect(page.body).toContain('€34.40');
    expect(page.body).toContain('•••• 3220');
    expect(page.body).toContain('autocomplete="one-time-code"');
    expect(page.body).not.toContain(CHALLENGE);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const code = await oneTimeCode(path);
    const done = await answer(path, { decision: 'approve', code });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Payment confirmed');

    const paid = await view(token);
    expect(paid.state).toBe('SUCCEEDED');
    expect(paid.action).toBeUndefined();
    expect(paid.redirect_url).toBe('https://shop.example.test/ok');
    expect(await recorded()).toEqual([
      ['THREE_DS', 1300],
      ['SALE', 1000],
    ]);
    expect(await reported()).toEqual([
      ['THREE_DS', 'SUCCESS', 1300],
      ['SALE', 'SUCCESS', 1000],
    ]);
  });

  it("wears the checkout's theme_variables over the form's theme type, its style hashed in the policy", async () => {
    t = await createTestApp();
    const token = await newSession({
      payment_form_override: {
        theme_type: 'DARK',
        color: '#aa3300',
        theme_variables: { formBackground: '#123456', fontFamily: 'Georgia, serif' },
      },
    });
    const path = await challengePath(token);
    const page = await t.app.inject({ method: 'GET', url: `${path}?theme=DARK` });
    expect(page.body).toContain('data-theme="dark"');
    const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
    const own = style.slice(style.lastIndexOf('html[data-theme]{'));
    expect(own).toContain('--kassa-form-background:#123456');
    expect(own).toContain('--kassa-font-family:Georgia, serif');
    expect(own).toContain('--kassa-pay-btn-color:#aa3300');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);

    // The answer's page wears it too; a checkout without a theme gets the built-in one alone.
    const answered = await answer(path, { decision: 'deny' });
    expect(answered.body).toContain('--kassa-form-background:#123456');
    const plain = await challengePath(await newSession());
    const plainPage = await t.app.inject({ method: 'GET', url: plain });
    expect(plainPage.body).not.toContain('html[data-theme]{');
  });

  it('lets the shopper retry after denying: THREE_DS 1320, no SALE, one attempt counted', async () => {
    t = await createTestApp();
    const token = await newSession();
    const path = await challengePath(token);
    const code = await oneTimeCode(path);
    const denied = await answer(path, { decision: 'deny' });
    expect(denied.body).toContain('Payment not confirmed');
    const after = await view(token);
    expect(after).toMatchObject({
      state: 'OPEN',
      attempts_left: 4,
      last_error: { error_code: 1320, error_message: '3-D Secure authentication failed' },
    });
    expect(await reported()).toEqual([['THREE_DS', 'DECLINE', 1320]]);
    // The page is over: a late Approve changes nothing.
    const late = await answer(path, { decision: 'approve', code });
    expect(late.body).toContain('Payment not confirmed');
    expect((await view(token)).state).toBe('OPEN');
  });

  it('keeps the challenge open after a wrong code, and fails it after three (1331, SALE 2132)', async () => {
    t = await createTestApp();
    const token = await newSession();
    const path = await challengePath(token);
    const first = await answer(path, { decision: 'approve', code: '000000x' });
    expect(first.body).toContain('That code is not right. 2 tries left.');
    expect(first.body).toContain('aria-invalid="true"');
    expect((await view(token)).state).toBe('PROCESSING');
    await answer(path, { decision: 'approve', code: 'nope' });
    const third = await answer(path, { decision: 'approve', code: '' });
    expect(third.body).toContain('Verification failed');
    expect(await reported()).toEqual([
      ['THREE_DS', 'DECLINE', 1331],
      ['SALE', 'DECLINE', 2132],
    ]);
    expect((await view(token)).last_error.error_code).toBe(2132);
  });

  it('refuses an answer from another origin, or without one: a forged approval pays nothing', async () => {
    t = await createTestApp();
    const token = await newSession();
    const path = await challengePath(token);
    const code = await oneTimeCode(path);
    const forged = await answer(path, { decision: 'approve', code }, 'https://shop.example.test');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].error_message).toContain(
      'Origin must be https://pay.example.test',
    );
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=approve&code=${code}`,
    });
    expect(noOrigin.statusCode).toBe(403);
    // A JSON body claiming the outcome is not an answer either.
    const json = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: ORIGIN },
      payload: { decision: 'approve', code, outcome: 'SUCCESS' },
    });
    expect(json.statusCode).toBe(400);
    expect((await view(token)).state).toBe('PROCESSING');
    expect(await reported()).toEqual([]);
  });

  it('ends as a denial when the form cancels, and answers 409 when nothing is open', async () => {
    t = await createTestApp();
    const token = await newSession();
    await challengePath(token);
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/sessions/${token}/three-ds/cancel` });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'RETRY',
      error: { error_code: 1320, error_message: '3-D Secure authentication failed' },
      attempts_left: 4,
    });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].error_message).toContain('no 3-D Secure challenge is open');
  });

  it('times an unanswered challenge out with 1325 then SALE 2133', async () => {
    t = await createTestApp({ THREE_DS_CHALLENGE_SECONDS: '60' });
    const token = await newSession();
    const path = await challengePath(token);
    t.clock.now = new Date(t.clock.now.getTime() + 59_000);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      pendingSettleMs: 0,
      log: console,
      onPostback: () => {},
    };
    expect(await decideDueSteps(deps, threeDsStep(deps))).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    expect(await decideDueSteps(deps, threeDsStep(deps))).toBe(1);
    expect(await reported()).toEqual([
      ['THREE_DS', 'DECLINE', 1325],
      ['SALE', 'DECLINE', 2133],
    ]);
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain(
      'Verification timed out',
    );
    expect((await view(token)).state).toBe('OPEN');
  });

  it('lets the session view time a due challenge out without the sweeper', async () => {
    t = await createTestApp({ THREE_DS_CHALLENGE_SECONDS: '60' });
    const token = await newSession();
    await challengePath(token);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const after = await view(token);
    expect(after.state).toBe('OPEN');
    expect(after.last_error.error_code).toBe(2133);
  });

  it('never outlives the session: a challenge opened near the end expires with it', async () => {
    t = await createTestApp();
    const token = await newSession();
    t.clock.now = new Date(t.clock.now.getTime() + 14 * 60_000);
    await challengePath(token);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const after = await view(token);
    expect(after.state).toBe('EXPIRED');
  });

  it('takes no second payment while a challenge is open', async () => {
    t = await createTestApp();
    const token = await newSession();
    await challengePath(token);
    const second = await pay(token, '4242424242424242');
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].error_message).toBe('checkout session is processing');
  });
});

describe('3-D Secure without a challenge', () => {
  const rows: [string, string, [string, string, number][], string][] = [
    [
      '4000000000061301',
      'frictionless',
      [
        ['THREE_DS', 'SUCCESS', 1301],
        ['SALE', 'SUCCESS', 1000],
      ],
      'SUCCEEDED',
    ],
    [
      '4000000000051302',
      'attempted',
      [
        ['THREE_DS', 'SUCCESS', 1302],
        ['SALE', 'SUCCESS', 1000],
      ],
      'SUCCEEDED',
    ],
    [
      '4000000000061400',
      'not enrolled, final',
      [
        ['THREE_DS', 'DECLINE', 1400],
        ['SALE', 'DECLINE', 2138],
      ],
      'FAILED',
    ],
    [
      '4000000000081325',
      'ACS timeout',
      [
        ['THREE_DS', 'DECLINE', 1325],
        ['SALE', 'DECLINE', 2133],
      ],
      'OPEN',
    ],
    [
      '4000000000011322',
      'issuer rejects',
      [
        ['THREE_DS', 'DECLINE', 1322],
        ['SALE', 'DECLINE', 2132],
      ],
      'OPEN',
    ],
  ];
  for (const [number, name, postbacks, state] of rows) {
    it(`${name}: ${postbacks.map((p) => `${p[0]} ${p[2]}`).join(', ')}`, async () => {
      t = await createTestApp();
      const token = await newSession();
      const res = await pay(token, number);
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe(
        state === 'SUCCEEDED' ? 'SUCCESS' : state === 'FAILED' ? 'FAILED' : 'RETRY',
      );
      expect(await reported()).toEqual(postbacks);
      const after = await view(token);
      expect(after.state).toBe(state);
      expect(after.attempts_left).toBe(state === 'OPEN' ? 4 : 0);
    });
  }

  it('FORCE 13xx reaches any 3-D Secure code; FORCE 1320 ends without a SALE', async () => {
    t = await createTestApp();
    const token = await newSession();
    await pay(token, '4242424242424242', 'FORCE 1320');
    await pay(token, '4242424242424242', 'FORCE 1344');
    expect(await reported()).toEqual([
      ['THREE_DS', 'DECLINE', 1320],
      ['THREE_DS', 'DECLINE', 1344],
      ['SALE', 'DECLINE', 2133],
    ]);
  });

  it('forced_3d sends an ordinary card through the challenge; its own outcome follows approval', async () => {
    t = await createTestApp();
    const token = await newSession({
      payment_data: { ...(checkoutBody().payment_data as object), forced_3d: true },
    });
    const path = await challengePath(token, '4000000000009995');
    await answer(path, { decision: 'approve', code: await oneTimeCode(path) });
    expect(await reported()).toEqual([
      ['THREE_DS', 'SUCCESS', 1300],
      ['SALE', 'DECLINE', 2004],
    ]);
  });

  it('stores and reports no card number or security code anywhere', async () => {
    t = await createTestApp();
    const token = await newSession();
    const path = await challengePath(token);
    await answer(path, { decision: 'approve', code: await oneTimeCode(path) });
    const tables = ['payments', 'transactions', 'three_ds_challenges', 'postback_outbox'];
    const dumps = JSON.stringify(
      await Promise.all(tables.map((x) => t.db.query(`SELECT * FROM ${x}`))),
    );
    expect(dumps).not.toContain(CHALLENGE);
    expect(dumps).toContain('"last4":"3220"');
  });
});
