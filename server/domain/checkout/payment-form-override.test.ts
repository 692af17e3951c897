import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';

// payment_form_override on POST /v1/checkout: the theme validator's verdict is the API's,
// a refused override names the field, and an accepted one reaches the form as stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (payment_form_override: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(checkoutBody({ payment_form_override })),
  });

const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { error_code: string; error_message: string }[] }).errors[0];

describe('POST /v1/checkout with payment_form_override', () => {
  it.each([
    ['.kassa-total-amount', 'color', 'transparent'],
    ['.kassa-product-price', 'color', 'transparent'],
    ['.kassa-pay-button', 'color', 'transparent'],
    ['.kassa-alert', 'opacity', '0'],
    ['.kassa-form', 'opacity', '0'],
  ])(
    'refuses theme_rules that hide %s (%s: %s) with 400 naming the rule and property',
    async (selector, property, value) => {
      const res = await post({ theme_rules: { [selector]: { [property]: value } } });
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toEqual({
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message: expect.stringMatching(
          `^payment_form_override\\.theme_rules\\["\\${selector}"\\]\\.${property} must .* what the shopper agrees to`,
        ),
      });
    },
  );

  it('stores a valid override and hands it to the form, values trimmed', async () => {
    const override = {
      color: '#0a7d55 ',
      theme_type: 'DARK',
      theme_variables: { primaryColor: 'rgb(20 120 90)', fontFamily: '"Inter", sans-serif' },
      theme_rules: { '.kassa-input[aria-invalid="true"]': { 'box-shadow': '0 0 0 2px crimson' } },
    };
    const res = await post(override);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.session.redirect_url.split('/').pop();
    const view = (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();
    expect(view.payment_form_override).toEqual({ ...override, color: '#0a7d55' });
  });

  it.each([
    [
      { theme_variables: { primaryColour: 'red' } },
      'payment_form_override.theme_variables.primaryColour is not a known theme variable',
    ],
    [
      { theme_variables: { primaryColor: '12px' } },
      'payment_form_override.theme_variables.primaryColor must be a CSS colour',
    ],
    [
      { theme_variables: { fontFamily: 'Inter; background: url(https://evil.test/x)' } },
      'payment_form_override.theme_variables.fontFamily must be a plain CSS value',
    ],
    [{ color: 'expression(alert(1))' }, 'payment_form_override.color must be a plain CSS value'],
    [
      { theme_rules: { '.kassa-input}body{': { color: 'red' } } },
      'payment_form_override.theme_rules[".kassa-input}body{"] is not an allowed selector',
    ],
    [
      { theme_rules: { '.kassa-form input': { color: 'red' } } },
      'payment_form_override.theme_rules[".kassa-form input"] is not an allowed selector',
    ],
    [
      { theme_rules: { '.kassa-label': { 'background-image': 'none' } } },
      'payment_form_override.theme_rules[".kassa-label"].background-image is not an allowed property',
    ],
    [
      { theme_rules: { '.kassa-label': { color: '\\75rl(x)' } } },
      'payment_form_override.theme_rules[".kassa-label"].color must be a plain CSS value',
    ],
  ])('refuses %j with 400 naming the field', async (override, message) => {
    const res = await post(override);
    expect(res.statusCode).toBe(400);
    const error = firstError(res);
    expect(error?.error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(error?.error_message.startsWith(message), error?.error_message).toBe(true);
  });
});
