import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { addOperator, cookieOf } from '../../test-support/backoffice.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The loopback shortcut: on a loopback HOST the developer's browser is the first admin without a
// password; never on any other HOST, whatever BACKOFFICE_LOCAL_SIGN_IN says.

let t: TestApp;
afterEach(() => t?.app.close());

describe('the back office’s loopback shortcut', () => {
  it('acts as the first admin on a loopback HOST, CSRF still required for changes', async () => {
    t = await createTestApp({ HOST: '127.0.0.1' });
    await addOperator(t, { login: 'admin', role: 'ADMIN' });
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    await addOperator(t, { login: 'later', role: 'ADMIN' });
    const list = await t.app.inject({ method: 'GET', url: '/backoffice/api/merchants' });
    expect(list.statusCode).toBe(200);
    const change = {
      method: 'POST' as const,
      url: '/backoffice/api/merchants',
      payload: { name: 'Shop' },
    };
    expect((await t.app.inject(change)).statusCode).toBe(403);

    const session = await t.app.inject({ method: 'GET', url: '/backoffice/api/session' });
    const body = session.json();
    expect(body.local_shortcut).toBe(true);
    expect(body.operator.login).toBe('admin');
    const cookie = cookieOf(session.headers['set-cookie']);
    const made = await t.app.inject({
      ...change,
      headers: { cookie, 'x-kassa-csrf': body.csrf_token },
    });
    expect(made.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/backoffice/api/audit',
      headers: { cookie },
    });
    expect(audit.json().entries[0].actor).toMatchObject({ kind: 'OPERATOR', name: 'admin' });
  });

  it('is off on a loopback HOST with BACKOFFICE_LOCAL_SIGN_IN=off', async () => {
    t = await createTestApp({ HOST: '::1', BACKOFFICE_LOCAL_SIGN_IN: 'off' });
    await addOperator(t, { login: 'admin', role: 'ADMIN' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/backoffice/api/merchants' })).statusCode,
    ).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/backoffice/api/session' });
    expect(session.json()).toEqual({ operator: null, csrf_token: null, local_shortcut: false });
  });

  it('is never on for a HOST other machines reach, even when asked for', async () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.7']) {
      expect(loadConfig({ HOST, BACKOFFICE_LOCAL_SIGN_IN: 'on' }).backofficeLocalSignIn).toBe(
        false,
      );
    }
    t = await createTestApp({ HOST: '0.0.0.0', BACKOFFICE_LOCAL_SIGN_IN: 'on' });
    await addOperator(t, { login: 'admin', role: 'ADMIN' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/backoffice/api/merchants' })).statusCode,
    ).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/backoffice/api/session' });
    expect(session.json().local_shortcut).toBe(false);
    expect(session.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a BACKOFFICE_LOCAL_SIGN_IN it does not know, saying what it takes', () => {
    expect(() => loadConfig({ BACKOFFICE_LOCAL_SIGN_IN: 'yes' })).toThrow(
      'BACKOFFICE_LOCAL_SIGN_IN must be on',
    );
  });
});
