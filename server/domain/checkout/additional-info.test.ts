import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  postCheckout,
} from '../../test-support/test-app.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';

// additional_info: a saved card's payment_token_id (this merchant's, this customer's),
// the customer's full name that pre-fills the card holder, a phone that is the customer's
// phone_number, and the crypto fields kept for the alternative methods. Never a card number.

let t: TestApp;
afterEach(() => t?.app.close());

const post = (body: unknown) => postCheckout(t, body);

const tokenOf = (res: { json: () => { data: { session: { redirect_url: string } } } }) =>
  new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';

/** A token the sandbox issued for cust-1 after a paid checkout. */
async function savedCardToken(): Promise<string> {
  const session = await openSession(t);
  await payCard(t, session);
  const paid = await findPaymentBySessionToken(t.db, session);
  if (!paid?.paymentTokenId) throw new Error('no token issued');
  return paid.paymentTokenId;
}

describe('additional_info', () => {
  it('is stored; its full name pre-fills the holder and its phone is the customer phone', async () => {
    t = await createTestApp();
    const paymentTokenId = await savedCardToken();
    const res = await post(
      checkoutBody({
        additional_info: {
          payment_token_id: paymentTokenId,
          customer_full_name: 'Ann Lee',
          phone: '+49 30 123456',
          crypto_network: 'ETH',
          crypto_address: '0x52908400098527886E0F7030069857D2E4169EE7',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const session = tokenOf(res);
    const stored = await findPaymentBySessionToken(t.db, session);
    expect(stored?.additionalInfo).toEqual({
      payment_token_id: paymentTokenId,
      customer_full_name: 'Ann Lee',
      crypto_network: 'ETH',
      crypto_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(stored?.customer.phone_number).toBe('+49 30 123456');
    const view = (await t.app.inject({ url: `/api/sessions/${session}` })).json();
    expect(view.prefilled_card_holder).toBe('Ann Lee');
  });

  it('takes prefilled_card_holder as the name the form starts with; its refusals name it as sent', async () => {
    t = await createTestApp();
    const res = await post(checkoutBody({ prefilled_card_holder: 'Ann Lee' }));
    expect(res.statusCode).toBe(200);
    const view = (await t.app.inject({ url: `/api/sessions/${tokenOf(res)}` })).json();
    expect(view.prefilled_card_holder).toBe('Ann Lee');
    for (const [value, rule] of [
      ['x'.repeat(65), 'prefilled_card_holder must be at most 64'],
      ['4242 4242 4242 4242', 'prefilled_card_holder must not contain a card number'],
      [42, 'prefilled_card_holder must be of type string'],
    ] as const) {
      const refused = await post(checkoutBody({ prefilled_card_holder: value }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].error_message).toContain(rule);
    }
  });

  it('is absent from the session view and the record when not sent', async () => {
    t = await createTestApp();
    const session = await openSession(t);
    expect((await findPaymentBySessionToken(t.db, session))?.additionalInfo).toBeNull();
    const view = (await t.app.inject({ url: `/api/sessions/${session}` })).json();
    expect(view).not.toHaveProperty('prefilled_card_holder');
  });

  it("refuses a token of another customer, and one that doesn't exist", async () => {
    t = await createTestApp();
    const paymentTokenId = await savedCardToken();
    for (const [customer, tokenId] of [
      ['cust-2', paymentTokenId],
      ['cust-1', 'tok_unknown'],
    ]) {
      const res = await post(
        checkoutBody({
          customer: { merchant_customer_id: customer },
          additional_info: { payment_token_id: tokenId },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].error_message).toBe(
        "additional_info.payment_token_id must be a payment token of this merchant for the checkout's customer.merchant_customer_id",
      );
    }
  });

  it.each([
    [
      { customer_full_name: 'x'.repeat(65) },
      'additional_info.customer_full_name must be at most 64',
    ],
    [{ customer_full_name: '' }, 'additional_info.customer_full_name must be at least 1'],
    [{ crypto_address: 'a'.repeat(129) }, 'additional_info.crypto_address must be at most 128'],
    [{ wallet: 'x' }, 'additional_info.wallet is not a known field'],
    [{ phone: 'call me' }, 'additional_info.phone must match'],
    [{ phone: '4242 4242 4242 4242' }, 'additional_info.phone must not contain a card number'],
    [
      { customer_full_name: 'Ann 4242424242424242' },
      'additional_info.customer_full_name must not contain a card number',
    ],
    [
      { crypto_address: '4000000000000002' },
      'additional_info.crypto_address must not contain a card number',
    ],
  ])('refuses %j', async (info, message) => {
    t = await createTestApp();
    const res = await post(checkoutBody({ additional_info: info }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain(message);
  });

  it('refuses a phone that differs from customer.phone_number, naming both', async () => {
    t = await createTestApp();
    const res = await post(
      checkoutBody({
        customer: { merchant_customer_id: 'c', phone_number: '+1 555 0100' },
        additional_info: { phone: '+1 555 0199' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toBe(
      'additional_info.phone and customer.phone_number differ; send one (they name the same field)',
    );
  });
});

describe("additional_info, the reference's fields", () => {
  it('takes every field the reference lists; its e-mail and phone are the customer’s', async () => {
    t = await createTestApp();
    const paymentTokenId = await savedCardToken();
    const res = await post(
      checkoutBody({
        customer: { merchant_customer_id: 'cust-1', country_code: 'DE' },
        additional_info: {
          payment_token_id: paymentTokenId,
          crypto_network: 'TRC20',
          crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          crypto_withdrawal_address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
          customer_full_name: 'Ann Lee',
          phone: '+49 30 123456',
          email: 'ann@example.com',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Used: the form does not ask for the e-mail, and the answer and postbacks carry it.
    expect(res.json().data.email).toBe('ann@example.com');
    expect(res.json().customer).toEqual({
      merchant_customer_id: 'cust-1',
      email: 'ann@example.com',
      country_code: 'DE',
      phone_number: '+49 30 123456',
    });
    const session = tokenOf(res);
    const stored = await findPaymentBySessionToken(t.db, session);
    expect(stored?.additionalInfo).toEqual({
      payment_token_id: paymentTokenId,
      customer_full_name: 'Ann Lee',
      crypto_network: 'TRC20',
      crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      crypto_withdrawal_address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    });
    const view = (await t.app.inject({ url: `/api/sessions/${session}` })).json();
    expect(view).not.toHaveProperty('missing_customer_fields');
    expect(view.prefilled_card_holder).toBe('Ann Lee');
  });

  it('refuses an e-mail that is not one, or that differs from customer.email, naming it as sent', async () => {
    t = await createTestApp();
    const bad = await post(
      checkoutBody({
        customer: { merchant_customer_id: 'cust-1' },
        additional_info: { email: 'not an address' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].error_message).toContain(
      'additional_info.email must be a valid email',
    );
    const differs = await post(checkoutBody({ additional_info: { email: 'a@example.com' } }));
    expect(differs.statusCode).toBe(400);
    expect(differs.json().errors[0].error_message).toBe(
      'additional_info.email and customer.email differ; send one (they name the same field)',
    );
  });

  it.each([
    [
      { crypto_withdrawal_address: 'a'.repeat(129) },
      'additional_info.crypto_withdrawal_address must be at most 128',
    ],
    [
      { crypto_withdrawal_address: '4000000000000002' },
      'additional_info.crypto_withdrawal_address must not contain a card number',
    ],
  ])('refuses %j, naming it as sent', async (info, message) => {
    t = await createTestApp();
    const res = await post(checkoutBody({ additional_info: info }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain(message);
  });
});

describe("the reference's alternative-method checkout: straight to the method", () => {
  /** The reference's second use case: KAKAO_PAY, the customer's e-mail, phone and full name given. */
  const kakao = (currency: string, price: number, extra: Record<string, unknown> = {}) =>
    checkoutBody({
      payment_data: {
        type: 'SALE',
        methods: ['KAKAO_PAY'],
        currency_code: currency,
        amount: price,
        shop_name: 'Test Shop',
      },
      customer: { merchant_customer_id: 'cust-kakao' },
      products: [{ type: 'SALE', name: 'Gift card', description: 'A gift card', price }],
      additional_info: {
        email: 'ann@example.com',
        phone: '+82 10 1234 5678',
        customer_full_name: 'Ann Lee',
      },
      ...extra,
    });

  const sessionView = async (res: {
    json: () => { data: { session: { redirect_url: string } } };
  }) => (await t.app.inject({ url: `/api/sessions/${tokenOf(res)}` })).json();

  it('in EUR is refused naming the currency the method takes (no conversion)', async () => {
    t = await createTestApp();
    const res = await post(kakao('EUR', 25.0));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toBe(
      'payment_data.methods: KAKAO_PAY does not serve EUR; it takes KRW',
    );
  });

  it('in KRW skips the form: nothing to ask, the hosted page starts the method at once', async () => {
    t = await createTestApp();
    const res = await post(kakao('KRW', 25000));
    expect(res.statusCode, res.body).toBe(200);
    const view = await sessionView(res);
    // KAKAO_PAY serves Korea's shoppers only: the country is known, the form would ask nothing.
    expect(view).not.toHaveProperty('missing_customer_fields');
    expect(view.straight_to_method).toBe('KAKAO_PAY');
    // The method starts with what the checkout gave: no customer field in the request.
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${tokenOf(res)}/apm-payments`,
      payload: { method: 'KAKAO_PAY' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().action).toMatchObject({ kind: 'redirect', method: 'KAKAO_PAY' });
    // The provider's page knows who pays, and asks nothing of it either.
    const page = await t.app.inject({ url: new URL(started.json().action.url).pathname });
    expect(page.body).toContain('<dt>Payer</dt><dd>Ann Lee</dd>');
    expect(page.body).not.toContain('ann@example.com');
    // The merchant hears the customer it sent.
    const [row] = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
    const posted = JSON.parse(String(row?.payload)).data;
    expect(posted.payment_details).toMatchObject({
      customer_email: 'ann@example.com',
      customer_phone_number: '+82 10 1234 5678',
    });
    expect(posted.payment.country_code).toBe('KR');
    // Back on the hosted page, the step is shown: never a second start.
    expect((await sessionView(res)).straight_to_method).toBeUndefined();
  });

  it('shows the form when something is missing, the setting is off, or the step was cancelled', async () => {
    t = await createTestApp();
    const straight = async (body: unknown) =>
      (await sessionView(await post(body))).straight_to_method;
    // No phone: the form is shown, as it always was.
    expect(
      await straight(kakao('KRW', 25000, { additional_info: { email: 'a@example.com' } })),
    ).toBeUndefined();
    // Two methods: the shopper chooses.
    const both = kakao('KRW', 25000);
    (both.payment_data as { methods: string[] }).methods = ['CARD', 'KAKAO_PAY'];
    expect(await straight(both)).toBeUndefined();
    // An embedded form waits for the merchant page's button.
    const embedded = kakao('KRW', 25000);
    (embedded.payment_data as { ui_mode?: string }).ui_mode = 'EMBEDDED';
    await t.app.close();
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example.test' });
    expect(await straight(embedded)).toBeUndefined();
    // A step cancelled on the form: the session is open again, with the form.
    const res = await post(kakao('KRW', 25000));
    const token = tokenOf(res);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/apm-payments`,
      payload: { method: 'KAKAO_PAY' },
    });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${token}/apm-payments/cancel` });
    const reopened = (await t.app.inject({ url: `/api/sessions/${token}` })).json();
    expect(reopened.state).toBe('OPEN');
    expect(reopened.straight_to_method).toBeUndefined();
    // The merchant's setting off.
    await t.app.close();
    t = await createTestApp({ MERCHANT_STRAIGHT_TO_METHOD: 'off' });
    expect(await straight(kakao('KRW', 25000))).toBeUndefined();
  });
});
