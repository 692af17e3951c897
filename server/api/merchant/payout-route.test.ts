import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_METHODS, type PayoutMethod } from '../../contract/payout-methods.ts';
import { settleDuePayouts } from '../../domain/payouts/settle-payouts.ts';
import { type PostbackDelivery, startPostbackDelivery } from '../../domain/postbacks/delivery.ts';
import { handleWebhook } from '../../test-support/merchant-webhook.ts';
import {
  payoutBody,
  payoutPostbacks,
  postPayout,
  tokenSessionToken,
} from '../../test-support/payouts.ts';
import {
  startTestReceiver,
  type TestReceiver,
  waitFor,
} from '../../test-support/postback-receiver.ts';
import {
  createTestApp,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../../test-support/test-app.ts';

// POST /v1/payout from the request to the final postback, for every method: the answer (the
// spec's Payout), the PAYOUT transaction PENDING with its postback, then, when the method's delay
// has passed on the app's clock, its outcome with the next version, listed by GET /v1/transaction,
// and both postbacks delivered to a merchant endpoint on loopback that verifies them as a merchant
// does (both signatures, the record's schema). Runs on both engines (DATABASE_URL set: PostgreSQL).

let t: TestApp;
let receiver: TestReceiver | undefined;
let delivery: PostbackDelivery | undefined;
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  await t?.app.close();
  await receiver?.close();
  receiver = undefined;
});

/** Delivers the outbox to `receiver` until it holds every postback; answers `paymentId`'s records. */
async function delivered(paymentId: string) {
  const [queued] = await t.db.query('SELECT count(*)::int AS n FROM postback_outbox');
  const count = Number(queued?.n);
  delivery ??= startPostbackDelivery({
    db: t.db,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now: () => new Date(),
    retrySchedule: [],
    timeoutMs: 2_000,
    pollIntervalMs: 20,
    outbound: { allowInternal: true },
  });
  delivery.kick();
  await waitFor(() => (receiver?.received.length ?? 0) >= count);
  return (receiver?.received ?? [])
    .map((request) => {
      const verdict = handleWebhook(TEST_POSTBACK_SECRET, request);
      if (!verdict.ok) throw new Error(verdict.problems.join('; '));
      return verdict.record;
    })
    .filter((record) => record?.payment.payment_id === paymentId);
}

const log = { error: () => undefined };

/** Moves the app's clock on and runs the payout sweep once, as the worker would. */
async function later(seconds: number): Promise<number> {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  return settleDuePayouts({
    db: t.db,
    now: () => t.clock.now,
    processors: t.processors,
    log,
    onPostback: () => undefined,
  });
}

/** A valid body of `method`, its CARD token one of cust-7 from POST /v1/token. */
async function bodyOf(method: PayoutMethod, overrides: Record<string, unknown> = {}) {
  if (method !== 'CARD') return payoutBody(method, overrides);
  const token = await tokenSessionToken(t);
  return payoutBody(method, { payment_details: { payment_token_id: token }, ...overrides });
}

const listPayouts = () =>
  t.app.inject({
    method: 'GET',
    url: '/v1/transaction?transaction_type=PAYOUT',
    headers: { 'x-api-key': TEST_API_KEY },
  });

describe('POST /v1/payout: from the request to the final postback', () => {
  it.each(PAYOUT_METHODS.map((method) => [method]))(
    '%s: PENDING when taken, SUCCESS after its delay, each a PAYOUT postback, listed',
    async (method) => {
      receiver = await startTestReceiver();
      t = await createTestApp({ MERCHANT_CALLBACK_URL: receiver.url });
      const res = await postPayout(t, await bodyOf(method));
      expect(res.statusCode, res.body).toBe(200);
      const { type, data } = res.json();
      expect(type).toBe('PAYMENT');
      expect(data).toMatchObject({
        payment_type: 'PAYOUT',
        payment_method: method,
        merchant_id: 'mer_sandbox',
        merchant_payment_id: `payout-${method.toLowerCase()}-1`,
        merchant_customer_id: 'cust-7',
        created_at: '2026-11-22T10:00:00.000Z',
        base_currency_code: 'EUR',
      });

      const [pending] = await payoutPostbacks(t, data.payment_id);
      // The transaction is in the payout's currency; the CRYPTO body names its asset (USDT), so
      // its transaction is in the base currency, which has the interface's two decimals.
      const named = data.currency_code === 'USDT';
      expect(pending).toMatchObject({
        version: 1,
        transaction_type: 'PAYOUT',
        transaction_status: 'PENDING',
        response_code: 1200,
        transaction_amount: named ? data.base_amount : data.amount,
        transaction_currency_code: named ? data.base_currency_code : data.currency_code,
        payment: { ...data, products: [], forced_3d: false },
      });

      // Nothing ends before the method's delay; everything due ends at it.
      const seconds = t.config.payoutSeconds[method];
      if (seconds > 0) expect(await later(seconds - 1)).toBe(0);
      expect(await later(1)).toBe(1);
      const postbacks = await payoutPostbacks(t, data.payment_id);
      expect(postbacks.map((p) => [p.version, p.transaction_status, p.response_code])).toEqual([
        [1, 'PENDING', 1200],
        [2, 'SUCCESS', 1000],
      ]);
      expect(postbacks[1].transaction_id).toBe(pending.transaction_id);

      const listed = (await listPayouts()).json().data;
      expect(listed).toEqual([postbacks[1]]);

      // As the merchant's endpoint receives them: signed, and records of the documented schema.
      expect(await delivered(data.payment_id)).toEqual(postbacks);
    },
  );
});

describe('the answer: the spec Payout', () => {
  it('CARD: every required field, the card by its token, BIN and last 4, never its number', async () => {
    t = await createTestApp();
    const token = await tokenSessionToken(t);
    const res = await postPayout(
      t,
      payoutBody('CARD', {
        payment_details: { payment_token_id: token },
        description: 'Winnings, week 47',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      type: 'PAYMENT',
      data: {
        payment_id: expect.stringMatching(/^pay_/),
        payment_type: 'PAYOUT',
        created_at: '2026-11-22T10:00:00.000Z',
        merchant_id: 'mer_sandbox',
        base_amount: '25.00',
        base_currency_code: 'EUR',
        payment_method: 'CARD',
        merchant_payment_id: 'payout-card-1',
        merchant_customer_id: 'cust-7',
        amount: '25.00',
        currency_code: 'EUR',
        payment_details: {
          payment_token_id: token,
          card_scheme: 'VISA',
          card_bin: '424242',
          card_last4: '4242',
          card_expiry_month: 12,
          card_expiry_year: 2030,
          card_holder_name: 'Ann Example',
        },
        description: 'Winnings, week 47',
      },
    });
    expect(res.body).not.toContain('4242424242424242');
    const [pending] = await payoutPostbacks(t, res.json().data.payment_id);
    expect(pending.payment_details).toMatchObject({ card_bin: '424242', card_last4: '4242' });
    expect(JSON.stringify(pending)).not.toContain('4242424242424242');
  });

  it('CRYPTO: the amount in the asset’s decimals, its base amount rounded half up to cents', async () => {
    t = await createTestApp();
    const res = await postPayout(t, payoutBody('CRYPTO', { amount: 120.5 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: '120.500000',
      currency_code: 'USDT',
      // 120.5 / 1.08 = 111.5740…
      base_amount: '111.57',
      base_currency_code: 'EUR',
      payment_details: {
        crypto_network: 'TRX',
        crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      },
    });
  });

  it.each([
    ['BANK_TRANSFER', {}, '50000', 'KRW', '33.33'],
    ['PAXUM', {}, '75.00', 'USD', '69.44'],
    [
      'SEPA',
      { payment_details: { iban: 'de89 3704 0044 0532 0130 00' } },
      '310.00',
      'EUR',
      '310.00',
    ],
    [
      'CRYPTO',
      {
        currency_code: 'BTC',
        amount: '0.00012345',
        payment_details: {
          crypto_network: 'BTC',
          crypto_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        },
      },
      '0.00012345',
      'BTC',
      '10.29',
    ],
  ] as const)(
    '%s: %s → amount %s %s, base %s EUR',
    async (method, overrides, amount, currency, base) => {
      t = await createTestApp();
      const res = await postPayout(t, payoutBody(method, overrides));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        amount,
        currency_code: currency,
        base_amount: base,
        base_currency_code: 'EUR',
      });
    },
  );

  it('SEPA: the IBAN in its electronic form (no spaces, upper case)', async () => {
    t = await createTestApp();
    const res = await postPayout(
      t,
      payoutBody('SEPA', { payment_details: { iban: 'de89 3704 0044 0532 0130 00' } }),
    );
    expect(res.json().data.payment_details).toEqual({ iban: 'DE89370400440532013000' });
  });

  it('takes nulls as absent fields and a trailing slash', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payout/',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(payoutBody('PAXUM', { description: null })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.description).toBeUndefined();
  });
});
