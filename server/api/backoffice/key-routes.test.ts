import { afterEach, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '../../../common/contract/backoffice-api.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import { addOperator, signIn } from '../../test-support/backoffice.ts';
import {
  backoffice,
  type MountedKeyRoutes,
  merchantUser,
  mountKeyRoutes,
} from '../../test-support/backoffice-keys.ts';
import { addMerchant } from '../../test-support/merchants.ts';
import {
  checkoutBody,
  createTestApp,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// A merchant's API keys in the back office, against the real /v1 key check: a new key works at
// once beside the old, a revocation or an expiry stops a key at its time on the app's clock (moved
// by the test, never waited for), and the merchant always keeps a key that works.

let t: TestApp;
let routes: MountedKeyRoutes;
afterEach(() => t?.app.close());

async function start(): Promise<void> {
  t = await createTestApp();
  routes = mountKeyRoutes(t);
}

const keysPath = `/merchants/${SANDBOX_MERCHANT_ID}/keys`;
const MINUTE = 60_000;

/** POST /v1/checkout with `key`: the status the merchant's integration would see. */
async function checkoutWith(key: string): Promise<number> {
  return (await postCheckout(t, checkoutBody(), { 'x-api-key': key })).statusCode;
}

function advance(ms: number): void {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
}

async function newKey(body: object = {}): Promise<{ key_id: string; api_key: string }> {
  const res = await backoffice(t, 'POST', keysPath, body);
  expect(res.statusCode, res.body).toBe(201);
  const { key, api_key } = res.json();
  return { key_id: key.key_id, api_key };
}

const errorOf = (res: { json(): { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

describe('API keys in the back office', () => {
  it('makes a key that works at once, beside the old one, listed without the key itself', async () => {
    await start();
    advance(MINUTE);
    const created = await backoffice(t, 'POST', keysPath, { label: 'new shop server' });
    expect(created.statusCode).toBe(201);
    const { key, api_key: apiKey } = created.json();
    expect(apiKey).toMatch(/^sk_sandbox_/);
    expect(key).toEqual({
      key_id: expect.stringMatching(/^key_/),
      label: 'new shop server',
      last4: apiKey.slice(-4),
      created_at: '2026-11-22T10:01:00.000Z',
      expires_at: null,
      revoked_at: null,
      last_used_at: null,
    });
    expect(await checkoutWith(apiKey)).toBe(200);
    expect(await checkoutWith(TEST_API_KEY)).toBe(200);

    const list = await backoffice(t, 'GET', keysPath);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().keys.map((k: { label: string; last4: string }) => [k.label, k.last4]),
    ).toEqual([
      ['environment', TEST_API_KEY.slice(-4)],
      ['new shop server', apiKey.slice(-4)],
    ]);
    expect(list.body).not.toContain(apiKey);
    expect(list.body).not.toContain(TEST_API_KEY);
    // The entry says what was made, never the key.
    expect(routes.audit).toEqual([
      {
        merchantId: SANDBOX_MERCHANT_ID,
        actor: { kind: 'OPERATOR', name: 'admin', id: 'op_admin' },
        action: 'api_key.create',
        target: key.key_id,
        changes: {
          label: { from: null, to: 'new shop server' },
          expires_at: { from: null, to: null },
        },
      },
    ]);
    expect(JSON.stringify(routes.audit)).not.toContain(apiKey);
  });

  it('marks a key used to the minute, once a minute', async () => {
    await start();
    const { api_key: apiKey, key_id: keyId } = await newKey();
    const lastUsed = async () =>
      (await backoffice(t, 'GET', keysPath))
        .json()
        .keys.find((k: { key_id: string }) => k.key_id === keyId).last_used_at;
    // The row's version (xmin) moves with every write of it.
    const version = async () =>
      (
        await t.db.query('SELECT xmin::text AS v FROM merchant_api_keys WHERE key_id = $1', [keyId])
      )[0]?.v;
    advance(30_000);
    expect(await checkoutWith(apiKey)).toBe(200);
    expect(await lastUsed()).toBe('2026-11-22T10:00:00.000Z');
    const written = await version();
    // Later in the same minute, past the cache's few seconds: read again, not written.
    advance(20_000);
    expect(await checkoutWith(apiKey)).toBe(200);
    expect(await version()).toBe(written);
    // Kept at 10:00:58 for a few seconds, yet the first request of the next minute is marked.
    advance(8_000);
    expect(await checkoutWith(apiKey)).toBe(200);
    advance(3_000);
    expect(await checkoutWith(apiKey)).toBe(200);
    expect(await lastUsed()).toBe('2026-11-22T10:01:00.000Z');
  });

  it('stops a key at the time a revocation named, not before', async () => {
    await start();
    const { api_key: apiKey, key_id: keyId } = await newKey();
    expect(await checkoutWith(apiKey)).toBe(200);
    const revoked = await backoffice(t, 'POST', `${keysPath}/${keyId}/revoke`, {
      at: '2026-11-22T10:30:30Z',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).toBe('2026-11-22T10:30:30.000Z');
    expect(await checkoutWith(apiKey)).toBe(200);
    // Read a moment before, and kept: the time is compared at the next request all the same.
    advance(30 * MINUTE + 30_000 - 1);
    expect(await checkoutWith(apiKey)).toBe(200);
    advance(1);
    const refused = await postCheckout(t, checkoutBody(), { 'x-api-key': apiKey });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toBe('X-Api-Key has been revoked');
    expect(await checkoutWith(TEST_API_KEY)).toBe(200);
    expect(routes.audit.at(-1)).toMatchObject({
      action: 'api_key.revoke',
      target: keyId,
      changes: { revoked_at: { from: null, to: '2026-11-22T10:30:30.000Z' } },
    });
  });

  it('stops a key at once when no time is given, whatever the process kept of it', async () => {
    await start();
    const { api_key: apiKey, key_id: keyId } = await newKey();
    expect(await checkoutWith(apiKey)).toBe(200);
    // The clock does not move: only the revocation can take the key out of the cache.
    expect((await backoffice(t, 'POST', `${keysPath}/${keyId}/revoke`)).statusCode).toBe(200);
    expect(await checkoutWith(apiKey)).toBe(401);
  });

  it('refuses an expired key', async () => {
    await start();
    const { api_key: apiKey } = await newKey({ expires_at: '2026-11-22T10:10:00Z' });
    expect(await checkoutWith(apiKey)).toBe(200);
    advance(10 * MINUTE);
    const refused = await postCheckout(t, checkoutBody(), { 'x-api-key': apiKey });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toBe('X-Api-Key has expired');
    const past = await backoffice(t, 'POST', keysPath, { expires_at: '2026-11-22T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe('expires_at must be a time to come: the key would never work');
    const garbled = await backoffice(t, 'POST', keysPath, { expires_at: 'tomorrow' });
    expect(garbled.statusCode).toBe(400);
    expect(errorOf(garbled)).toMatch(/^expires_at must be a date-time/);
  });

  it("never revokes the merchant's last working key", async () => {
    await start();
    const [environment] = (await backoffice(t, 'GET', keysPath)).json().keys;
    const last = await backoffice(t, 'POST', `${keysPath}/${environment.key_id}/revoke`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      errors: [
        {
          error_code: 'INVALID_REQUEST',
          error_message:
            "key_id is the merchant's last working key: create another key before revoking this one",
        },
      ],
    });
    // A key that will have expired by then does not count as one left working.
    await newKey({ expires_at: '2026-11-22T12:00:00Z' });
    const after = await backoffice(t, 'POST', `${keysPath}/${environment.key_id}/revoke`, {
      at: '2026-11-22T13:00:00Z',
    });
    expect(after.statusCode).toBe(409);
    const before = await backoffice(t, 'POST', `${keysPath}/${environment.key_id}/revoke`, {
      at: '2026-11-22T11:00:00Z',
    });
    expect(before.statusCode).toBe(200);
    expect(await checkoutWith(TEST_API_KEY)).toBe(200);
    expect(routes.audit.map((entry) => entry.action)).toEqual(['api_key.create', 'api_key.revoke']);
  });

  it('lets one of two revocations at once through when together they would leave no key', async () => {
    await start();
    const { key_id: second } = await newKey();
    const [environment] = (await backoffice(t, 'GET', keysPath)).json().keys;
    const answers = await Promise.all(
      [environment.key_id, second].map((keyId) =>
        backoffice(t, 'POST', `${keysPath}/${keyId}/revoke`),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const working = (await backoffice(t, 'GET', keysPath))
      .json()
      .keys.filter((key: { revoked_at: string | null }) => key.revoked_at === null);
    expect(working).toHaveLength(1);
  });

  it("shows a merchant user its own keys only, and another merchant's as not found", async () => {
    await start();
    const [sandboxKey] = (await backoffice(t, 'GET', keysPath)).json().keys;
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: 'sk_test_other_0123456789abcdef' });
    routes.signIn(merchantUser('mer_other'));
    expect((await backoffice(t, 'GET', keysPath)).statusCode).toBe(404);
    expect((await backoffice(t, 'POST', keysPath)).statusCode).toBe(404);
    const own = await backoffice(t, 'GET', '/merchants/mer_other/keys');
    expect(own.json().keys).toHaveLength(1);
    // Another merchant's key under its own merchant's path is no key of this one.
    const foreignKey = `/merchants/mer_other/keys/${sandboxKey.key_id}/revoke`;
    expect((await backoffice(t, 'POST', foreignKey)).statusCode).toBe(404);
    routes.signIn(merchantUser('mer_gone'));
    expect((await backoffice(t, 'GET', '/merchants/mer_gone/keys')).statusCode).toBe(404);
    expect(routes.audit).toEqual([]);
  });

  it('names the field and the rule of a request it refuses', async () => {
    await start();
    const cases: [object, string][] = [
      [{ label: '' }, 'label must be at least 1 characters long'],
      [{ label: 'x'.repeat(81) }, 'label must be at most 80 characters long'],
      [{ scope: 'all' }, 'scope is not a known field'],
    ];
    for (const [body, message] of cases) {
      const res = await backoffice(t, 'POST', keysPath, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    const at = await backoffice(t, 'POST', `${keysPath}/key_unknown/revoke`, { at: 'soon' });
    expect(at.statusCode).toBe(400);
    expect(errorOf(at)).toMatch(/^at must be a date-time/);
    expect((await backoffice(t, 'POST', `${keysPath}/key_unknown/revoke`)).statusCode).toBe(404);
  });
});

describe('API keys behind the sign-in', () => {
  it('take a change only with the session and its CSRF token, and log it under the operator', async () => {
    // Signed in for real: not the loopback shortcut that lets the local developer in.
    t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
    await addOperator(t, { login: 'admin', role: 'ADMIN' });
    const admin = await signIn(t, 'admin');
    const path = `${BACKOFFICE_API}${keysPath}`;

    const withoutToken = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: admin.cookie },
      payload: { label: 'forged' },
    });
    expect(withoutToken.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(401);

    const created = await admin.send('POST', path, { label: 'behind the sign-in' });
    expect(created.statusCode, created.body).toBe(201);
    const apiKey: string = created.json().api_key;
    expect(await checkoutWith(apiKey)).toBe(200);
    expect(await checkoutWith(TEST_API_KEY)).toBe(200);

    const audit = await admin.send(
      'GET',
      `${BACKOFFICE_API}/audit?merchant_id=${SANDBOX_MERCHANT_ID}`,
    );
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      action: 'api_key.create',
      actor: { kind: 'OPERATOR', name: 'admin' },
    });
    expect(audit.body).not.toContain(apiKey);
  });
});
