import { afterEach, describe, expect, it } from 'vitest';
import { signingSecrets } from '../domain/merchants/postback-secret-store.ts';
import { backoffice, mountKeyRoutes } from '../test-support/backoffice-keys.ts';
import {
  checkoutBody,
  createTestApp,
  postCheckout,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../test-support/test-app.ts';
import { ensureSandboxMerchant, SANDBOX_MERCHANT_ID } from './sandbox-merchant.ts';

// The sandbox merchant at each start: the environment's key (MERCHANT_API_KEY, or the one kept in
// DATA_DIR) is one of the merchant's keys, and its secret the postback secret the first time the
// database sees it. A start never undoes what the back office did since: the keys it made, a key
// it revoked, a secret it rotated.

let t: TestApp;
afterEach(() => t?.app.close());

/** A minute on, so the keys made next list after those made before. */
const later = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
};
const keysPath = `/merchants/${SANDBOX_MERCHANT_ID}/keys`;
const status = async (key: string) =>
  (await postCheckout(t, checkoutBody(), { 'x-api-key': key })).statusCode;
const labels = async () =>
  (await backoffice(t, 'GET', keysPath))
    .json()
    .keys.map((key: { label: string; revoked_at: string | null }) => [key.label, key.revoked_at]);

describe('the sandbox merchant at start', () => {
  it('keeps the keys and the secret the back office made, and adds a new environment key', async () => {
    t = await createTestApp();
    mountKeyRoutes(t);
    later();
    const made = (
      await backoffice(t, 'POST', keysPath, { label: 'made in the back office' })
    ).json();
    const rotated = (
      await backoffice(t, 'POST', `/merchants/${SANDBOX_MERCHANT_ID}/postback-secret`)
    ).json();

    await ensureSandboxMerchant(t.db, t.config, t.clock.now);
    expect(await status(made.api_key)).toBe(200);
    expect(await status(TEST_API_KEY)).toBe(200);
    expect(await signingSecrets(t.db, SANDBOX_MERCHANT_ID, t.clock.now)).toEqual({
      current: rotated.postback_secret,
      previous: TEST_POSTBACK_SECRET,
    });

    // Started with another key and another secret: the key joins the others, the secret replaces.
    const newKey = 'sk_test_next_environment_key_000';
    const newSecret = 'whsec_next_environment_secret_00';
    later();
    await ensureSandboxMerchant(
      t.db,
      { ...t.config, merchantApiKey: newKey, postbackSecret: newSecret },
      t.clock.now,
    );
    expect(await status(newKey)).toBe(200);
    expect(await status(TEST_API_KEY)).toBe(200);
    expect(await labels()).toEqual([
      ['environment', null],
      ['made in the back office', null],
      ['environment', null],
    ]);
    expect(await signingSecrets(t.db, SANDBOX_MERCHANT_ID, t.clock.now)).toEqual({
      current: newSecret,
      previous: null,
    });
  });

  it('leaves a revoked environment key revoked', async () => {
    t = await createTestApp();
    mountKeyRoutes(t);
    later();
    await backoffice(t, 'POST', keysPath, { label: 'its successor' });
    const [environment] = (await backoffice(t, 'GET', keysPath)).json().keys;
    const revoke = await backoffice(t, 'POST', `${keysPath}/${environment.key_id}/revoke`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    await ensureSandboxMerchant(t.db, t.config, t.clock.now);
    expect(await status(TEST_API_KEY)).toBe(401);
    expect(await labels()).toEqual([
      ['environment', '2026-11-22T10:01:00.000Z'],
      ['its successor', null],
    ]);
  });
});
