import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../domain/merchants/api-key.ts';
import { announceMerchantChanged } from '../domain/merchants/merchant-changed-store.ts';
import { SANDBOX_MERCHANT_ID } from '../sandbox/sandbox-merchant.ts';
import { addKey } from '../test-support/merchants.ts';
import { waitFor } from '../test-support/postback-receiver.ts';
import {
  checkoutBody,
  createTestApp,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// What the key check keeps between requests, against writes made the way another process (or the
// back office of another process) makes them: straight to the database, announced on the
// merchant-changed channel in the same transaction. The app's clock never moves unless a test says
// so, so only the announcement can drop what the cache kept.

let t: TestApp;
afterEach(() => t?.app.close());

const SECOND_KEY = 'sk_test_second_0123456789abcdef';
const status = async (key: string) =>
  (await postCheckout(t, checkoutBody(), { 'x-api-key': key })).statusCode;

/** Revokes `key`'s row directly, as a write of another process would. */
async function revokeElsewhere(key: string, announce: boolean): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query('UPDATE merchant_api_keys SET revoked_at = $1 WHERE key_hash = $2', [
      t.clock.now,
      hashApiKey(key),
    ]);
    if (announce) await announceMerchantChanged(tx, SANDBOX_MERCHANT_ID);
  });
}

async function withSecondKey(): Promise<void> {
  t = await createTestApp();
  await addKey(t.db, SANDBOX_MERCHANT_ID, SECOND_KEY);
  expect(await status(SECOND_KEY)).toBe(200);
}

describe(`the API key cache (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('drops a merchant’s keys when a change to it is announced', async () => {
    await withSecondKey();
    await revokeElsewhere(SECOND_KEY, true);
    // On PostgreSQL the notification arrives a moment after the commit, on a connection of its
    // own that may still be opening when the app answers its first request: announced again until
    // it is heard.
    await waitFor(async () => {
      if ((await status(SECOND_KEY)) === 401) return true;
      await announceMerchantChanged(t.db, SANDBOX_MERCHANT_ID);
      return false;
    });
    expect(await status(TEST_API_KEY)).toBe(200);
  });

  it('keeps a key at most its few seconds when nothing was announced', async () => {
    await withSecondKey();
    await revokeElsewhere(SECOND_KEY, false);
    expect(await status(SECOND_KEY)).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 5_000);
    expect(await status(SECOND_KEY)).toBe(401);
  });
});
