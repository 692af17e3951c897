import { afterEach, describe, expect, it } from 'vitest';
import { insertPaymentToken } from '../../domain/ledger/token-store.ts';
import { createTestApp, openSession, type TestApp } from '../../test-support/test-app.ts';

// The saved cards' form routes: the shopper's "Remove" (hidden as the merchant API's hide does)
// and the security code a saved card pays with, required unless the merchant's setting
// (MERCHANT_SAVED_CARD_WITHOUT_CODE, migration 0034) lets it be left out. The test clock is
// 2026-11-22.

let t: TestApp;
afterEach(() => t?.app.close());

const session = (customer = 'cust-1') =>
  openSession(t, {
    customer: { merchant_customer_id: customer, email: 'ann@example.com', country_code: 'DE' },
  });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

const remove = (token: string, paymentTokenId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/saved-cards/${paymentTokenId}/remove`,
  });

const payWithSaved = (token: string, savedCard: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: { method: 'CARD', saved_card: savedCard },
  });

function storeToken(
  paymentTokenId: string,
  customer = 'cust-1',
  createdAt = '2026-11-01',
  last4 = '4242',
) {
  return insertPaymentToken(t.db, {
    paymentTokenId,
    merchantId: 'mer_sandbox',
    merchantCustomerId: customer,
    paymentMethod: 'CARD',
    processorId: null,
    cofConsentSkipped: false,
    scheme: 'VISA',
    bin: '424242',
    last4,
    expiryMonth: 12,
    expiryYear: 2030,
    holderName: 'Ann Example',
    savedForShopper: true,
    createdAt: new Date(`${createdAt}T00:00:00Z`),
  });
}

describe("the shopper's Remove on a saved card", () => {
  it('hides the card as the merchant API does and answers the list left; the next checkout lists it no more', async () => {
    t = await createTestApp();
    await storeToken('tok_old', 'cust-1', '2026-10-01', '1111');
    await storeToken('tok_new', 'cust-1', '2026-11-01');
    const token = await session();
    expect(
      (await view(token)).saved_cards.map((c: { payment_token_id: string }) => c.payment_token_id),
    ).toEqual(['tok_new', 'tok_old']);
    const res = await remove(token, 'tok_new');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved_cards: [
        {
          payment_token_id: 'tok_old',
          scheme: 'VISA',
          last4: '1111',
          expiry_month: 12,
          expiry_year: 2030,
        },
      ],
    });
    // Hidden as after the merchant's own POST …/delete: the row's hidden_at.
    const [row] = await t.db.query(
      "SELECT hidden_at IS NOT NULL AS hidden FROM payment_tokens WHERE payment_token_id = 'tok_new'",
    );
    expect(row).toEqual({ hidden: true });
    expect((await view(await session())).saved_cards).toHaveLength(1);
    // It can no longer pay on this session either.
    const paid = await payWithSaved(token, { payment_token_id: 'tok_new', security_code: '123' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors[0].error_message).toMatch(/^saved_card\.payment_token_id /);
  });

  it("answers 404 for another customer's card, an unknown one and one removed already, and changes nothing", async () => {
    t = await createTestApp();
    await storeToken('tok_ann', 'cust-1');
    await storeToken('tok_bob', 'cust-2');
    const token = await session('cust-1');
    for (const id of ['tok_bob', 'tok_nope']) {
      const res = await remove(token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ error_code: 'NOT_FOUND' });
    }
    expect(await remove(token, 'tok_ann')).toMatchObject({ statusCode: 200 });
    expect((await remove(token, 'tok_ann')).statusCode).toBe(404);
    const hidden = await t.db.query(
      'SELECT payment_token_id FROM payment_tokens WHERE hidden_at IS NOT NULL ORDER BY 1',
    );
    expect(hidden).toEqual([{ payment_token_id: 'tok_ann' }]);
  });

  it('answers 404 for an unknown session and 409 once the session is no longer open', async () => {
    t = await createTestApp();
    await storeToken('tok_ann');
    expect((await remove(`cs_${'x'.repeat(30)}`, 'tok_ann')).statusCode).toBe(404);
    const token = await session();
    t.clock.now = new Date('2026-11-23T10:00:00.000Z');
    const res = await remove(token, 'tok_ann');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].error_message).toBe('checkout session is expired');
  });
});

describe("a saved card's security code", () => {
  it('is required by default: a request without it is refused, naming the field', async () => {
    t = await createTestApp();
    await storeToken('tok_ann');
    const token = await session();
    expect((await view(token)).saved_card_without_code).toBeUndefined();
    const res = await payWithSaved(token, { payment_token_id: 'tok_ann' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: 'saved_card.security_code is required',
    });
    const [attempts] = await t.db.query('SELECT count(*)::int AS n FROM transactions');
    expect(attempts).toEqual({ n: 0 });
  });

  it('may be left out when the merchant lets a saved card pay without it; one sent is still checked', async () => {
    t = await createTestApp({ MERCHANT_SAVED_CARD_WITHOUT_CODE: 'on' });
    await storeToken('tok_ann');
    const token = await session();
    expect(await view(token)).toMatchObject({ saved_card_without_code: true });
    const wrong = await payWithSaved(token, { payment_token_id: 'tok_ann', security_code: '12' });
    expect(wrong.statusCode).toBe(400);
    const res = await payWithSaved(token, { payment_token_id: 'tok_ann' });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('SUCCESS');
  });

  it('refuses a setting other than on or off', async () => {
    await expect(createTestApp({ MERCHANT_SAVED_CARD_WITHOUT_CODE: 'yes' })).rejects.toThrow(
      /MERCHANT_SAVED_CARD_WITHOUT_CODE must be on/,
    );
  });
});
