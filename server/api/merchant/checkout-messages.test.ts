import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_LOCALE, MAX_TEXT_LENGTH } from '../../../themes/message-override-rules.ts';
import {
  checkoutBody,
  createTestApp,
  postCheckout,
  type TestApp,
} from '../../test-support/test-app.ts';
import { scriptSafeJson } from '../pages/checkout-page.ts';

// payment_form_override.messages through the merchant API: accepted, stored under canonical
// locale ids, carried to the form in the session view as text, and every bad or hostile value
// answered with 400 and the spec's error body naming the field and the rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const withMessages = (messages: unknown) => checkoutBody({ payment_form_override: { messages } });

async function refused(body: unknown) {
  const res = await postCheckout(t, body);
  expect(res.statusCode).toBe(400);
  const { errors } = res.json() as { errors: { error_code: string; error_message: string }[] };
  expect(errors).toHaveLength(1);
  expect(errors[0]?.error_code).toBe('INVALID_REQUEST_PARAMETER');
  return errors[0]?.error_message ?? '';
}

async function sessionOf(body: unknown) {
  const res = await postCheckout(t, body);
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop();
  const view = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
  expect(view.statusCode).toBe(200);
  return { checkout: res.json().data, view: view.json(), raw: view.body };
}

describe('POST /v1/checkout payment_form_override.messages', () => {
  it('is accepted beside the theme and reaches the form under the locale ids LOCALES writes', async () => {
    const { checkout, view } = await sessionOf(
      checkoutBody({
        payment_form_override: {
          theme_type: 'DARK',
          messages: {
            de: { 'page.title.shop': 'Kasse – {shop}' },
            'pt-br': { 'page.title': ' Pagamento ' },
          },
        },
      }),
    );
    // The merchant API does not echo the override (docs/checkout.md); the form's view carries it.
    expect(checkout).not.toHaveProperty('payment_form_override');
    expect(view.payment_form_override).toEqual({
      theme_type: 'DARK',
      messages: {
        de: { 'page.title.shop': 'Kasse – {shop}' },
        'pt-BR': { 'page.title': 'Pagamento' },
      },
    });
  });

  it('carries markup, template syntax and line separators as text, inline JSON included', async () => {
    const text = '</script><script>alert(1)</script> {{ 7*7 }} </style> <!-- a\u2028b\u2029c';
    const { view, raw } = await sessionOf(withMessages({ en: { 'page.title': text } }));
    expect(view.payment_form_override.messages.en['page.title']).toBe(text);
    // As the hosted page inlines the view: nothing a parser could read as markup or a line end.
    const inline = scriptSafeJson(raw);
    expect(inline).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(inline).payment_form_override.messages.en['page.title']).toBe(text);
  });

  it.each([
    [{ 'es-mx': {} }, 'payment_form_override.messages.es-mx is not a locale id of the form'],
    [{ 'es-mx': {} }, 'write es-419'],
    [{ xx: {} }, 'payment_form_override.messages.xx is not a locale id of the form'],
    [
      { de: { 'pay.buton': 'Zahlen' } },
      'payment_form_override.messages.de["pay.buton"] is not a message key of the form',
    ],
    [
      { de: { 'page.title.shop': 'Kasse' } },
      'payment_form_override.messages.de["page.title.shop"] must keep the placeholder {shop} of the English message',
    ],
    [
      { de: { 'page.title': 'Kasse {amount}' } },
      'payment_form_override.messages.de["page.title"] must not add placeholders the English message does not fill in ({amount})',
    ],
    [
      { de: { 'page.title': 'Kasse\nZwei' } },
      'payment_form_override.messages.de["page.title"] must not contain control characters',
    ],
    [{ de: { 'page.title': 'Kasse\u202e' } }, 'must not contain bidirectional'],
    [
      { de: { 'page.title': ' ' } },
      'payment_form_override.messages.de["page.title"] must not be empty',
    ],
    [
      { de: { 'page.title': { other: 'Kasse' } } },
      'payment_form_override.messages.de["page.title"] must be a string: the English message has no plural forms',
    ],
    [
      { de: {}, DE: {} },
      'payment_form_override.messages.DE names the same locale as de (de); write each locale once',
    ],
  ])('refuses %j naming the field and the rule', async (messages, message) => {
    expect(await refused(withMessages(messages))).toContain(message);
  });

  it(`holds a text to ${MAX_TEXT_LENGTH} characters and a locale to ${MAX_KEYS_PER_LOCALE} keys`, async () => {
    await sessionOf(withMessages({ de: { 'page.title': 'ä'.repeat(MAX_TEXT_LENGTH) } }));
    expect(
      await refused(withMessages({ de: { 'page.title': 'ä'.repeat(MAX_TEXT_LENGTH + 1) } })),
    ).toBe(
      `payment_form_override.messages.de.page.title must be at most ${MAX_TEXT_LENGTH} characters long`,
    );
    const keys = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 'x']));
    expect(await refused(withMessages({ de: keys(MAX_KEYS_PER_LOCALE) }))).toContain(
      'payment_form_override.messages.de.k0 is not a message key',
    );
    expect(await refused(withMessages({ de: keys(MAX_KEYS_PER_LOCALE + 1) }))).toBe(
      `payment_form_override.messages.de must have at most ${MAX_KEYS_PER_LOCALE} entries`,
    );
  });

  it('never answers hostile shapes with a 5xx', async () => {
    // Nested deeper than any JSON library walks by recursion, sent as text.
    const deep = `${'{"other":'.repeat(20_000)}"x"${'}'.repeat(20_000)}`;
    const deepBody = (at: unknown) => JSON.stringify(withMessages(at)).replace('"DEEP"', deep);
    const huge = 'a'.repeat(200_000);
    const shapes: unknown[] = [
      [],
      [{ de: {} }],
      42,
      'de',
      true,
      { de: [] },
      { de: 7 },
      { de: { 'page.title': [] } },
      { de: { 'page.title': 12 } },
      { de: { 'page.title': huge } },
      { [huge.slice(0, 10_000)]: {} },
      { de: { [huge.slice(0, 10_000)]: 'x' } },
      { de: { 'page.title': { other: { other: 'x' } } } },
      JSON.parse('{"__proto__": {"page.title": "x"}}'),
      { constructor: { prototype: {} } },
    ];
    for (const messages of shapes) {
      const res = await postCheckout(t, withMessages(messages));
      expect(res.statusCode, JSON.stringify(messages).slice(0, 80)).toBe(400);
      expect(res.json().errors[0].error_code).toMatch(/^INVALID_REQUEST/);
    }
    for (const at of ['DEEP', { de: 'DEEP' }, { de: { 'page.title': 'DEEP' } }]) {
      const res = await postCheckout(t, deepBody(at));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].error_code).toMatch(/^INVALID_REQUEST/);
    }
    // `null` is a field not sent, at any depth (docs/api-conventions.md).
    for (const messages of [null, { de: null }, { de: { 'page.title': null } }]) {
      const res = await postCheckout(t, withMessages(messages));
      expect(res.statusCode, JSON.stringify(messages)).toBe(200);
    }
  });
});
