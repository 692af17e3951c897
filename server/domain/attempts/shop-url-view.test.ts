import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, openSession } from '../../test-support/test-app.ts';

// The session view carries the checkout's shop_url, so a closed or expired page links back to the
// shop instead of ending the shopper's way there.

let t: TestApp;
afterEach(() => t?.app.close());

const view = async (token: string): Promise<Record<string, unknown>> =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

describe('shop_url in the session view', () => {
  it("is the checkout's payment_data.shop_url, and absent without one", async () => {
    t = await createTestApp();
    const data = checkoutBody().payment_data as Record<string, unknown>;
    const withUrl = await openSession(t, {
      payment_data: { ...data, shop_url: 'https://shop.example.test/' },
    });
    expect((await view(withUrl)).shop_url).toBe('https://shop.example.test/');
    expect(await view(await openSession(t))).not.toHaveProperty('shop_url');
  });
});
