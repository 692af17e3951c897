import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths.ts';
import { ADMIN_PASSWORD, addOperator, cookieOf } from '../../test-support/backoffice.ts';
import { type CurlExample, curlExamples } from '../../test-support/readme-curl.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Every `curl` of docs/backoffice.md, sent as written, in the page's order, to one fresh sandbox.
// The only changes are a reader's own: their address, the admin's password from the banner, and
// the session cookie and CSRF token the sign-in example answered.

const KASSA_URL = 'http://kassa-from-the-banner.test:18080';
const page = readFileSync(join(projectRoot, 'docs/backoffice.md'), 'utf8');
const examplesWith = (session: string, csrf: string): CurlExample[] =>
  curlExamples(page, {
    KASSA_URL,
    KASSA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    KASSA_SESSION: session,
    KASSA_CSRF: csrf,
  }).filter((example) => example.path.startsWith('/backoffice/api/'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
  await addOperator(t, { login: 'admin', role: 'ADMIN' });
});
afterAll(() => t?.app.close());

const send = (example: CurlExample) =>
  t.app.inject({
    method: example.method,
    url: example.path,
    headers: example.headers,
    ...(example.body !== undefined && { payload: example.body }),
  });

describe('docs/backoffice.md', () => {
  it('has its examples reach Kassa through $KASSA_URL, one or more for every kind of request', () => {
    const examples = examplesWith('s', 'c');
    expect(examples.length).toBeGreaterThanOrEqual(8);
    for (const example of examples) expect(example.origin).toBe(KASSA_URL);
  });

  it('answers every example, in the page’s order, with a 2xx', async () => {
    const [signIn, ...rest] = examplesWith('', '');
    expect(signIn?.path).toBe('/backoffice/api/session');
    if (!signIn) return;
    const signedIn = await send(signIn);
    expect(signedIn.statusCode).toBe(200);
    const session = cookieOf(signedIn.headers['set-cookie']).split('=')[1] ?? '';
    const csrf: string = signedIn.json().csrf_token;
    const examples = examplesWith(session, csrf).slice(1);
    expect(examples.length).toBe(rest.length);
    for (const example of examples) {
      const res = await send(example);
      expect(res.statusCode, `line ${example.line}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `line ${example.line}: ${res.body}`).toBeLessThan(300);
    }
  });
});
