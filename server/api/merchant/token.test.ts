import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMerchant } from '../../test-support/merchants.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  checkoutBody,
  createTestApp,
  payCard,
  postCheckout,
  TEST_API_KEY,
} from '../../test-support/test-app.ts';

// POST /v1/token: a session where the shopper saves a card without paying; paid on the
// form API it makes a TOKEN transaction, its postback and a payment token usable later.

let t: TestApp;
// Created in a hook: a cold start on a loaded machine counts against the hook's longer timeout.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t?.app.close());

const post = (body: unknown, key = TEST_API_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/token',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const tokenBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  payment_method: 'CARD',
  merchant_payment_id: 'card-save-1',
  merchant_customer_id: 'cust-5',
  email: 'ann@example.com',
  language: 'en-us',
  country_code: 'DE',
  success_url: 'https://shop.example.test/card-saved',
  failure_url: 'https://shop.example.test/card-not-saved',
  prefilled_card_holder: 'Ann Example',
  ...overrides,
});

const errorOf = (res: {
  json: () => { errors: [{ error_code: string; error_message: string }] };
}) => res.json().errors[0];

const tokenOf = (redirectUrl: string): string =>
  new URL(redirectUrl).pathname.split('/').pop() ?? '';

describe('POST /v1/token', () => {
  it('answers the spec token response: a session, no amount, the prefilled card holder', async () => {
    const res = await post(tokenBody());
    expect(res.statusCode).toBe(200);
    const { type, data } = res.json();
    expect(type).toBe('PAYMENT');
    expect(data).toEqual({
      payment_id: expect.stringMatching(/^pay_/),
      payment_type: 'TOKEN',
      payment_method: 'CARD',
      created_at: '2026-11-22T10:00:00.000Z',
      merchant_id: 'mer_sandbox',
      merchant_payment_id: 'card-save-1',
      merchant_customer_id: 'cust-5',
      email: 'ann@example.com',
      language: 'en-us',
      country_code: 'DE',
      success_url: 'https://shop.example.test/card-saved',
      failure_url: 'https://shop.example.test/card-not-saved',
      prefilled_card_holder: 'Ann Example',
      session: {
        created_at: '2026-11-22T10:00:00.000Z',
        expires_at: '2026-11-22T10:15:00.000Z',
        redirect_url: expect.stringMatching(/^https:\/\/pay\.example\.test\/pay\/cs_/),
      },
    });
    // The form hears it is a token session, with the holder's name to start from.
    const view = await t.app.inject({ url: `/api/sessions/${tokenOf(data.session.redirect_url)}` });
    expect(view.json()).toMatchObject({
      payment_type: 'TOKEN',
      prefilled_card_holder: 'Ann Example',
      methods: ['CARD'],
      products: [],
    });
    // Saving the card is the whole session: no "Save this card" box, no saved cards to pick.
    expect(view.json()).not.toHaveProperty('save_card_offered');
    expect(view.json()).not.toHaveProperty('saved_cards');
  });

  it('paid on the form: a TOKEN transaction, its postback with the token, a token usable later', async () => {
    const res = await post(tokenBody());
    const session = tokenOf(res.json().data.session.redirect_url);
    const answer = await payCard(t, session);
    expect(answer.outcome).toBe('SUCCESS');
    expect(answer.redirect_url).toMatch(/^https:\/\/shop\.example\.test\/card-saved/);
    const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
    const postbacks = rows.map((row) => JSON.parse(String(row.payload)));
    expect(postbacks).toHaveLength(1);
    const { data } = postbacks[0];
    expect(data).toMatchObject({
      transaction_type: 'TOKEN',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      payment_details: { card_last4: '4242', payment_token_type: 'CARD' },
      payment: { payment_type: 'TOKEN', merchant_customer_id: 'cust-5' },
    });
    const paymentTokenId = data.payment.payment_token_id;
    expect(paymentTokenId).toMatch(/^tok_/);
    expect(JSON.stringify(data)).not.toContain('4242424242424242');
    // Usable later: a checkout of the same customer may offer the saved card.
    const later = await postCheckout(
      t,
      checkoutBody({
        customer: { merchant_customer_id: 'cust-5', email: 'ann@example.com', country_code: 'DE' },
        additional_info: { payment_token_id: paymentTokenId },
      }),
    );
    expect(later.statusCode).toBe(200);
    // Another customer's checkout may not.
    const other = await postCheckout(
      t,
      checkoutBody({ additional_info: { payment_token_id: paymentTokenId } }),
    );
    expect(other.statusCode).toBe(400);
  });

  it.each([
    [{ payment_method: 'PIX' }, 'payment_method must be one of CARD'],
    [{ language: undefined }, 'language is required'],
    [{ email: undefined }, 'email is required'],
    [{ country_code: 'Germany' }, 'country_code must match the pattern'],
    [{ prefilled_card_holder: 'A'.repeat(65) }, 'prefilled_card_holder must be at most 64'],
    [{ prefilled_card_holder: '4242 4242 4242 4242' }, 'prefilled_card_holder must not'],
    [
      { success_url: `https://shop.example.test/${'a'.repeat(2030)}` },
      'success_url must be at most 2048',
    ],
    [{ amount: '1.00' }, 'amount is not a known field'],
  ])('refuses %j naming the field and the rule', async (override, message) => {
    const res = await post(tokenBody(override));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_message).toContain(message);
  });

  it('takes success_url up to 2048 characters (spec: token requests)', async () => {
    const long = `https://shop.example.test/${'a'.repeat(1500)}`;
    const res = await post(tokenBody({ success_url: long }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.success_url).toBe(long);
  });

  it('is refused for a merchant without tokens_enabled', async () => {
    const key = 'sk_test_other_0123456789abcdef';
    await addMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other merchant',
      apiKey: key,
      postbackSecret: 'whsec_other_0123456789abcdef',
    });
    const res = await post(tokenBody(), key);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error_code: 'INVALID_REQUEST',
      error_message:
        'POST /v1/token is not enabled for this merchant (merchant setting tokens_enabled)',
    });
  });
});
