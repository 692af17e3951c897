import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_MAGIC } from '../../sandbox/processor/payout-processor.ts';
import { payoutBody, payoutPostbacks, postPayout } from '../../test-support/payouts.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { PAYOUT_BATCH, settleAllDuePayouts, settleDuePayouts } from './settle-payouts.ts';

// Every outcome of a payout can be reached in the sandbox: the amounts whose hundredths name a
// code (docs/payouts.md, Sandbox outcomes), and a payout held PENDING until the sandbox's tools
// API decides it.

let t: TestApp;
afterEach(() => t?.app.close());

const DAY = 86_400;

async function settleAll(): Promise<number> {
  t.clock.now = new Date(t.clock.now.getTime() + DAY * 1000);
  return settleDuePayouts({
    db: t.db,
    now: () => t.clock.now,
    processors: t.processors,
    log: { error: () => undefined },
    onPostback: () => undefined,
  });
}

const decide = (paymentId: string, body: unknown, key = TEST_API_KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/payouts/${paymentId}/decide`,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const finalOf = async (paymentId: string) =>
  (await payoutPostbacks(t, paymentId)).map((p) => [
    p.version,
    p.transaction_status,
    p.response_code,
  ]);

describe('the sandbox outcomes of a payout', () => {
  const cases = PAYOUT_MAGIC.flatMap(({ code, methods, hundredths }) =>
    code === 'held'
      ? []
      : (methods === 'all' ? (['SEPA'] as const) : methods).map(
          (method) => [method, hundredths, code] as const,
        ),
  );

  it.each(cases)('%s, amount hundredths %s: ends with %s', async (method, hundredths, code) => {
    t = await createTestApp();
    const amounts: Record<string, string> = {
      CRYPTO: `10.${hundredths}0000`,
      SEPA: `10.${hundredths}`,
      PAXUM: `10.${hundredths}`,
      BANK_TRANSFER: `150${hundredths}`,
    };
    const res = await postPayout(t, payoutBody(method, { amount: amounts[method] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await settleAll()).toBe(1);
    const status = code >= 2900 ? 'ERROR' : 'DECLINE';
    expect(await finalOf(res.json().data.payment_id)).toEqual([
      [1, 'PENDING', 1200],
      [2, status, code],
    ]);
  });

  it('crypto codes are CRYPTO’s: a SEPA payout ending in .13 is paid out', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('SEPA', { amount: '10.13' }));
    await settleAll();
    expect(await finalOf(res.json().data.payment_id)).toEqual([
      [1, 'PENDING', 1200],
      [2, 'SUCCESS', 1000],
    ]);
  });

  it('hundredths 99: PENDING until the sandbox tools API decides it, once', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('CRYPTO', { amount: '10.99' }));
    const paymentId = res.json().data.payment_id;
    expect(await settleAll()).toBe(0);
    expect(await finalOf(paymentId)).toEqual([[1, 'PENDING', 1200]]);

    const decided = await decide(paymentId, { response_code: 2013 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      type: 'TRANSACTION',
      data: {
        version: 2,
        transaction_type: 'PAYOUT',
        transaction_status: 'DECLINE',
        response_code: 2013,
        response_text: 'Crypto insufficient funds',
        payment: { payment_id: paymentId, payment_type: 'PAYOUT' },
      },
    });
    expect(await finalOf(paymentId)).toEqual([
      [1, 'PENDING', 1200],
      [2, 'DECLINE', 2013],
    ]);

    const again = await decide(paymentId, { response_code: 1000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].error_message).toMatch(
      new RegExp(`^payout ${paymentId} already ended DECLINE 2013 at `),
    );
  });

  it('the tools API decides a payout that is still waiting for its delay, and the sweep then leaves it', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('PAXUM'));
    const paymentId = res.json().data.payment_id;
    expect((await decide(paymentId, { response_code: 2299 })).statusCode).toBe(200);
    expect(await settleAll()).toBe(0);
    expect(await finalOf(paymentId)).toEqual([
      [1, 'PENDING', 1200],
      [2, 'DECLINE', 2299],
    ]);
  });

  it('the tools API refuses a code that does not end a payout, and a payout it does not know', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('PAXUM', { amount: '10.99' }));
    const paymentId = res.json().data.payment_id;
    // Pending, outside the spec's table, successes that are not a payout's (3-D Secure), another
    // method's codes (crypto), and codes of payments only (CVV, a refund, a chargeback).
    for (const code of [1200, 1999, 1300, 1301, 1302, 2013, 2101, 2151, 2011]) {
      const refused = await decide(paymentId, { response_code: code });
      expect(refused.statusCode, String(code)).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message: expect.stringMatching(
          new RegExp(
            `^response_code must be 1000 or a DECLINE or ERROR code of PAXUM payouts: 2000, .*2299.*, 3901 \\(docs/payouts\\.md, Deciding a payout yourself\\); it is ${code}`,
          ),
        ),
      });
    }
    // Nothing was recorded: the payout is still PENDING, and a code of its method ends it.
    expect(await finalOf(paymentId)).toEqual([[1, 'PENDING', 1200]]);
    expect((await decide(paymentId, { response_code: 2299 })).statusCode).toBe(200);
    const unknown = await decide('pay_nothing', { response_code: 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'payment_id names no payout of this merchant',
    });
    const noKey = await decide(paymentId, { response_code: 1000 }, 'sk_wrong_key_0123456789abcdef');
    expect(noKey.statusCode).toBe(401);
  });
});

describe('the payout sweep', () => {
  it('ends a burst of due payouts in one run, a batch at a time', async () => {
    t = await createTestApp();
    const count = PAYOUT_BATCH + 5;
    for (let i = 0; i < count; i += 1) {
      const res = await postPayout(t, payoutBody('PAXUM', { merchant_payment_id: `burst-${i}` }));
      expect(res.statusCode).toBe(200);
    }
    t.clock.now = new Date(t.clock.now.getTime() + DAY * 1000);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      log: { error: () => undefined },
      onPostback: () => undefined,
    };
    expect(await settleAllDuePayouts(deps)).toBe(count);
    expect(await settleAllDuePayouts(deps)).toBe(0);
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM transactions WHERE transaction_type = 'PAYOUT' AND status = 'SUCCESS'`,
    );
    expect(row?.n).toBe(count);
  });
});
