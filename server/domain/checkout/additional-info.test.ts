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
// phone_number, and the crypto fields kept for issue 10. Never a card number.

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
