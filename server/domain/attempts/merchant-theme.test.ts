import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentFormOverride } from '../../../themes/payment-form-override.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';
import {
  readMerchantSettings,
  writeMerchantSettings,
} from '../merchants/merchant-settings-store.ts';

// The merchant's theme defaults (MERCHANT_THEME for the sandbox merchant) reach the form beside the
// checkout's own payment_form_override, so the form can layer them (themes/resolve-theme.ts). They
// are read when the form asks, not copied into the checkout: a change applies to open sessions.

let t: TestApp;
afterEach(() => t?.app.close());

async function changeTheme(theme: PaymentFormOverride | null): Promise<void> {
  const record = await readMerchantSettings(t.db, 'mer_sandbox');
  if (!record) throw new Error('no sandbox merchant');
  await t.db.transaction((tx) => writeMerchantSettings(tx, 'mer_sandbox', { ...record, theme }));
}

async function newSession(override?: unknown): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody(override === undefined ? {} : { payment_form_override: override }),
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
}

const view = async (token: string): Promise<Record<string, unknown>> =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

describe('merchant theme defaults in the session view', () => {
  it('are absent when the merchant has none', async () => {
    t = await createTestApp();
    expect(await view(await newSession())).not.toHaveProperty('merchant_theme');
  });

  it('come from MERCHANT_THEME, beside the override the checkout gave', async () => {
    t = await createTestApp({
      MERCHANT_THEME: '{"theme_type":"DARK","theme_variables":{"primaryColor":"#0a7d55"}}',
    });
    const session = await view(await newSession({ color: '#b42318' }));
    expect(session.merchant_theme).toEqual({
      theme_type: 'DARK',
      theme_variables: { primaryColor: '#0a7d55' },
    });
    expect(session.payment_form_override).toEqual({ color: '#b42318' });
  });

  it('follow a change of the merchant settings in an open session', async () => {
    t = await createTestApp({ MERCHANT_THEME: '{"theme_type":"DARK"}' });
    const token = await newSession();
    expect((await view(token)).merchant_theme).toEqual({ theme_type: 'DARK' });
    // What a change of the theme in the back office does.
    await changeTheme({ theme_type: 'BROWSER' });
    expect((await view(token)).merchant_theme).toEqual({ theme_type: 'BROWSER' });
    await changeTheme(null);
    expect(await view(token)).not.toHaveProperty('merchant_theme');
  });
});
