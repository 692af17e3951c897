import { afterEach, describe, expect, it } from 'vitest';
import { findPaymentBySessionToken } from '../payments/store.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
afterEach(() => t?.app.close());

const post = (payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/demo-checkout',
    ...(payload !== undefined && {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    }),
  });

const tokenOf = (redirectUrl: string): string => redirectUrl.split('/pay/')[1] ?? '';

describe('POST /sandbox/demo-checkout', () => {
  it('opens a checkout without a body, as the plain button did', async () => {
    t = await createTestApp();
    const res = await post();
    expect(res.statusCode).toBe(200);
    const payment = await findPaymentBySessionToken(t.db, tokenOf(res.json().redirect_url));
    expect(payment?.paymentFormOverride).toBeNull();
  });

  it("stores the designer preview's payment_form_override on the checkout", async () => {
    t = await createTestApp();
    const override = {
      color: '#0a7d4f',
      theme_type: 'DARK',
      theme_variables: { primaryColor: '#0a7d4f' },
      theme_rules: { '.kassa-input': { 'border-radius': '0' } },
    };
    const res = await post({ payment_form_override: override });
    expect(res.statusCode).toBe(200);
    const payment = await findPaymentBySessionToken(t.db, tokenOf(res.json().redirect_url));
    expect(payment?.paymentFormOverride).toEqual(override);
  });

  it.each([
    [{ payment_form_override: { theme_type: 'NEON' } }, 'payment_form_override.theme_type'],
    [{ payment_form_override: { colour: 'red' } }, 'payment_form_override.colour'],
    [{ shop_name: 'Mine' }, 'shop_name'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    t = await createTestApp();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(error.error_message).toContain(field);
  });
});
