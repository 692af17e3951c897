import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app.ts';
import { createTestApp, openSession, payCard } from '../../../test-support/test-app.ts';
import { PAGE_COOKIE } from './page-access.ts';

// The delivery log page: the demo checkout's access rules, escaped output of
// what merchants answered, a strict CSP, and re-send buttons only the page itself can press.

const ORIGIN = 'https://pay.example.test';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ HOST: '127.0.0.1' });
});
afterEach(async () => {
  await t.app.close();
});

/** A paid checkout's postback, with one failed attempt whose answer is hostile HTML. */
async function loggedEvent(): Promise<string> {
  const token = await openSession(t);
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const [row] = await t.db.query('SELECT event_id FROM postback_outbox');
  const eventId = String(row?.event_id);
  await t.db.query(
    `INSERT INTO postback_attempts (event_id, attempted_at, http_status, duration_ms, outcome, error, response_excerpt)
     VALUES ($1, $2, 500, 37, 'failed', 'HTTP 500', '<img src=x onerror=alert(1)>"''&')`,
    [eventId, t.clock.now],
  );
  await t.db.query('UPDATE postback_outbox SET failed_at = $2 WHERE event_id = $1', [
    eventId,
    t.clock.now,
  ]);
  return eventId;
}

async function openPage() {
  const res = await t.app.inject({ method: 'GET', url: '/sandbox/postbacks' });
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  const token = /name="token" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return { res, cookie, token };
}

describe('GET /sandbox/postbacks', () => {
  it('shows each postback and its attempts, escaped, under a CSP without script', async () => {
    const eventId = await loggedEvent();
    const { res, cookie } = await openPage();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(cookie).toMatch(new RegExp(`^${PAGE_COOKIE}=`));
    expect(res.headers['set-cookie']).toContain('HttpOnly; SameSite=Strict');
    expect(res.body).toContain(eventId);
    expect(res.body).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('<td>500</td><td>37 ms</td><td>failed: HTTP 500</td>');
    expect(res.body).not.toContain('ann@example.com');
    expect(res.body).toContain(`action="/sandbox/postbacks/${eventId}/resend"`);
  });

  it('is switched off beyond loopback unless SANDBOX_DEMO=1', async () => {
    const off = await createTestApp({ HOST: '0.0.0.0' });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/sandbox/postbacks' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].error_message).toContain('SANDBOX_DEMO=1');
    } finally {
      await off.app.close();
    }
  });
});

describe('POST /sandbox/postbacks/:event_id/resend', () => {
  it('re-queues from the page itself and goes back to it', async () => {
    const eventId = await loggedEvent();
    const { cookie, token } = await openPage();
    const kicks = t.postbackKicks;
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/postbacks/${eventId}/resend`,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/postbacks?resent=${eventId}`);
    expect(t.postbackKicks).toBe(kicks + 1);
    const [row] = await t.db.query(
      'SELECT failed_at, delivered_at, attempts FROM postback_outbox WHERE event_id = $1',
      [eventId],
    );
    expect(row).toEqual({ failed_at: null, delivered_at: null, attempts: 0 });
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/postbacks?resent=${eventId}`,
      headers: { cookie },
    });
    expect(page.body).toContain(`Re-sent <code>${eventId}</code>`);
  });

  it('refuses another origin, a missing or foreign token, and an unknown event', async () => {
    const eventId = await loggedEvent();
    const { cookie, token } = await openPage();
    const send = (headers: Record<string, string>, payload: string, id = eventId) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/postbacks/${id}/resend`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload,
      });
    const body = `token=${encodeURIComponent(token)}`;
    expect((await send({ cookie }, body)).statusCode).toBe(403);
    expect((await send({ origin: 'https://evil.example', cookie }, body)).statusCode).toBe(403);
    const noCookie = await send({ origin: ORIGIN }, body);
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().errors[0].error_message).toContain('token must match');
    const otherCookie = await send(
      { origin: ORIGIN, cookie: `${PAGE_COOKIE}=${'a'.repeat(43)}` },
      body,
    );
    expect(otherCookie.statusCode).toBe(403);
    expect((await send({ origin: ORIGIN, cookie }, 'token=')).statusCode).toBe(403);
    const unknown = await send({ origin: ORIGIN, cookie }, body, 'evt_nope');
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.query('SELECT failed_at FROM postback_outbox');
    expect(row?.failed_at).not.toBeNull();
  });
});
