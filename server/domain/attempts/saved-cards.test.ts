import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import { addMerchant } from '../../test-support/merchants.ts';
import {
  cardPaymentBody,
  createTestApp,
  openSession,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge } from '../../test-support/token-charges.ts';
import { hidePaymentToken, insertPaymentToken } from '../ledger/token-store.ts';

// Saved cards through the form's API: the consent box, the session view's list and
// paying with a saved card's security code alone. The test clock is 2026-11-22.

let t: TestApp;
afterEach(() => t?.app.close());

const MERCHANT = 'mer_sandbox';

const session = (customer = 'cust-1') =>
  openSession(t, {
    customer: { merchant_customer_id: customer, email: 'ann@example.com', country_code: 'DE' },
  });

const pay = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${token}/payments`, payload: body });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

const payWithSaved = (token: string, paymentTokenId: string, securityCode = '123') =>
  pay(token, {
    method: 'CARD',
    saved_card: { payment_token_id: paymentTokenId, security_code: securityCode },
  });

/** A checkout for `customer` paid with `number`, the box ticked or not (undefined: not sent). */
async function payTyped(
  customer: string,
  saveCard: boolean | undefined,
  number = '4242424242424242',
) {
  const token = await session(customer);
  const body = {
    ...cardPaymentBody({ number, security_code: number.startsWith('37') ? '1234' : '123' }),
    ...(saveCard !== undefined && { save_card: saveCard }),
  };
  const res = await pay(token, body);
  expect(res.statusCode).toBe(200);
  return { token, answer: res.json() };
}

async function postbacks(): Promise<Record<string, unknown>[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

const tokens = () =>
  t.db.query(
    'SELECT payment_token_id, merchant_customer_id, saved_for_shopper, hidden_at FROM payment_tokens ORDER BY created_at, payment_token_id',
  );

/** A token stored directly, for the listing rules the form cannot produce (expired, other merchant). */
function storeToken(overrides: Partial<Parameters<typeof insertPaymentToken>[1]> = {}) {
  return insertPaymentToken(t.db, {
    paymentTokenId: 'tok_stored',
    merchantId: MERCHANT,
    merchantCustomerId: 'cust-1',
    paymentMethod: 'CARD',
    scheme: 'VISA',
    bin: '424242',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    holderName: 'Ann Example',
    savedForShopper: true,
    processorId: null,
    cofConsentSkipped: false,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  });
}

describe('the save box and its consent', () => {
  it('ticked: consent given, the token is kept and offered on the same customer’s next checkout', async () => {
    t = await createTestApp();
    const first = await session();
    expect(await view(first)).toMatchObject({ save_card_offered: true });
    expect((await view(first)).saved_cards).toBeUndefined();
    const res = await pay(first, { ...cardPaymentBody(), save_card: true });
    expect(res.json().outcome).toBe('SUCCESS');
    const [sale] = await postbacks();
    const [{ payment_token_id: tokenId } = { payment_token_id: 'none' }] = await tokens();
    expect(tokenId).toMatch(/^tok_/);
    expect(sale).toMatchObject({ payment: { payment_token_id: tokenId } });
    expect(sale).toMatchObject({
      transaction_details: { cof_consent_skipped: false },
      payment_details: { payment_token_type: 'CARD' },
    });
    const [consent] = await t.db.query('SELECT cof_consent FROM transactions');
    expect(consent).toEqual({ cof_consent: 'given' });
    expect(await tokens()).toEqual([
      {
        payment_token_id: tokenId,
        merchant_customer_id: 'cust-1',
        saved_for_shopper: true,
        hidden_at: null,
      },
    ]);
    const next = await view(await session());
    expect(next.saved_cards).toEqual([
      {
        payment_token_id: tokenId,
        scheme: 'VISA',
        last4: '4242',
        expiry_month: 12,
        expiry_year: 2030,
      },
    ]);
    // No BIN, no holder name on the form.
    expect(JSON.stringify(next)).not.toContain('424242');
    expect(JSON.stringify(next)).not.toContain('Ann Example');
  });

  for (const saveCard of [false, undefined]) {
    it(`${saveCard === false ? 'not ticked' : 'not sent'}: the merchant's token as before (checkout_sale), never offered to the shopper`, async () => {
      t = await createTestApp();
      await payTyped('cust-1', saveCard);
      const [sale] = await postbacks();
      expect(sale).toMatchObject({
        payment: { payment_token_id: expect.stringMatching(/^tok_/) },
        transaction_details: { cof_consent_skipped: false },
      });
      expect(await t.db.query('SELECT cof_consent FROM transactions')).toEqual([
        { cof_consent: 'checkout_sale' },
      ]);
      expect(await tokens()).toMatchObject([{ saved_for_shopper: false }]);
      expect((await view(await session())).saved_cards).toBeUndefined();
    });
  }

  it('a declined card keeps nothing, ticked or not', async () => {
    t = await createTestApp();
    const { answer } = await payTyped('cust-1', true, '4000000000009995');
    expect(answer.outcome).toBe('RETRY');
    expect(await tokens()).toEqual([]);
    expect((await view(await session())).saved_cards).toBeUndefined();
  });

  it('refuses save_card beside a saved card, and a save_card that is not a boolean', async () => {
    t = await createTestApp();
    await payTyped('cust-1', true);
    const [token] = await tokens();
    const both = await pay(await session(), {
      method: 'CARD',
      saved_card: { payment_token_id: token?.payment_token_id, security_code: '123' },
      save_card: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].error_message).toBe('save_card is not a known field');
    const typed = await pay(await session(), { ...cardPaymentBody(), save_card: 'yes' });
    expect(typed.json().errors[0].error_message).toBe('save_card must be of type boolean');
  });
});

describe('the saved cards a checkout lists', () => {
  it("lists only this merchant's and this customer's cards saved with consent, not hidden, not expired, newest first, at most 5", async () => {
    t = await createTestApp();
    await addMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other',
      postbackSecret: 'whsec_other',
      isSandbox: true,
    });
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    await storeToken({ paymentTokenId: 'tok_other_customer', merchantCustomerId: 'cust-2' });
    await storeToken({ paymentTokenId: 'tok_other_merchant', merchantId: 'mer_other' });
    await storeToken({ paymentTokenId: 'tok_merchant_only', savedForShopper: false });
    await storeToken({ paymentTokenId: 'tok_expired', expiryMonth: 10, expiryYear: 2026 });
    // Valid through the end of its month: still listed in November 2026.
    await storeToken({
      paymentTokenId: 'tok_this_month',
      last4: '1111',
      expiryMonth: 11,
      expiryYear: 2026,
      createdAt: day(2),
    });
    await storeToken({ paymentTokenId: 'tok_hidden', last4: '2222', createdAt: day(3) });
    await hidePaymentToken(t.db, MERCHANT, 'cust-1', 'tok_hidden', day(4));
    await storeToken({
      paymentTokenId: 'tok_wallet',
      paymentMethod: 'APPLE_PAY',
      bin: null,
      holderName: null,
    });
    for (const [i, last4] of ['3333', '4444', '5555', '6666'].entries()) {
      await storeToken({ paymentTokenId: `tok_new_${i}`, last4, createdAt: day(10 + i) });
    }
    // The same card saved twice is listed once, by its newer token.
    await storeToken({ paymentTokenId: 'tok_old_dup', last4: '7777', createdAt: day(5) });
    await storeToken({ paymentTokenId: 'tok_dup', last4: '7777', createdAt: day(6) });

    const listed = (await view(await session())).saved_cards.map(
      (card: { payment_token_id: string }) => card.payment_token_id,
    );
    expect(listed).toEqual(['tok_new_3', 'tok_new_2', 'tok_new_1', 'tok_new_0', 'tok_dup']);
    const cust2 = (await view(await session('cust-2'))).saved_cards;
    expect(cust2.map((c: { payment_token_id: string }) => c.payment_token_id)).toEqual([
      'tok_other_customer',
    ]);
  });

  it('hides a card for good: hiding again keeps the first time, and another customer cannot hide it', async () => {
    t = await createTestApp();
    await storeToken();
    expect(await hidePaymentToken(t.db, MERCHANT, 'cust-2', 'tok_stored', new Date())).toBe(false);
    expect(await hidePaymentToken(t.db, 'mer_other', 'cust-1', 'tok_stored', new Date())).toBe(
      false,
    );
    expect((await tokens())[0]?.hidden_at).toBeNull();
    const first = new Date('2026-11-20T00:00:00Z');
    expect(await hidePaymentToken(t.db, MERCHANT, 'cust-1', 'tok_stored', first)).toBe(true);
    expect(await hidePaymentToken(t.db, MERCHANT, 'cust-1', 'tok_stored', new Date())).toBe(true);
    expect((await tokens())[0]?.hidden_at).toEqual(first);
    expect((await view(await session())).saved_cards).toBeUndefined();
  });

  it('lists nothing once the session is no longer open', async () => {
    t = await createTestApp();
    await storeToken();
    const token = await session();
    expect((await view(token)).saved_cards).toHaveLength(1);
    await pay(token, cardPaymentBody());
    const closed = await view(token);
    expect(closed.state).toBe('SUCCEEDED');
    expect(closed.saved_cards).toBeUndefined();
    expect(closed.save_card_offered).toBeUndefined();
  });
});

describe('paying with a saved card', () => {
  it('pays with the security code alone; the postback names the saved token and no new one is kept', async () => {
    t = await createTestApp();
    await payTyped('cust-1', true);
    const [{ payment_token_id: saved } = { payment_token_id: '' }] = await tokens();
    const token = await session();
    const res = await payWithSaved(token, String(saved));
    expect(res.json()).toMatchObject({ outcome: 'SUCCESS' });
    const [, sale] = await postbacks();
    expect(sale).toMatchObject({
      transaction_status: 'SUCCESS',
      payment: { payment_method: 'CARD', payment_token_id: saved },
      payment_details: {
        card_scheme: 'VISA',
        card_bin: '424242',
        card_last4: '4242',
        card_expiry_month: 12,
        card_expiry_year: 2030,
        card_holder_name: 'Ann Example',
        payment_token_type: 'CARD',
      },
      transaction_details: { cof_consent_skipped: false },
    });
    expect(await tokens()).toHaveLength(1);
    expect(await t.db.query('SELECT cof_consent FROM transactions ORDER BY created_at')).toEqual([
      { cof_consent: 'given' },
      { cof_consent: 'given' },
    ]);
  });

  it("decides as the sandbox test card with the saved BIN and last 4: a decline, then 3-D Secure's challenge", async () => {
    t = await createTestApp();
    await storeToken({ paymentTokenId: 'tok_funds', bin: '400000', last4: '9995' });
    await storeToken({ paymentTokenId: 'tok_3ds', bin: '400000', last4: '3220' });
    const token = await session();
    const declined = await payWithSaved(token, 'tok_funds');
    expect(declined.json()).toMatchObject({
      outcome: 'RETRY',
      error: { error_code: 2004 },
    });
    const challenged = await payWithSaved(token, 'tok_3ds');
    expect(challenged.json()).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  });

  it('refuses, naming the field, a token that is not a saved card of this customer', async () => {
    t = await createTestApp();
    await storeToken({ paymentTokenId: 'tok_cust2', merchantCustomerId: 'cust-2' });
    await storeToken({ paymentTokenId: 'tok_merchant_only', savedForShopper: false });
    await storeToken({ paymentTokenId: 'tok_hidden' });
    await hidePaymentToken(t.db, MERCHANT, 'cust-1', 'tok_hidden', new Date());
    await storeToken({ paymentTokenId: 'tok_expired', expiryMonth: 10, expiryYear: 2026 });
    const token = await session();
    for (const id of ['tok_cust2', 'tok_merchant_only', 'tok_hidden', 'tok_expired', 'tok_none']) {
      const res = await payWithSaved(token, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors[0]).toEqual({
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message:
          "saved_card.payment_token_id must be a saved card of this checkout's customer that is not hidden or expired",
      });
    }
    expect(await t.db.query('SELECT * FROM transactions')).toEqual([]);
    expect((await view(token)).attempts_left).toBe(5);
  });

  it('checks the security code for its form: 3 digits, 4 for American Express', async () => {
    t = await createTestApp();
    await storeToken({ paymentTokenId: 'tok_visa' });
    await storeToken({
      paymentTokenId: 'tok_amex',
      scheme: 'American Express',
      bin: '378282',
      last4: '0005',
    });
    const token = await session();
    const short = await payWithSaved(token, 'tok_visa', '12');
    expect(short.json().errors[0].error_message).toBe(
      'saved_card.security_code must match the pattern ^[0-9]{3,4}$',
    );
    const four = await payWithSaved(token, 'tok_visa', '1234');
    expect(four.json().errors[0].error_message).toBe(
      'saved_card.security_code must be the 3-digit security code of the VISA card',
    );
    const three = await payWithSaved(token, 'tok_amex', '123');
    expect(three.json().errors[0].error_message).toBe(
      'saved_card.security_code must be the 4-digit security code of the American Express card',
    );
    const missing = await pay(token, {
      method: 'CARD',
      saved_card: { payment_token_id: 'tok_visa' },
    });
    expect(missing.json().errors[0].error_message).toBe('saved_card.security_code is required');
    const neither = await pay(token, { method: 'CARD' });
    expect(neither.json().errors[0].error_message).toBe('card is required');
    expect((await payWithSaved(token, 'tok_amex', '1234')).json().outcome).toBe('SUCCESS');
  });

  it('keeps no security code or card number: not in the database, the postbacks, the answers or the logs', async () => {
    let logged = '';
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    t = await createTestApp({}, { logger: createLogger('info', capture) });
    const first = await payTyped('cust-1', true, '4000000000003220');
    expect(first.answer.outcome).toBe('ACTION');
    await storeToken({ paymentTokenId: 'tok_visa' });
    const token = await session();
    const answers = [
      await payWithSaved(token, 'tok_visa', '739'),
      await payWithSaved(await session(), 'tok_visa', '7391'),
      await payWithSaved(await session(), 'tok_none', '738'),
    ].map((res) => res.body);
    const tables = [
      'payments',
      'transactions',
      'payment_tokens',
      'postback_outbox',
      'three_ds_challenges',
    ];
    const stored = JSON.stringify(
      await Promise.all(tables.map((table) => t.db.query(`SELECT * FROM ${table}`))),
    );
    for (const text of [stored, logged, ...answers]) {
      for (const secret of ['4000000000003220', '4242424242424242', '"739"', '"7391"', '"738"'])
        expect(text).not.toContain(secret);
    }
    expect(stored).toContain('tok_visa');
  });
});

describe('sessions that take no saved card', () => {
  /** What the session `token` has recorded: its attempts, state, transactions and postbacks. */
  const recorded = async (token: string) => ({
    payment: await t.db.query('SELECT attempts, state FROM payments WHERE session_token = $1', [
      token,
    ]),
    transactions: await t.db.query(
      'SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id) WHERE p.session_token = $1',
      [token],
    ),
    postbacks: (await postbacks()).length,
    tokens: (await tokens()).length,
  });

  it('a card-saving session (POST /v1/token) verifies a card typed in: a saved card is refused, nothing recorded', async () => {
    t = await createTestApp();
    await storeToken({ paymentTokenId: 'tok_saved' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: {
        payment_method: 'CARD',
        merchant_customer_id: 'cust-1',
        email: 'ann@example.com',
        language: 'en-us',
        country_code: 'DE',
        success_url: 'https://shop.example.test/card-saved',
        failure_url: 'https://shop.example.test/card-not-saved',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = new URL(created.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    const before = await recorded(token);
    const res = await payWithSaved(token, 'tok_saved');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          error_code: 'INVALID_REQUEST',
          error_message:
            'saved_card: a card-saving session verifies a card typed in; send the card details',
        },
      ],
    });
    expect(await recorded(token)).toEqual(before);
    expect(before).toMatchObject({ payment: [{ attempts: 0, state: 'OPEN' }], transactions: [] });
    expect((await view(token)).attempts_left).toBe(5);
    // The card typed in is what the session is for.
    const typed = await pay(token, cardPaymentBody());
    expect(typed.json().outcome).toBe('SUCCESS');
    const [verified] = await postbacks();
    expect(verified).toMatchObject({ transaction_type: 'TOKEN', transaction_status: 'SUCCESS' });
    expect(verified?.payment).not.toMatchObject({ payment_token_id: 'tok_saved' });
  });

  it('a CIT session confirms the saved card its merchant named: another saved card is refused, nothing recorded', async () => {
    t = await createTestApp();
    // The challenge card: the CIT session waits for the shopper's 3-D Secure answer.
    await storeToken({ paymentTokenId: 'tok_cit', bin: '400000', last4: '3220' });
    await storeToken({ paymentTokenId: 'tok_other' });
    const created = await postCharge(
      t,
      '/v1/cit-sale',
      chargeBody('tok_cit', {
        success_url: 'https://shop.example.test/renewed',
        failure_url: 'https://shop.example.test/not-renewed',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const token = new URL(created.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    const before = await recorded(token);
    for (const id of ['tok_other', 'tok_cit']) {
      const res = await payWithSaved(token, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors).toEqual([
        {
          error_code: 'INVALID_REQUEST',
          error_message:
            'saved_card: a CIT session pays with the saved card its merchant named; the shopper only confirms it with 3-D Secure',
        },
      ]);
    }
    expect(await recorded(token)).toEqual(before);
  });
});
