import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '../../../common/contract/backoffice-api.ts';
import { projectRoot } from '../../platform/paths.ts';
import { backoffice, mountKeyRoutes } from '../../test-support/backoffice-keys.ts';
import { curlExamples } from '../../test-support/readme-curl.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Every `curl` of docs/key-rotation.md, sent as written, in the page's order, to one fresh sandbox
// whose back office routes are signed in by the test (the cookie and the CSRF header are the
// sign-in hook's to check). The only change is the reader's own: the id of their key for `key_…`.
// The answers' shapes are the page's JSON blocks, and its refusal is the server's word for word.

const page = readFileSync(join(projectRoot, 'docs/key-rotation.md'), 'utf8');
const examples = curlExamples(page, {
  KASSA_URL: 'http://kassa-from-the-banner.test:18080',
  KASSA_CSRF: 'csrf-from-the-session',
}).filter((example) => example.path.startsWith(BACKOFFICE_API));

/** The page's ```json blocks, parsed, in order. */
const jsonBlocks: unknown[] = [...page.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) =>
  JSON.parse(match[1] ?? ''),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mountKeyRoutes(t);
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
    const [environment] = (await backoffice(t, 'GET', '/merchants/mer_sandbox/keys')).json().keys;
    const answers = [];
    for (const example of examples) {
      const res = await t.app.inject({
        method: example.method,
        url: example.path.replace(encodeURI('key_…'), environment.key_id),
        headers: example.headers,
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
    const fresh = await createTestApp();
    try {
      mountKeyRoutes(fresh);
      const [key] = (await backoffice(fresh, 'GET', '/merchants/mer_sandbox/keys')).json().keys;
      const res = await backoffice(
        fresh,
        'POST',
        `/merchants/mer_sandbox/keys/${key.key_id}/revoke`,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(jsonBlocks[1]);
    } finally {
      await fresh.app.close();
    }
  });
});
