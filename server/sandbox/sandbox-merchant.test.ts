import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../domain/merchants/api-key.ts';
import { readMerchantSettings } from '../domain/merchants/merchant-settings-store.ts';
import { ensureFirstAdmin } from '../domain/operators/operators.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { resetDatabase, testDatabase } from '../test-support/test-database.ts';
import { ensureSandboxMerchant, SANDBOX_MERCHANT_ID } from './sandbox-merchant.ts';

// The environment seeds the sandbox merchant at first start only: later starts keep what the back
// office stored and say which variables they did not apply. The key and the postback secret are
// still the environment's at every start.

let db: Database;
beforeEach(async () => {
  db = await testDatabase();
  await resetDatabase(db);
});
afterEach(() => resetDatabase(db));

const base = {
  PUBLIC_URL: 'https://pay.example.test',
  MERCHANT_API_KEY: 'sk_test_0123456789abcdef0123',
  POSTBACK_SECRET: 'whsec_test_0123456789abcdef',
  DATA_DIR: '/nonexistent/kassa-test',
};

const start = (env: Record<string, string>) => {
  const all = { ...base, ...env };
  return ensureSandboxMerchant(db, loadConfig(all), new Date(), all);
};

describe('the sandbox merchant at start', () => {
  it('is seeded from the environment at first start, and kept at the next', async () => {
    const first = await start({
      MERCHANT_CALLBACK_URL: 'https://first.example/postbacks',
      MERCHANT_ALLOWED_ORIGINS: 'https://first.example',
      SUBSCRIPTION_RETRY_SCHEDULE: 'two-weeks',
    });
    expect(first.seeded).toBe(true);
    expect(first.warnings).toEqual([]);
    expect(first.settings).toMatchObject({
      callbackUrl: 'https://first.example/postbacks',
      allowedOrigins: ['https://first.example'],
      tokensEnabled: true,
      rebillRetrySeconds: [86_400, 86_400, 172_800, 172_800, 172_800, 259_200, 259_200],
    });

    const second = await start({
      MERCHANT_CALLBACK_URL: 'https://second.example/postbacks',
      MERCHANT_ALLOWED_ORIGINS: 'https://first.example',
      MERCHANT_THEME: '{"theme_type":"DARK"}',
    });
    expect(second.seeded).toBe(false);
    expect(second.settings).toEqual(first.settings);
    // One line per variable set to something else than the stored value; a same value says nothing.
    expect(second.warnings).toEqual([
      "MERCHANT_CALLBACK_URL is set but the back office's value is kept: it only seeds the first start (docs/backoffice.md)",
      "MERCHANT_THEME is set but the back office's value is kept: it only seeds the first start (docs/backoffice.md)",
    ]);
  });

  it('takes MERCHANT_API_KEY and POSTBACK_SECRET at every start', async () => {
    await start({});
    await start({
      MERCHANT_API_KEY: 'sk_test_another_key_0123456789',
      POSTBACK_SECRET: 'whsec_another_secret_0123',
    });
    // The new key is one more of the merchant's keys; the new secret signs from now on.
    const keys = await db.query(
      'SELECT key_hash FROM merchant_api_keys WHERE merchant_id = $1 AND revoked_at IS NULL',
      [SANDBOX_MERCHANT_ID],
    );
    expect(keys.map((key) => key.key_hash)).toContain(hashApiKey('sk_test_another_key_0123456789'));
    const [row] = await db.query('SELECT postback_secret FROM merchants WHERE merchant_id = $1', [
      SANDBOX_MERCHANT_ID,
    ]);
    expect(row).toEqual({ postback_secret: 'whsec_another_secret_0123' });
    expect((await readMerchantSettings(db, SANDBOX_MERCHANT_ID))?.callbackUrl).toBeNull();
  });

  it('creates the first admin once, of starts on one database at the same time', async () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const passwords = await Promise.all([
      ensureFirstAdmin(db, at),
      ensureFirstAdmin(db, at),
      ensureFirstAdmin(db, at),
    ]);
    const created = passwords.filter((password) => password !== undefined);
    expect(created).toHaveLength(1);
    expect(await db.query('SELECT login, role, merchant_id FROM operators')).toEqual([
      { login: 'admin', role: 'ADMIN', merchant_id: null },
    ]);
    // The password is kept only as its scrypt hash, with its salt and parameters.
    const [row] = await db.query(
      'SELECT password_hash, password_salt, password_params FROM operators',
    );
    expect(JSON.stringify(row)).not.toContain(created[0]);
    expect(row?.password_params).toEqual({ n: 32_768, r: 8, p: 1, keylen: 32 });
    expect(await ensureFirstAdmin(db, at)).toBeUndefined();
  });
});
