import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '../../common/contract/backoffice-api.ts';
import { insertOperator } from '../domain/operators/operator-store.ts';
import { hashPassword } from '../domain/operators/password-hash.ts';
import { newId } from '../platform/ids.ts';
import type { TestApp } from './test-app.ts';

// Operators with known passwords, and signing them in through the API as the app does: the
// session cookie and the CSRF token a test sends back with its changes.

export const ADMIN_PASSWORD = 'correct horse battery staple';

export async function addOperator(
  t: TestApp,
  operator: { login: string; role: OperatorRole; merchantId?: string | null; password?: string },
): Promise<string> {
  const hash = await hashPassword(operator.password ?? ADMIN_PASSWORD);
  const operatorId = newId('op');
  await insertOperator(t.db, {
    operatorId,
    login: operator.login,
    role: operator.role,
    merchantId: operator.merchantId ?? null,
    passwordHash: hash.hash,
    passwordSalt: hash.salt,
    passwordParams: hash.params,
    createdAt: t.clock.now,
    passwordChangedAt: t.clock.now,
  });
  return operatorId;
}

export interface SignedInClient {
  cookie: string;
  csrf: string;
  /** Sends a request as the signed-in operator, the CSRF header on every change. */
  send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/** The cookie's `name=value` out of a Set-Cookie header. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('no Set-Cookie in the answer');
  return pair;
}

export function clientOf(t: TestApp, cookie: string, csrf: string): SignedInClient {
  return {
    cookie,
    csrf,
    send: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, ...(method === 'GET' ? {} : { 'x-kassa-csrf': csrf }) },
        ...(payload && { payload }),
      }),
  };
}

export async function signIn(
  t: TestApp,
  login: string,
  password = ADMIN_PASSWORD,
): Promise<SignedInClient> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/backoffice/api/session',
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  return clientOf(t, cookieOf(res.headers['set-cookie']), res.json().csrf_token);
}
