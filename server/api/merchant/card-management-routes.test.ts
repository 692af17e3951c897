import { afterEach, describe, expect, it } from 'vitest';
import { revokeCofConsent } from '../../domain/ledger/token-store.ts';
import type { Processor } from '../../domain/processor.ts';
import { sandboxProcessor } from '../../sandbox/processor/sandbox-processor.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import { payoutBody, postPayout, tokenSessionToken } from '../../test-support/payouts.ts';
import {
  otherMerchant,
  queuedPostbacks,
  runRebills,
  setClock,
  startSubscriptions,
} from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  openSession,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge, tokenOfCard } from '../../test-support/token-charges.ts';

// Card management: POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete
// and .../revoke-cof-consent — their answers, their effects on the form and on charges, 404s, and
// a revocation racing many charges on the token.

let t: TestApp;
afterEach(() => t?.app.close());

function manage(
  action: 'delete' | 'revoke-cof-consent',
  token: string,
  customer = 'cust-1',
  key = TEST_API_KEY,
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/customer/${customer}/payment-token/${token}/${action}`,
    headers: { 'x-api-key': key },
  });
}

const view = async (session: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${session}` })).json();

const message = (res: { json: () => { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

const CONSENT_REFUSED =
  "payment_token_id must have the customer's card-on-file consent, which was revoked at 2026-11-22T10:00:00.000Z (2911 COF Consent not found)";

describe('POST …/payment-token/{paymentTokenId}/delete', () => {
  it('hides the saved card from the form, answers the token, and leaves MIT working', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242', { savedForShopper: true });
    expect((await view(await openSession(t))).saved_cards).toHaveLength(1);

    const res = await manage('delete', token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      type: 'PAYMENT_TOKEN',
      data: {
        payment_token_id: token,
        merchant_customer_id: 'cust-1',
        payment_method: 'CARD',
        payment_token_type: 'CARD',
        card_scheme: 'VISA',
        card_bin: '424242',
        card_last4: '4242',
        card_expiry_month: 12,
        card_expiry_year: 2030,
        created_at: '2026-11-22T10:00:00.000Z',
        is_hidden: true,
        hidden_at: '2026-11-22T10:00:00.000Z',
        cof_consent_status: 'GIVEN',
        cof_consent_revoked_at: null,
      },
    });
    const session = await openSession(t);
    expect((await view(session)).saved_cards).toBeUndefined();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session}/payments`,
      payload: { method: 'CARD', saved_card: { payment_token_id: token, security_code: '123' } },
    });
    expect(paid.statusCode).toBe(400);
    expect(message(paid)).toMatch(/^saved_card.payment_token_id /);
    // Idempotent: a second call, later, answers the same (the first time is kept).
    t.clock.now = new Date('2026-11-23T10:00:00.000Z');
    expect((await manage('delete', token)).json()).toEqual(answer);
    // The consent stays: an MIT on the hidden card is charged.
    const charge = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(charge.json().data.transactions[0].response_code).toBe(1000);
    // No postback for the change itself.
    expect((await queuedPostbacks(t)).map((p) => p.data.transaction_type)).toEqual(['SALE']);
  });
});

describe('POST …/payment-token/{paymentTokenId}/revoke-cof-consent', () => {
  it('answers the token REVOKED, keeps the card, and refuses MIT, MIT authorize and CIT with 2911', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242', { savedForShopper: true });
    const res = await manage('revoke-cof-consent', token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.data).toMatchObject({
      payment_token_id: token,
      is_hidden: false,
      hidden_at: null,
      cof_consent_status: 'REVOKED',
      cof_consent_revoked_at: '2026-11-22T10:00:00.000Z',
    });
    t.clock.now = new Date('2026-11-23T10:00:00.000Z');
    expect((await manage('revoke-cof-consent', token)).json()).toEqual(answer);
    for (const path of ['/v1/mit-sale', '/v1/mit-authorize'] as const) {
      const charge = await postCharge(t, path, chargeBody(token));
      expect(charge.statusCode).toBe(400);
      expect(message(charge)).toBe(CONSENT_REFUSED);
    }
    const cit = await postCharge(
      t,
      '/v1/cit-sale',
      chargeBody(token, {
        success_url: 'https://shop.example.test/ok',
        failure_url: 'https://shop.example.test/failed',
      }),
    );
    expect(message(cit)).toBe(CONSENT_REFUSED);
    // The saved card itself is not removed.
    expect((await view(await openSession(t))).saved_cards).toHaveLength(1);
    expect(await queuedPostbacks(t)).toEqual([]);
  });

  it('stops the rebills on the token: the subscription ends NO_CARD_ON_FILE, nothing is charged', async () => {
    t = await createTestApp();
    const { subscriptionIds } = await startSubscriptions(t);
    const [row] = await t.db.query('SELECT payment_token_id FROM payment_tokens');
    expect((await manage('revoke-cof-consent', String(row?.payment_token_id))).statusCode).toBe(
      200,
    );
    const before = (await queuedPostbacks(t)).length;
    setClock(t, '2026-12-22T10:00:00.000Z');
    await runRebills(t);
    const after = (await queuedPostbacks(t)).slice(before);
    expect(after.map((p) => [p.type, p.data.subscription_status])).toEqual([
      ['SUBSCRIPTION', 'NO_CARD_ON_FILE'],
    ]);
    expect(after[0]?.data.subscription_id).toBe(subscriptionIds[0]);
  });
});

describe('card management of a token that is not the customer’s', () => {
  it('is 404 with the error body: unknown, another customer’s, another merchant’s', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242');
    const otherKey = await otherMerchant(t);
    for (const action of ['delete', 'revoke-cof-consent'] as const) {
      for (const res of [
        await manage(action, 'tok_unknown'),
        await manage(action, token, 'cust-2'),
        await manage(action, token, 'cust-1', otherKey),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          errors: [
            {
              error_code: 'NOT_FOUND',
              error_message: expect.stringMatching(
                /^paymentTokenId names no payment token of merchantCustomerId "cust-[12]"$/,
              ),
            },
          ],
        });
      }
    }
    const [stored] = await t.db.query(
      'SELECT hidden_at, cof_consent_revoked_at FROM payment_tokens',
    );
    expect(stored).toEqual({ hidden_at: null, cof_consent_revoked_at: null });
  });
});

describe('a revocation racing charges on the token', () => {
  const pause = () =>
    new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 15)));

  /** The sandbox, a little slow to decide: charges overlap each other and the revocation. */
  const slowProcessor: Processor = {
    ...sandboxProcessor,
    async authorize(card, charge) {
      await pause();
      return sandboxProcessor.authorize(card, charge);
    },
    async payout(order, now) {
      await pause();
      return sandboxProcessor.payout(order, now);
    },
    async rebill(charge) {
      await pause();
      return sandboxProcessor.rebill(charge);
    },
  };

  // The charges and payouts taken after the test's setup (a payout is taken PENDING).
  const TAKEN = `SELECT count(*)::int AS n FROM transactions
    WHERE transaction_type IN ('SALE', 'PAYOUT') AND status IN ('SUCCESS', 'PENDING')
      AND created_at > '2026-11-22T10:00:00Z'`;
  const taken = async (): Promise<number> => Number((await t.db.query(TAKEN))[0]?.n);

  /**
   * Revokes the consent as the endpoint does, in a transaction of the test's, once one charge has
   * gone through while the others are under way; answers what had committed when its UPDATE had
   * the row: every charge that may ever succeed.
   */
  async function revokeCounting(
    token: string,
    customer: string,
    /** Revoke this long after the start instead: a rebill batch commits all its charges at once. */
    afterMs?: number,
  ): Promise<number> {
    if (afterMs !== undefined) await new Promise((resolve) => setTimeout(resolve, afterMs));
    for (let waited = 0; (await taken()) === 0 && waited < 5000 && afterMs === undefined; ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      waited += 5;
    }
    let committedBefore = -1;
    await t.db.transaction(async (tx) => {
      await revokeCofConsent(
        tx,
        { merchantId: SANDBOX_MERCHANT_ID, merchantCustomerId: customer, paymentTokenId: token },
        t.clock.now,
      );
      const [row] = await tx.query(TAKEN);
      committedBefore = Number(row?.n);
    });
    return committedBefore;
  }

  it('lets no MIT sale through once the revocation has committed', async () => {
    t = await createTestApp({}, {}, { processor: slowProcessor });
    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    const token = await tokenOfCard(t, '4242424242424242');
    t.clock.now = new Date('2026-11-22T10:00:01.000Z');
    const charges = Array.from({ length: 24 }, (_, i) =>
      postCharge(t, '/v1/mit-sale', chargeBody(token, { merchant_payment_id: `race-${i}` })),
    );
    const committedBefore = await revokeCounting(token, 'cust-1');
    const answers = await Promise.all(charges);
    const paid = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(paid.length + refused.length).toBe(answers.length);
    for (const res of paid) expect(res.json().data.transactions[0].response_code).toBe(1000);
    for (const res of refused) expect(message(res)).toMatch(/\(2911 COF Consent not found\)$/);
    // Every charge that succeeded had committed before the revocation; none after.
    expect(await taken()).toBe(committedBefore);
    expect(paid.length).toBe(committedBefore);
    expect(paid.length).toBeGreaterThan(0);
    // Charges after it are refused.
    const later = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(message(later)).toMatch(/\(2911 COF Consent not found\)$/);
  });

  it('lets no card payout through once the revocation has committed', async () => {
    t = await createTestApp({}, {}, { processor: slowProcessor });
    // The token's own TOKEN verification is made before the payouts are counted.
    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    const token = await tokenSessionToken(t, 'cust-7');
    t.clock.now = new Date('2026-11-22T10:00:01.000Z');
    const payouts = Array.from({ length: 16 }, (_, i) =>
      postPayout(
        t,
        payoutBody('CARD', {
          merchant_payment_id: `payout-race-${i}`,
          payment_details: { payment_token_id: token },
        }),
      ),
    );
    const committedBefore = await revokeCounting(token, 'cust-7');
    const answers = await Promise.all(payouts);
    const accepted = answers.filter((res) => res.statusCode === 200);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(message(res)).toMatch(/\(2911 COF Consent not found\)$/);
    }
    expect(await taken()).toBe(committedBefore);
    expect(accepted.length).toBe(committedBefore);
    expect(accepted.length).toBeGreaterThan(0);
  });

  // The embedded engine runs one database transaction at a time, so there the revocation waits for
  // the whole batch anyway; on PostgreSQL this fails without the batch's lock on the token.
  it('charges no rebill once the revocation has committed', async () => {
    t = await createTestApp({}, {}, { processor: slowProcessor });
    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    // Eight subscriptions of one checkout, rebilled on its one token.
    const products = Array.from({ length: 8 }, (_, i) =>
      subscriptionProduct({ product_name: `Plan ${i}`, product_price: '1.00' }),
    );
    await startSubscriptions(t, { products });
    const [row] = await t.db.query('SELECT payment_token_id FROM payment_tokens');
    setClock(t, '2026-12-22T10:00:00.000Z');
    const rebills = runRebills(t);
    // While the batch is under way (eight slow rebills), so the two meet.
    const committedBefore = await revokeCounting(String(row?.payment_token_id), 'cust-1', 30);
    expect(await rebills).toBe(8);
    expect(await taken()).toBe(committedBefore);
    // What the revocation did not see committed is not charged: those end NO_CARD_ON_FILE.
    const statuses = await t.db.query('SELECT status FROM subscriptions');
    expect(statuses.filter((s) => s.status === 'NO_CARD_ON_FILE')).toHaveLength(
      8 - committedBefore,
    );
  });
});
