import { afterEach, describe, expect, it } from 'vitest';
import { addMerchant } from '../../test-support/merchants.ts';
import { payoutBody, postPayout } from '../../test-support/payouts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A payout moves money once: merchant_payment_id is unique among a merchant's payouts (spec:
// "unique per request (deduplication check)") and X-Idempotency-Key works as on the other
// endpoints. Both are decided by a database constraint, so concurrent requests make one payout.

let t: TestApp;
afterEach(() => t?.app.close());

async function counts() {
  const [row] = await t.db.query(
    `SELECT (SELECT count(*)::int FROM payouts) AS payouts,
            (SELECT count(*)::int FROM transactions WHERE transaction_type = 'PAYOUT') AS transactions,
            (SELECT count(*)::int FROM postback_outbox WHERE event_type = 'TRANSACTION') AS postbacks`,
  );
  return row;
}

describe('merchant_payment_id', () => {
  it('a second payout with it is refused with 409 naming the first; nothing more is written', async () => {
    t = await createTestApp();
    const first = await postPayout(t, payoutBody('SEPA'));
    expect(first.statusCode).toBe(200);
    const again = await postPayout(
      t,
      payoutBody('PAXUM', { merchant_payment_id: 'payout-sepa-1' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      {
        error_code: 'INVALID_REQUEST',
        error_message: `merchant_payment_id must be unique among this merchant's payouts: "payout-sepa-1" was already used by payout ${first.json().data.payment_id} at 2026-11-22T10:00:00.000Z`,
      },
    ]);
    expect(await counts()).toEqual({ payouts: 1, transactions: 1, postbacks: 1 });
  });

  it('is per merchant: another merchant may use the same one', async () => {
    t = await createTestApp();
    const otherKey = 'sk_test_other_merchant_0123456789';
    await addMerchant(t.db, {
      merchantId: 'mer_other',
      name: 'Other',
      apiKey: otherKey,
      postbackSecret: 'whsec_other_0123456789abcdef',
    });
    expect((await postPayout(t, payoutBody('SEPA'))).statusCode).toBe(200);
    const other = await postPayout(t, payoutBody('SEPA'), { 'x-api-key': otherKey });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.merchant_id).toBe('mer_other');
  });

  it('20 concurrent payouts with one merchant_payment_id: one payout, 19 refusals', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPayout(t, payoutBody('SEPA'))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().data.payment_id;
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().errors[0].error_message).toContain(`already used by payout ${winner} at`);
    }
    expect(await counts()).toEqual({ payouts: 1, transactions: 1, postbacks: 1 });
  });
});

describe('X-Idempotency-Key', () => {
  it('a repeat is 409 naming the payout the key created; a refused request leaves its key unused', async () => {
    t = await createTestApp();
    const key = { 'x-idempotency-key': 'payout-week-47' };
    const refused = await postPayout(t, payoutBody('SEPA', { currency_code: 'USD' }), key);
    expect(refused.statusCode).toBe(400);
    const first = await postPayout(t, payoutBody('SEPA'), key);
    expect(first.statusCode).toBe(200);
    const again = await postPayout(t, payoutBody('SEPA', { merchant_payment_id: 'other' }), key);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].error_message).toBe(
      `X-Idempotency-Key "payout-week-47" was already used at 2026-11-22T10:00:00.000Z for payment ${first.json().data.payment_id}; send a new key for a new request`,
    );
    expect(await counts()).toEqual({ payouts: 1, transactions: 1, postbacks: 1 });
  });

  it('20 concurrent requests with one key (each its own merchant_payment_id): one payout', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postPayout(t, payoutBody('PAXUM', { merchant_payment_id: `po-${i}` }), {
          'x-idempotency-key': 'payout-batch-1',
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await counts()).toEqual({ payouts: 1, transactions: 1, postbacks: 1 });
  });
});
