import { afterEach, describe, expect, it } from 'vitest';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { addMerchant } from '../../test-support/merchants.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// POST /v1/refund in process: validation naming each field, the states a refund needs,
// partial refunds up to the captured amount, full-only methods (2905), the sandbox's rejected
// refund (2151), twenty concurrent refunds, X-Idempotency-Key and the REFUND postbacks.

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';

const refund = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/refund',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** A checkout of one product at `price` in `currency`, offering the card and `methods`. */
function session(price = '34.40', currency = 'EUR', extra: Record<string, unknown> = {}) {
  return openSession(t, {
    payment_data: {
      type: 'SALE',
      currency_code: currency,
      shop_name: 'Test Shop',
      ...extra,
    },
    products: [{ product_type: 'SALE', product_name: 'Beans', product_price: price }],
  });
}

/** The first-charge transaction of the session `token` (one per attempt: the last one). */
async function transactionOf(token: string): Promise<string> {
  const rows = await t.db.query(
    `SELECT t.transaction_id FROM transactions AS t JOIN payments AS p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type <> 'THREE_DS' ORDER BY t.created_at DESC`,
    [token],
  );
  return String(rows[0]?.transaction_id);
}

/** A card SALE the sandbox approved (or answered as `card` says); its transaction id. */
async function cardSale(
  price = '34.40',
  currency = 'EUR',
  card: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<string> {
  const token = await session(price, currency, extra);
  await payCard(t, token, card);
  return transactionOf(token);
}

/** An iDEAL SALE approved on the sandbox provider page; its transaction id. */
async function idealSale(): Promise<string> {
  const token = await session('34.40', 'EUR', { methods: ['CARD', 'IDEAL'] });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/apm-payments`,
    payload: { method: 'IDEAL' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { action } = started.json();
  const page = new URL(action.url ?? action.payload ?? action.provider_url);
  const decided = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision: 'approve' }).toString(),
  });
  // The hosted page's provider answer sends the shopper back to the shop (303).
  expect(decided.statusCode, decided.body).toBe(303);
  return transactionOf(token);
}

interface ErrorEntry {
  error_code: string;
  error_message: string;
}

/** The one error of an error answer. */
function errorOf(res: { json(): { errors: ErrorEntry[] } }): ErrorEntry {
  const [error] = res.json().errors;
  if (!error) throw new Error('expected an error body');
  return error;
}

interface Posted {
  transaction_id: string;
  transaction_type: string;
  transaction_status: string;
  transaction_amount: string;
  response_code: number;
  version: number;
  original_transaction_id?: string;
  reason?: string;
  payment: { payment_id: string };
}

async function postbacks(): Promise<Posted[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

async function refundTotal(original: string): Promise<string[]> {
  const rows = await t.db.query(
    `SELECT t.amount FROM refunds AS r JOIN transactions AS t
       ON t.transaction_id = r.refund_transaction_id
     WHERE r.original_transaction_id = $1 AND t.status = 'SUCCESS'`,
    [original],
  );
  return rows.map((row) => String(row.amount));
}

describe('POST /v1/refund validation', () => {
  it('names the field and the rule of each malformed body', async () => {
    t = await createTestApp();
    const sale = await cardSale();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'transaction_id is required'],
      [{ transaction_id: '' }, 400, 'transaction_id must be at least 1 characters long'],
      [
        { transaction_id: 'x'.repeat(65) },
        400,
        'transaction_id must be at most 64 characters long',
      ],
      [{ transaction_id: 7 }, 400, 'transaction_id must be of type string'],
      [{ transaction_id: sale, amount: 5.001 }, 400, 'amount must be an amount'],
      [{ transaction_id: sale, amount: true }, 400, 'amount must be of type string'],
      [{ transaction_id: sale, amount: '-1.00' }, 400, 'amount must match the pattern'],
      [{ transaction_id: sale, amount: '1.234' }, 400, 'amount must match the pattern'],
      [{ transaction_id: sale, amount: '0.00' }, 400, 'amount must be greater than zero'],
      [{ transaction_id: sale, reason: '' }, 400, 'reason must be at least 1 characters long'],
      [
        { transaction_id: sale, reason: 'r'.repeat(257) },
        400,
        'reason must be at most 256 characters long',
      ],
      [
        { transaction_id: sale, reason: 'card 4242 4242 4242 4242' },
        400,
        'reason must not contain a card number',
      ],
      [{ transaction_id: sale, currency: 'EUR' }, 400, 'currency is not a known field'],
      [{ transaction_id: sale, currency_code: 'eur' }, 400, 'currency_code must match the pattern'],
      [
        { transaction_id: sale, amount: '1.00', currency_code: 'USD' },
        400,
        'currency_code must be EUR, the currency of the refunded transaction; it is USD',
      ],
      [{ transaction_id: sale, currency_code: 'GBP' }, 400, 'currency_code must be EUR'],
      [{ transaction_id: sale, initiated_by: '' }, 400, 'initiated_by must be at least 1'],
      [
        { transaction_id: sale, initiated_by: 'a'.repeat(65) },
        400,
        'initiated_by must be at most 64 characters long',
      ],
      [
        { transaction_id: sale, initiated_by: 'ops 4242-4242-4242-4242' },
        400,
        'initiated_by must not contain a card number',
      ],
      [{ transaction_id: 'trx_nope' }, 404, 'transaction_id names no transaction of this merchant'],
    ];
    for (const [body, status, message] of cases) {
      const res = await refund(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).error_message, JSON.stringify(body)).toContain(message);
    }
    // None of them refunded anything.
    expect(await refundTotal(sale)).toEqual([]);
  });

  it('refuses more decimals than the currency has', async () => {
    t = await createTestApp();
    const yen = await cardSale('3440', 'JPY');
    const res = await refund({ transaction_id: yen, amount: '100.5' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_message).toBe('amount must have at most 0 decimals in JPY');
    const whole = await refund({ transaction_id: yen, amount: '100' });
    expect(whole.json().data.transaction_amount).toBe('100');
  });

  it('answers another merchant’s transaction as an unknown one', async () => {
    t = await createTestApp();
    const sale = await cardSale();
    const otherKey = 'sk_test_other_0123456789abcdef';
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: otherKey });
    const res = await refund({ transaction_id: sale }, { 'x-api-key': otherKey });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'transaction_id names no transaction of this merchant',
    });
  });

  it('refunds only settled, successful SALE transactions', async () => {
    t = await createTestApp();
    const pending = await cardSale('34.40', 'EUR', { number: '4000000000000077' });
    const declined = await cardSale('34.40', 'EUR', { number: '4000000000000002' });
    const authorization = await cardSale('34.40', 'EUR', {}, { type: 'AUTHORIZE' });

    const stillPending = await refund({ transaction_id: pending });
    expect(stillPending.statusCode).toBe(400);
    expect(errorOf(stillPending).error_message).toBe(
      'transaction_id must name a settled transaction; this one is PENDING: refund it once its final status is SUCCESS',
    );
    const unpaid = await refund({ transaction_id: declined });
    expect(unpaid.statusCode).toBe(400);
    expect(errorOf(unpaid).error_message).toBe(
      'transaction_id must name a successful transaction; this one is DECLINE 2000 (Decline): nothing was paid',
    );
    const authorized = await refund({ transaction_id: authorization });
    expect(authorized.statusCode).toBe(400);
    expect(errorOf(authorized).error_message).toBe(
      'transaction_id must name a SALE or CAPTURE transaction; this one is of type AUTHORIZE (2905 Refund is not supported for this method or transaction type)',
    );

    // A refund is not refundable either.
    const sale = await cardSale();
    const first = await refund({ transaction_id: sale, amount: '1.00' });
    const again = await refund({ transaction_id: first.json().data.transaction_id });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).error_message).toContain('this one is of type REFUND (2905');
  });
});

describe('refunding a card payment', () => {
  it('refunds part, refuses more than remains, then refunds the rest and nothing more', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');

    const part = await refund({
      transaction_id: sale,
      amount: '10.00',
      reason: 'one bag arrived torn',
    });
    expect(part.statusCode, part.body).toBe(200);
    const partData = part.json().data;
    expect(part.json().type).toBe('REFUND');
    expect(partData).toMatchObject({
      transaction_type: 'REFUND',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '10.00',
      transaction_currency_code: 'EUR',
      original_transaction_id: sale,
      reason: 'one bag arrived torn',
      version: 1,
      payment_details: { card_last4: '4242' },
      transaction_details: { processor_response_text: 'Sandbox: refund approved' },
    });
    expect(partData.transaction_id).not.toBe(sale);
    expect(recordProblems(partData)).toEqual([]);

    const tooMuch = await refund({ transaction_id: sale, amount: '24.41' });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        'amount must be at most 24.40 EUR, what remains to refund of 34.40 EUR (10.00 EUR refunded so far)',
    });

    const rest = await refund({ transaction_id: sale });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      transaction_amount: '24.40',
      original_transaction_id: sale,
    });
    expect(rest.json().data).toMatchObject({ reason: null, initiated_by: null });

    const more = await refund({ transaction_id: sale, amount: '0.01' });
    expect(more.statusCode).toBe(400);
    expect(errorOf(more).error_message).toBe(
      'transaction_id must name a transaction with something left to refund; this one is refunded in full (34.40 EUR of 34.40 EUR)',
    );
    expect(await refundTotal(sale)).toEqual(['10.00', '24.40']);

    // The payment stays paid: a refund gives money back, it does not undo the checkout.
    const [payment] = await t.db.query(
      'SELECT p.state FROM payments AS p JOIN transactions AS t USING (payment_id) WHERE t.transaction_id = $1',
      [sale],
    );
    expect(payment?.state).toBe('SUCCEEDED');
  });

  it('queues a TRANSACTION postback for each refund, linked to the original payment', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');
    await refund({ transaction_id: sale, amount: '4.40', reason: 'late delivery' });
    await refund({ transaction_id: sale, amount: '21.51' });
    const posted = await postbacks();
    const [original, ...refunds] = posted;
    expect(original?.transaction_type).toBe('SALE');
    expect(refunds).toHaveLength(2);
    for (const data of refunds) {
      expect(recordProblems(data)).toEqual([]);
      expect(data).toMatchObject({
        transaction_type: 'REFUND',
        version: 1,
        original_transaction_id: sale,
        payment: { payment_id: original?.payment.payment_id },
      });
    }
    expect(refunds.map((data) => [data.transaction_amount, data.transaction_status])).toEqual([
      ['4.40', 'SUCCESS'],
      ['21.51', 'DECLINE'],
    ]);
    expect(refunds[0]?.reason).toBe('late delivery');
    expect(t.postbackKicks).toBeGreaterThanOrEqual(2);
  });

  it('lists each refund in GET /v1/transaction exactly as its postback carried it', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');
    await refund({ transaction_id: sale, amount: '4.40', reason: 'late delivery' });
    await refund({ transaction_id: sale });
    const posted = (await postbacks()).filter((data) => data.transaction_type === 'REFUND');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction?transaction_type=REFUND',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    type Item = { transaction_id: string; original_transaction_id?: string; reason?: string };
    // Two refunds written in one millisecond are ordered by id, so compare them by id.
    const byId = (list: Item[]) =>
      [...list].sort((a, b) => a.transaction_id.localeCompare(b.transaction_id));
    const items: Item[] = listed.json().data;
    expect(items).toHaveLength(2);
    expect(byId(items)).toEqual(byId(posted));
    expect(items.map((data) => data.original_transaction_id)).toEqual([sale, sale]);
    expect(items.map((data) => data.reason ?? null).sort()).toEqual(['late delivery', null]);
  });

  it('records the processor’s rejection of a 21.51 refund (2151); it refunds nothing', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');
    const rejected = await refund({ transaction_id: sale, amount: '21.51' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      transaction_type: 'REFUND',
      transaction_status: 'DECLINE',
      response_code: 2151,
      response_text: 'Refund rejected by processor',
      transaction_amount: '21.51',
      transaction_details: {
        processor_response_text:
          'Sandbox: refund rejected by processor (amount 2151 in minor units)',
      },
    });
    // The rejected refund does not count: the whole amount is still refundable.
    const full = await refund({ transaction_id: sale });
    expect(full.json().data).toMatchObject({
      transaction_status: 'SUCCESS',
      transaction_amount: '34.40',
    });
    // 2151 minor units in a currency without decimals: 2151 JPY.
    const yen = await cardSale('5000', 'JPY');
    const rejectedYen = await refund({ transaction_id: yen, amount: '2151' });
    expect(rejectedYen.json().data.response_code).toBe(2151);
  });

  it('never refunds more than was captured, whatever twenty concurrent refunds ask', async () => {
    t = await createTestApp();
    const sale = await cardSale('30.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund({ transaction_id: sale, amount: '2.00' })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    for (const res of answers.filter((a) => a.statusCode === 400)) {
      expect(errorOf(res).error_message).toContain('refunded in full (30.00 EUR of 30.00 EUR)');
    }
    expect(await refundTotal(sale)).toEqual(Array(15).fill('2.00'));
  });
});

describe('refunding an alternative payment method', () => {
  it('refuses a partial refund (2905) and takes the full amount', async () => {
    t = await createTestApp();
    const sale = await idealSale();
    const partial = await refund({ transaction_id: sale, amount: '10.00' });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        'amount must be the full amount 34.40 EUR or left out: IDEAL payments are refunded in full only (2905 Refund is not supported for this method or transaction type)',
    });
    const full = await refund({ transaction_id: sale, amount: '34.40' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toMatchObject({
      transaction_status: 'SUCCESS',
      transaction_amount: '34.40',
      payment: { payment_method: 'IDEAL' },
    });
    expect(recordProblems(full.json().data)).toEqual([]);
  });
});

describe('X-Idempotency-Key on /v1/refund', () => {
  it('refunds once per key; a repeat is refused with 409 and refunds nothing', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');
    const headers = { 'x-idempotency-key': 'refund-order-1001-1' };
    const first = await refund({ transaction_id: sale, amount: '5.00' }, headers);
    expect(first.statusCode).toBe(200);
    const repeat = await refund({ transaction_id: sale, amount: '5.00' }, headers);
    expect(repeat.statusCode).toBe(409);
    expect(errorOf(repeat).error_message).toContain(
      'X-Idempotency-Key "refund-order-1001-1" was already used',
    );
    expect(await refundTotal(sale)).toEqual(['5.00']);
    // A retried full refund is the same 409, not a refusal for having nothing left to refund.
    const full = { 'x-idempotency-key': 'refund-order-1001-full' };
    expect((await refund({ transaction_id: sale }, full)).json().data.transaction_amount).toBe(
      '29.40',
    );
    const fullAgain = await refund({ transaction_id: sale }, full);
    expect(fullAgain.statusCode).toBe(409);
    expect(await refundTotal(sale)).toEqual(['5.00', '29.40']);
    // A refused request leaves its key unused.
    const other = await cardSale('34.40');
    const refused = await refund(
      { transaction_id: other, amount: '99.00' },
      { 'x-idempotency-key': 'refund-order-1001-2' },
    );
    expect(refused.statusCode).toBe(400);
    const next = await refund(
      { transaction_id: other, amount: '1.00' },
      { 'x-idempotency-key': 'refund-order-1001-2' },
    );
    expect(next.statusCode).toBe(200);
  });

  it('lets ten concurrent requests with one key refund exactly once', async () => {
    t = await createTestApp();
    const sale = await cardSale('34.40');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund({ transaction_id: sale, amount: '1.00' }, { 'x-idempotency-key': 'one-key' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await refundTotal(sale)).toEqual(['1.00']);
  });
});
