import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '../../../common/contract/backoffice-api.ts';
import { projectRoot } from '../../platform/paths.ts';
import { addOperator, type SignedInClient, signIn } from '../../test-support/backoffice.ts';
import { curlExamples } from '../../test-support/readme-curl.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Every `curl` of docs/key-rotation.md, sent as written, in the page's order, to one fresh sandbox
// whose admin signed in through the back office's own API: its session cookie goes with each
// request (curl's cookies.txt) and its CSRF token stands for $KASSA_CSRF. The only other change is
// the reader's own: the id of their key for `key_…`. The answers' shapes are the page's JSON
// blocks, and its refusal is the server's word for word.

const CSRF_STAND_IN = 'csrf-from-the-session';

const page = readFileSync(join(projectRoot, 'docs/key-rotation.md'), 'utf8');
const examples = curlExamples(page, {
  KASSA_URL: 'http://kassa-from-the-banner.test:18080',
  KASSA_CSRF: CSRF_STAND_IN,
}).filter((example) => example.path.startsWith(BACKOFFICE_API));

/** The page's ```json blocks, parsed, in order. */
const jsonBlocks: unknown[] = [...page.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) =>
  JSON.parse(match[1] ?? ''),
);

/** A fresh sandbox and its admin, signed in. */
async function signedIn(): Promise<{ t: TestApp; admin: SignedInClient }> {
  const t = await createTestApp();
  await addOperator(t, { login: 'admin', role: 'ADMIN' });
  return { t, admin: await signIn(t, 'admin') };
}

const keysPath = `${BACKOFFICE_API}/merchants/mer_sandbox/keys`;

let t: TestApp;
let admin: SignedInClient;
beforeAll(async () => {
  ({ t, admin } = await signedIn());
});
afterAll(() => t?.app.close());

const keysOf = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the examples of docs/key-rotation.md', () => {
  it('are the four routes, each answered as the page shows', async () => {
    expect(examples.map((example) => `${example.method} ${example.path}`)).toEqual([
      'POST /backoffice/api/merchants/mer_sandbox/keys',
      'GET /backoffice/api/merchants/mer_sandbox/keys',
      `POST /backoffice/api/merchants/mer_sandbox/keys/${encodeURI('key_…')}/revoke`,
      'POST /backoffice/api/merchants/mer_sandbox/postback-secret',
    ]);
    const [environment] = (await admin.send('GET', keysPath)).json().keys;
    const answers = [];
    for (const example of examples) {
      const headers = Object.fromEntries(
        Object.entries(example.headers).map(([name, value]) => [
          name,
          value === CSRF_STAND_IN ? admin.csrf : value,
        ]),
      );
      const res = await t.app.inject({
        method: example.method,
        url: example.path.replace(encodeURI('key_…'), environment.key_id),
        headers: { ...headers, cookie: admin.cookie },
        ...(example.body !== undefined && { payload: example.body }),
      });
      expect(res.statusCode, `line ${example.line}: ${res.body}`).toBeLessThan(300);
      answers.push(res.json());
    }
    const [created, , revoked, rotated] = answers;
    const [createdShown, , rotatedShown] = jsonBlocks;
    expect(keysOf(created)).toEqual(keysOf(createdShown));
    expect(keysOf(created.key)).toEqual(keysOf((createdShown as { key: object }).key));
    expect(created.key.label).toBe('shop server, December');
    expect(revoked.revoked_at).toBe('2026-12-01T09:00:00.000Z');
    expect(keysOf(rotated)).toEqual(keysOf(rotatedShown));
  });

  it('show the refusal of a last working key as the server words it', async () => {
    const fresh = await signedIn();
    try {
      const [key] = (await fresh.admin.send('GET', keysPath)).json().keys;
      const res = await fresh.admin.send('POST', `${keysPath}/${key.key_id}/revoke`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(jsonBlocks[1]);
    } finally {
      await fresh.t.app.close();
    }
  });
});
