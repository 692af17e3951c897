import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems } from '../../../test-support/merchant-webhook.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  postCheckout,
  type TestApp,
} from '../../../test-support/test-app.ts';

// POST /api/sessions/:token/apm-payments and its cancel, through the form's API in process: the
// ACTION of each flow kind, the PENDING transaction and its postback, one open step per session,
// the step in the session view, and the cancel.

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';

/** A checkout in `currency` offering the card and `methods`. */
function session(methods: string[], currency: string, price = '34.40'): Promise<string> {
  return openSession(t, {
    payment_data: {
      type: 'SALE',
      currency_code: currency,
      methods: ['CARD', ...methods],
      shop_name: 'Test Shop',
    },
    products: [{ product_type: 'SALE', product_name: 'Beans', product_price: price }],
  });
}

const start = (token: string, method: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/apm-payments`,
    payload: { method },
  });

const cancel = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${token}/apm-payments/cancel` });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

/** The TRANSACTION postbacks' data, in the order they were queued. */
async function postbacks(): Promise<Record<string, unknown>[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

describe('a checkout offering alternative methods', () => {
  it('takes them where they serve its currency, and refuses one that does not', async () => {
    t = await createTestApp();
    const euro = (methods: string[]) =>
      postCheckout(
        t,
        checkoutBody({
          payment_data: { type: 'SALE', currency_code: 'EUR', methods },
        }),
      );
    const taken = await euro(['CARD', 'IDEAL', 'SOFORT', 'PAYPAL', 'SEPA', 'MBWAY', 'PAYCONIQ']);
    expect(taken.statusCode, taken.body).toBe(200);
    const refused = await euro(['CARD', 'BOLETO']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [
        {
          error_code: 'INVALID_REQUEST_PARAMETER',
          error_message: 'payment_data.methods: BOLETO does not serve EUR; it takes BRL',
        },
      ],
    });
    const unknown = await euro(['CARD', 'BITCOIN']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].error_message).toContain('BITCOIN');
  });
});

describe('starting an alternative payment', () => {
  it('answers the ACTION of each flow kind, naming the sandbox provider page', async () => {
    t = await createTestApp();
    const cases = [
      ['IDEAL', 'EUR', 'redirect'],
      ['PIX', 'BRL', 'qr'],
      ['BOLETO', 'BRL', 'voucher'],
      ['BLIK', 'PLN', 'bank_app'],
    ] as const;
    for (const [method, currency, kind] of cases) {
      const token = await session([method], currency);
      const res = await start(token, method);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ outcome: 'ACTION', attempts_left: 4, action: { kind, method } });
      const url: string =
        body.action.url ?? body.action.payload ?? body.action.provider_url ?? 'missing';
      expect(url).toMatch(new RegExp(`^${ORIGIN}/sandbox/provider/apm_[A-Za-z0-9_-]{43}$`));
      const expires = Date.parse(body.action.expires_at) - t.clock.now.getTime();
      const minutes = { redirect: 15, qr: 15, voucher: 3 * 24 * 60, bank_app: 5 }[kind];
      expect(expires).toBe(minutes * 60_000);
      expect((await view(token)).state).toBe('PROCESSING');
    }
  });

  it('gives a voucher a grouped reference and plain instructions naming the method', async () => {
    t = await createTestApp();
    const token = await session(['BOLETO'], 'BRL');
    const { action } = (await start(token, 'BOLETO')).json();
    expect(action.reference).toMatch(/^\d{4}( \d{4}){4}$/);
    expect(action.instructions).toBe(
      'Pay this Boleto at any bank, lottery outlet or in your banking app before 25 Nov 2026, 10:00 UTC.',
    );
  });

  it('records the SALE PENDING (1200) and posts it, with the voucher reference', async () => {
    t = await createTestApp();
    const token = await session(['BOLETO'], 'BRL');
    const { action } = (await start(token, 'BOLETO')).json();
    const [data] = await postbacks();
    expect(recordProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'PENDING',
      response_code: 1200,
      payment: { payment_method: 'BOLETO' },
    });
    expect(data?.transaction_details).toMatchObject({
      payment_method_reference_type: 'VOUCHER_NUMBER',
      payment_method_reference_number: action.reference.replaceAll(' ', ''),
    });
  });

  it('takes NAVERPAY as NAVER_PAY', async () => {
    t = await createTestApp();
    const token = await session(['NAVERPAY'], 'KRW', '5000');
    const res = await start(token, 'NAVERPAY');
    expect(res.json()).toMatchObject({ action: { kind: 'redirect', method: 'NAVER_PAY' } });
    expect((await postbacks())[0]).toMatchObject({
      payment: { payment_method: 'NAVER_PAY' },
    });
  });

  it('refuses a method the checkout does not offer, and a card method', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    const res = await start(token, 'PICPAY');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toContain(
      'must be one of the methods this checkout offers',
    );
    expect((await start(token, 'CARD')).statusCode).toBe(400);
    expect((await start(token, 'NOPE')).statusCode).toBe(400);
  });

  it('opens one step per session: a second start is a 409, and a reload shows the same step', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    const first = (await start(token, 'PIX')).json();
    const again = await start(token, 'PIX');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].error_message).toBe('checkout session is processing');
    const seen = await view(token);
    expect(seen).toMatchObject({ state: 'PROCESSING', attempts_left: 0, action: first.action });
    const rows = await t.db.query('SELECT count(*)::int AS n FROM apm_payments');
    expect(rows[0]?.n).toBe(1);
  });
});

describe('cancelling an alternative payment', () => {
  it('declines it (2000) and opens the session again for another method', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    await start(token, 'PIX');
    const res = await cancel(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'RETRY',
      attempts_left: 4,
      error: { error_code: 2000 },
    });
    const seen = await view(token);
    expect(seen.state).toBe('OPEN');
    expect(seen.action).toBeUndefined();
    const data = (await postbacks()).at(-1);
    expect(data).toMatchObject({ transaction_status: 'DECLINE', response_code: 2000 });
    expect(data?.transaction_details).toMatchObject({
      processor_response_text: 'Sandbox: Pix cancelled by the shopper on the form',
    });
    expect(recordProblems(data)).toEqual([]);
    // Nothing is open any more: a second cancel is a 409; a new start opens a new step.
    expect((await cancel(token)).statusCode).toBe(409);
    expect((await start(token, 'PIX')).json()).toMatchObject({ outcome: 'ACTION' });
  });

  it('fails the session when it was the last attempt', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    for (let i = 0; i < 4; i += 1) {
      await start(token, 'PIX');
      await cancel(token);
    }
    await start(token, 'PIX');
    const last = (await cancel(token)).json();
    expect(last).toMatchObject({ outcome: 'FAILED', attempts_left: 0 });
    expect((await view(token)).state).toBe('FAILED');
  });

  it('is a 409 when nothing is open, a 404 for an unknown session', async () => {
    t = await createTestApp();
    const token = await session(['PIX'], 'BRL');
    expect((await cancel(token)).statusCode).toBe(409);
    expect((await cancel(`cs_${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('an alternative payment nobody finishes', () => {
  it('is declined with 2904 when the session is read after its expiry, once', async () => {
    t = await createTestApp({ APM_REDIRECT_SECONDS: '5' });
    const token = await session(['KHIPU'], 'CLP', '5000');
    await start(token, 'KHIPU');
    t.clock.now = new Date(t.clock.now.getTime() + 4_999);
    expect((await view(token)).state).toBe('PROCESSING');
    t.clock.now = new Date(t.clock.now.getTime() + 1);
    const kicks = t.postbackKicks;
    const seen = await view(token);
    expect(seen.state).toBe('FAILED');
    expect(seen.action).toBeUndefined();
    expect(t.postbackKicks).toBe(kicks + 1);
    await view(token);
    const codes = (await postbacks()).map((data) => data.response_code);
    expect(codes).toEqual([1200, 2904]);
    expect((await cancel(token)).statusCode).toBe(409);
  });
});
