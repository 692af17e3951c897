import { afterEach, describe, expect, it } from 'vitest';
import { addOperator, signIn } from '../../test-support/backoffice.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';

// Merchants in the back office: an admin lists, creates, renames, disables; a merchant user sees
// only its own merchant, and another merchant is 404 to it, as if it did not exist.

let t: TestApp;
afterEach(() => t?.app.close());

async function app(): Promise<TestApp> {
  t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
  await addOperator(t, { login: 'ann', role: 'ADMIN' });
  return t;
}

describe('back-office merchants', () => {
  it('creates a merchant whose key works at once on /v1, shown once, its audit without secrets', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const res = await ann.send('POST', '/backoffice/api/merchants', { name: 'Second shop' });
    expect(res.statusCode).toBe(200);
    const { merchant, api_key: apiKey, postback_secret: secret } = res.json();
    expect(merchant).toMatchObject({ name: 'Second shop', disabled: false, is_sandbox: false });
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction',
      headers: { 'x-api-key': apiKey },
    });
    expect(v1.statusCode).toBe(200);
    const list = (await ann.send('GET', '/backoffice/api/merchants')).json().merchants;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Sandbox merchant', 'Second shop']);
    const audit = (await ann.send('GET', '/backoffice/api/audit')).json();
    expect(audit.entries[0]).toMatchObject({
      merchant_id: merchant.merchant_id,
      action: 'merchant.create',
      changes: {
        api_key: { from: null, to: 'changed' },
        postback_secret: { from: null, to: 'changed' },
      },
    });
    expect(JSON.stringify(audit)).not.toContain(apiKey);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('disables a merchant: its key answers 401 saying so; enabled again, it works', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const v1 = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/transaction',
        headers: { 'x-api-key': TEST_API_KEY },
      });
    expect((await v1()).statusCode).toBe(200);
    const off = await ann.send('PATCH', '/backoffice/api/merchants/mer_sandbox', {
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    // The key lookup's cache (server/http/auth.ts) may hold the merchant for its window.
    t.clock.now = new Date(t.clock.now.getTime() + 6_000);
    const refused = await v1();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].error_message).toContain('disabled');
    await ann.send('PATCH', '/backoffice/api/merchants/mer_sandbox', { disabled: false });
    t.clock.now = new Date(t.clock.now.getTime() + 6_000);
    expect((await v1()).statusCode).toBe(200);
    const actions = (await ann.send('GET', '/backoffice/api/audit'))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['merchant.enable', 'merchant.disable']);
  });

  it('shows a merchant user only its merchant; another is 404 everywhere', async () => {
    await app();
    const ann = await signIn(t, 'ann');
    const other = (await ann.send('POST', '/backoffice/api/merchants', { name: 'Other' })).json()
      .merchant.merchant_id;
    await addOperator(t, { login: 'keeper', role: 'MERCHANT', merchantId: 'mer_sandbox' });
    const keeper = await signIn(t, 'keeper');
    const list = (await keeper.send('GET', '/backoffice/api/merchants')).json().merchants;
    expect(list.map((m: { merchant_id: string }) => m.merchant_id)).toEqual(['mer_sandbox']);
    expect(
      (await keeper.send('GET', '/backoffice/api/merchants/mer_sandbox/settings')).statusCode,
    ).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/backoffice/api/merchants/${other}/settings`, undefined],
      ['PATCH', `/backoffice/api/merchants/${other}/settings`, { tokens_enabled: false }],
      ['PATCH', `/backoffice/api/merchants/${other}`, { name: 'Mine now' }],
      ['DELETE', `/backoffice/api/merchants/${other}/settings/logo`, undefined],
      ['GET', `/backoffice/api/audit?merchant_id=${other}`, undefined],
    ] as const) {
      const res = await keeper.send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errors[0]).toEqual({
        error_code: 'NOT_FOUND',
        error_message: 'merchant not found',
      });
    }
    // Its audit view holds its own merchant's entries alone.
    await ann.send('PATCH', `/backoffice/api/merchants/${other}`, { name: 'Renamed' });
    const audit = (await keeper.send('GET', '/backoffice/api/audit')).json().entries;
    expect(
      audit.every((entry: { merchant_id: string }) => entry.merchant_id === 'mer_sandbox'),
    ).toBe(true);
    // A merchant user cannot rename or disable even its own merchant.
    expect(
      (await keeper.send('PATCH', '/backoffice/api/merchants/mer_sandbox', { disabled: true }))
        .statusCode,
    ).toBe(403);
  });
});
