import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  addOperator,
  clientOf,
  cookieOf,
  signIn,
} from '../../test-support/backoffice.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Signing in and out of the back office: the cookie, the CSRF token, wrong passwords and their
// throttle, a password change.

let t: TestApp;
afterEach(() => t?.app.close());

const ERROR = { errors: [{ error_code: expect.any(String), error_message: expect.any(String) }] };

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off', ...env });
  await addOperator(t, { login: 'ann', role: 'ADMIN' });
  return t;
}

const signInWith = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/backoffice/api/session', payload: { login, password } });

describe('back-office sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /backoffice, Secure over HTTPS, and answers the CSRF token', async () => {
    await app();
    const res = await signInWith('ann', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.operator).toMatchObject({ login: 'ann', role: 'ADMIN', merchant_id: null });
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.local_shortcut).toBe(false);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^kassa_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; Path=/backoffice');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    // PUBLIC_URL is https in the test app.
    expect(cookie).toContain('; Secure');
    // The session is stored by the token's digest only.
    const token = cookieOf(res.headers['set-cookie']).split('=')[1] ?? '';
    const rows = await t.db.query('SELECT token_hash FROM operator_sessions');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows).toHaveLength(1);

    const session = await t.app.inject({
      method: 'GET',
      url: '/backoffice/api/session',
      headers: { cookie: cookieOf(res.headers['set-cookie']) },
    });
    expect(session.json()).toEqual(body);
  });

  it('is not Secure over plain HTTP', async () => {
    await app({ PUBLIC_URL: 'http://127.0.0.1:8080' });
    const res = await signInWith('ann', ADMIN_PASSWORD);
    expect(String(res.headers['set-cookie'])).not.toContain('Secure');
  });

  it('refuses a wrong password and an unknown login alike, 401 in the error body', async () => {
    await app();
    for (const [login, password] of [
      ['ann', 'not the password'],
      ['nobody', ADMIN_PASSWORD],
    ] as const) {
      const res = await signInWith(login, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ERROR);
      expect(res.json().errors[0].error_message).toBe('login or password is not right');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('throttles wrong passwords per address like wrong API keys, the right one included', async () => {
    await app({ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i += 1)
      expect((await signInWith('ann', `wrong ${i}`)).statusCode).toBe(401);
    const held = await signInWith('ann', ADMIN_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().errors[0].error_code).toBe('TOO_MANY_REQUESTS');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Wrong API keys count in the same window.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/transaction',
          headers: { 'x-api-key': 'sk_wrong' },
        })
      ).statusCode,
    ).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await signInWith('ann', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 to every route but the session without a session', async () => {
    await app();
    const res = await t.app.inject({ method: 'GET', url: '/backoffice/api/merchants' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ERROR);
    const session = await t.app.inject({ method: 'GET', url: '/backoffice/api/session' });
    expect(session.json()).toEqual({ operator: null, csrf_token: null, local_shortcut: false });
  });

  it('refuses a change without the CSRF header, or with another session’s, 403 before it is looked at', async () => {
    await app();
    await addOperator(t, { login: 'bob', role: 'ADMIN' });
    const ann = await signIn(t, 'ann');
    const bob = await signIn(t, 'bob');
    const rename = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/backoffice/api/merchants',
        headers: { cookie: ann.cookie, ...headers },
        payload: { name: 'Shop' },
      });
    for (const headers of [{}, { 'x-kassa-csrf': bob.csrf }, { 'x-kassa-csrf': '' }]) {
      const res = await rename(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(ERROR);
      expect(res.json().errors[0].error_message).toContain('x-kassa-csrf');
    }
    expect((await t.db.query("SELECT 1 FROM merchants WHERE name = 'Shop'")).length).toBe(0);
    const accepted = await rename({ 'x-kassa-csrf': ann.csrf });
    expect(accepted.statusCode).toBe(200);
  });

  it('signs out: the session is deleted and its cookie opens nothing', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const out = await ann.send('DELETE', '/backoffice/api/session');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await t.db.query('SELECT 1 FROM operator_sessions')).toHaveLength(0);
    expect((await ann.send('GET', '/backoffice/api/merchants')).statusCode).toBe(401);
  });

  it('ends a session unused for two hours, and any after twelve', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const later = (ms: number) => {
      t.clock.now = new Date(t.clock.now.getTime() + ms);
    };
    later(110 * 60_000);
    expect((await ann.send('GET', '/backoffice/api/merchants')).statusCode).toBe(200);
    later(110 * 60_000);
    expect((await ann.send('GET', '/backoffice/api/merchants')).statusCode).toBe(200);
    later(121 * 60_000);
    expect((await ann.send('GET', '/backoffice/api/merchants')).statusCode).toBe(401);
  });

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const other = await signIn(t, 'ann');
    const short = await ann.send('POST', '/backoffice/api/operator/password', {
      current_password: ADMIN_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].error_message).toBe(
      'new_password must be at least 12 characters long',
    );
    const wrong = await ann.send('POST', '/backoffice/api/operator/password', {
      current_password: 'nope',
      new_password: 'a much longer password',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await ann.send('POST', '/backoffice/api/operator/password', {
      current_password: ADMIN_PASSWORD,
      new_password: 'a much longer password',
    });
    expect(res.statusCode).toBe(204);
    expect((await ann.send('GET', '/backoffice/api/merchants')).statusCode).toBe(200);
    expect((await other.send('GET', '/backoffice/api/merchants')).statusCode).toBe(401);
    expect((await signInWith('ann', ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith('ann', 'a much longer password')).statusCode).toBe(200);
    const audit = await ann.send('GET', '/backoffice/api/audit');
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      action: 'operator.password_change',
      actor: { kind: 'OPERATOR', name: 'ann' },
      changes: { password: { from: 'changed', to: 'changed' } },
    });
    expect(JSON.stringify(audit.json())).not.toContain('a much longer password');
  });

  it('lets an ADMIN create an operator, whose password is shown once; a MERCHANT may not', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const res = await ann.send('POST', '/backoffice/api/operators', {
      login: 'shopkeeper',
      role: 'MERCHANT',
      merchant_id: 'mer_sandbox',
    });
    expect(res.statusCode).toBe(200);
    const { operator, password } = res.json();
    expect(operator).toMatchObject({
      login: 'shopkeeper',
      role: 'MERCHANT',
      merchant_id: 'mer_sandbox',
    });
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(
      (
        await ann.send('POST', '/backoffice/api/operators', {
          login: 'shopkeeper',
          role: 'ADMIN',
          merchant_id: null,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ann.send('POST', '/backoffice/api/operators', {
          login: 'x',
          role: 'ADMIN',
          merchant_id: 'mer_sandbox',
        })
      ).statusCode,
    ).toBe(400);
    const keeper = await signIn(t, 'shopkeeper', password);
    const refused = await keeper.send('POST', '/backoffice/api/operators', {
      login: 'another',
      role: 'ADMIN',
      merchant_id: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ERROR);
  });

  it('a session cookie from another sign-in is replaced, not kept beside it', async () => {
    await app();
    const first = await signIn(t, 'ann');
    const res = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/session',
      headers: { cookie: first.cookie },
      payload: { login: 'ann', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const second = clientOf(t, cookieOf(res.headers['set-cookie']), res.json().csrf_token);
    expect((await first.send('GET', '/backoffice/api/merchants')).statusCode).toBe(401);
    expect((await second.send('GET', '/backoffice/api/merchants')).statusCode).toBe(200);
  });
});
