import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  openSession,
} from '../../test-support/test-app.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';

// A checkout with only merchant_customer_id; the shopper enters e-mail and
// billing country on the form, and the form's language fills in when the checkout named none.

let t: TestApp;
afterEach(() => t?.app.close());

const base = checkoutBody();
const paymentData = base.payment_data as Record<string, unknown>;
const { language: _language, ...withoutLanguage } = paymentData;

/** A checkout whose customer is merchant_customer_id alone (and, optionally, no language). */
const openMinimal = (options: { language?: boolean } = {}): Promise<string> =>
  openSession(t, {
    customer: { merchant_customer_id: 'cust-9' },
    ...(options.language === false && { payment_data: withoutLanguage }),
  });

const pay = (token: string, extra: Record<string, unknown>, card: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: { ...cardPaymentBody(card), ...extra },
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

const stored = async (token: string) => {
  const payment = await findPaymentBySessionToken(t.db, token);
  if (!payment) throw new Error('payment not stored');
  return payment;
};

async function postbacks(): Promise<Record<string, unknown>[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

/** The customer fields of a TRANSACTION postback's data (one place to follow its shape). */
function postbackCustomer(data: Record<string, unknown>): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'customer_email' || key === 'customer_selected_country_code') found[key] = inner;
      else visit(inner);
    }
  };
  visit(data);
  return found;
}

const errorOf = (res: { json(): { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

describe('customer fields the shopper enters', () => {
  it('tells the form which fields are missing, and no more', async () => {
    t = await createTestApp();
    const minimal = await openMinimal({ language: false });
    const minimalView = await view(minimal);
    expect(minimalView.missing_customer_fields).toEqual(['email', 'country_code']);
    expect(minimalView.language).toBeUndefined();
    const full = await view(await openSession(t));
    expect(full.missing_customer_fields).toBeUndefined();
    expect(full.language).toBe('en-us');
    const onlyEmail = await openSession(t, {
      customer: { merchant_customer_id: 'cust-9', email: 'ann@example.com' },
    });
    expect((await view(onlyEmail)).missing_customer_fields).toEqual(['country_code']);
  });

  it('refuses a payment without them, naming the field and the rule, and uses no attempt', async () => {
    t = await createTestApp();
    const token = await openMinimal();
    const noEmail = await pay(token, { customer: { country_code: 'DE' } });
    expect(noEmail.statusCode).toBe(400);
    expect(errorOf(noEmail)).toMatch(/^customer\.email is required/);
    const noCountry = await pay(token, { customer: { email: 'ann@example.com' } });
    expect(noCountry.statusCode).toBe(400);
    expect(errorOf(noCountry)).toMatch(/^customer\.country_code is required/);
    const badEmail = await pay(token, { customer: { email: 'ann@', country_code: 'DE' } });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail)).toBe('customer.email must be a valid email');
    const badCountry = await pay(token, {
      customer: { email: 'ann@example.com', country_code: 'de' },
    });
    expect(errorOf(badCountry)).toMatch(/^customer\.country_code must match the pattern/);
    // Card data is toxic: a card number typed into the e-mail is refused, and never stored.
    const pan = await pay(token, {
      customer: { email: '4242424242424242@example.com', country_code: 'DE' },
    });
    expect(errorOf(pan)).toBe('customer.email must not contain a card number');
    const panDomain = await pay(token, {
      customer: { email: 'ann@4242-4242-4242-4242.example', country_code: 'DE' },
    });
    expect(errorOf(panDomain)).toBe('customer.email must not contain a card number');
    const unknown = await pay(token, { customer: { email: 'a@b.de', country_code: 'DE', x: 1 } });
    expect(errorOf(unknown)).toBe('customer.x is not a known field');
    expect((await view(token)).attempts_left).toBe(5);
    expect((await stored(token)).customer).toEqual({});
  });

  it('refuses a field the merchant set: the merchant value stands', async () => {
    t = await createTestApp();
    const token = await openSession(t);
    const res = await pay(token, { customer: { email: 'eve@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatch(/^customer\.email must not be sent: the merchant set it/);
    expect((await stored(token)).customer.email).toBe('ann@example.com');
    // Without the field the same checkout pays as it always did.
    expect((await pay(token, {})).json().outcome).toBe('SUCCESS');
  });

  it('stores them with the attempt and reports them in the postback', async () => {
    t = await createTestApp();
    const token = await openMinimal({ language: false });
    const res = await pay(token, {
      customer: { email: 'bea@example.com', country_code: 'AT' },
      language: 'de-at',
    });
    expect(res.json().outcome).toBe('SUCCESS');
    const payment = await stored(token);
    expect(payment.customer).toMatchObject({ email: 'bea@example.com', country_code: 'AT' });
    expect(payment.language).toBe('de-at');
    const [data] = await postbacks();
    expect(postbackCustomer(data ?? {})).toEqual({
      customer_email: 'bea@example.com',
      customer_selected_country_code: 'AT',
    });
    expect(data).toMatchObject({
      payment: { email: 'bea@example.com', country_code: 'AT', language: 'de-at' },
    });
  });

  it('keeps them on a declined attempt and lets a retry correct them', async () => {
    t = await createTestApp();
    const token = await openMinimal();
    const declined = await pay(
      token,
      { customer: { email: 'typo@example.con', country_code: 'FR' } },
      { number: '4000000000009995' },
    );
    expect(declined.json().outcome).toBe('RETRY');
    expect((await stored(token)).customer).toMatchObject({
      email: 'typo@example.con',
      country_code: 'FR',
    });
    // The test clock stands still, so the outbox order is no guide: each postback by its values.
    expect((await postbacks()).map(postbackCustomer)).toEqual([
      { customer_email: 'typo@example.con', customer_selected_country_code: 'FR' },
    ]);
    // Still the shopper's to give: the form keeps asking, and the next attempt must say them again.
    expect((await view(token)).missing_customer_fields).toEqual(['email', 'country_code']);
    const missing = await pay(token, { customer: { country_code: 'FR' } });
    expect(errorOf(missing)).toMatch(/^customer\.email is required/);
    const retry = await pay(token, { customer: { email: 'ann@example.com', country_code: 'BE' } });
    expect(retry.json().outcome).toBe('SUCCESS');
    expect((await stored(token)).customer).toMatchObject({
      email: 'ann@example.com',
      country_code: 'BE',
    });
    expect((await postbacks()).map(postbackCustomer)).toContainEqual({
      customer_email: 'ann@example.com',
      customer_selected_country_code: 'BE',
    });
  });

  it("keeps the merchant's language and ignores the form's", async () => {
    t = await createTestApp();
    const token = await openSession(t, {
      payment_data: { ...paymentData, language: 'fr-fr' },
    });
    expect((await pay(token, { language: 'de-de' })).json().outcome).toBe('SUCCESS');
    expect((await stored(token)).language).toBe('fr-fr');
  });

  it('refuses a language outside the spec form', async () => {
    t = await createTestApp();
    const token = await openMinimal({ language: false });
    const res = await pay(token, {
      customer: { email: 'ann@example.com', country_code: 'DE' },
      language: 'de-DE',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatch(/^language must match the pattern/);
    expect((await stored(token)).language).toBeNull();
  });
});
