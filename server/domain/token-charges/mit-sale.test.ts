import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactionSchema } from '../../contract/transaction-schema.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  type TestApp,
} from '../../test-support/test-app.ts';
import {
  chargeBody,
  postbacksOf,
  postCharge,
  savedToken,
  tokenOfCard,
} from '../../test-support/token-charges.ts';
import { revokeCofConsent } from '../ledger/token-store.ts';
import { settleDueTransactions } from '../outcomes/settle-pending.ts';

// POST /v1/mit-sale and /v1/mit-authorize in process: the request's rules, the token's (2906, 2908,
// 2911), SYNC and ASYNC, the sandbox's decisions from the token's card, and X-Idempotency-Key.

let t: TestApp;
afterEach(() => t?.app.close());

const errorMessage = (res: { json: () => { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

describe('POST /v1/mit-sale', () => {
  it('charges a token saved by a card checkout (SYNC by default): the transaction in the answer and a postback', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('PAYMENT');
    expect(body.data).toMatchObject({
      payment_type: 'MIT_SALE',
      payment_method: 'CARD',
      payment_token_id: token,
      merchant_customer_id: 'cust-1',
      merchant_payment_id: 'renewal-7',
      amount: '12.00',
      currency_code: 'EUR',
    });
    expect(body.data.session).toBeUndefined();
    expect(body.data.success_url).toBeUndefined();
    const [transaction] = body.data.transactions;
    expect(transaction).toMatchObject({
      transaction_type: 'SALE',
      transaction_status: 'SUCCESS',
      response_code: 1000,
      transaction_amount: '12.00',
      payment_details: { card_bin: '424242', card_last4: '4242', payment_token_type: 'CARD' },
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(await postbacksOf(t, body.data.payment_id)).toEqual([
      ['SALE', 'SUCCESS', 1000, 'MIT_SALE'],
    ]);
    // The postback carries the payment_token_id that links the charge to the original payment.
    const [row] = await t.db.query(`SELECT payload FROM postback_outbox WHERE payload LIKE $1`, [
      `%${body.data.payment_id}%`,
    ]);
    const posted = JSON.parse(String(row?.payload)).data;
    expect(posted.payment.payment_token_id).toBe(token);
    expect(posted.transaction_id).toBe(transaction.transaction_id);
    // A charge on a token saves no new token.
    const tokens = await t.db.query('SELECT payment_token_id FROM payment_tokens');
    expect(tokens).toHaveLength(1);
  });

  it('declines as the token’s test card does, with the spec’s code, and fails the payment', async () => {
    t = await createTestApp();
    for (const [number, code] of [
      ['4000000000009995', 2004],
      ['4000000000000002', 2000],
      ['4000000000052904', 2904],
    ] as const) {
      const token = await tokenOfCard(t, number);
      const res = await postCharge(t, '/v1/mit-sale', chargeBody(token));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.transactions[0]).toMatchObject({ response_code: code });
      expect(data.transactions[0].transaction_status).not.toBe('SUCCESS');
      const [payment] = await t.db.query('SELECT state FROM payments WHERE payment_id = $1', [
        data.payment_id,
      ]);
      expect(payment?.state).toBe('FAILED');
    }
  });

  it('charges a token saved by a 3-D Secure card without a challenge: an MIT is out of its scope', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000003220');
    const res = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(res.json().data.transactions[0]).toMatchObject({
      transaction_type: 'SALE',
      response_code: 1000,
    });
  });

  it('ASYNC answers PENDING at once; the outcome follows by TRANSACTION postback', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000009995');
    const res = await postCharge(t, '/v1/mit-sale?mode=ASYNC', chargeBody(token));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.transactions[0]).toMatchObject({
      transaction_status: 'PENDING',
      response_code: 1200,
      version: 1,
    });
    expect(await postbacksOf(t, data.payment_id)).toEqual([['SALE', 'PENDING', 1200, 'MIT_SALE']]);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      log: { error: () => {} },
    };
    expect(await settleDueTransactions({ ...deps, onPostback: () => {} })).toBe(1);
    expect(await postbacksOf(t, data.payment_id)).toEqual([
      ['SALE', 'PENDING', 1200, 'MIT_SALE'],
      ['SALE', 'DECLINE', 2004, 'MIT_SALE'],
    ]);
  });

  it('SYNC with the pending test card answers PENDING, settled to SUCCESS later', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000000077');
    const res = await postCharge(t, '/v1/mit-sale?mode=SYNC', chargeBody(token));
    const { data } = res.json();
    expect(data.transactions[0]).toMatchObject({ transaction_status: 'PENDING' });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const deps = {
      db: t.db,
      now: () => t.clock.now,
      processors: t.processors,
      log: { error: () => {} },
    };
    await settleDueTransactions({ ...deps, onPostback: () => {} });
    expect((await postbacksOf(t, data.payment_id)).at(-1)).toEqual([
      'SALE',
      'SUCCESS',
      1000,
      'MIT_SALE',
    ]);
  });

  it('answers a postback record the transaction schema accepts', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    const rows = await t.db.query(`SELECT payload FROM postback_outbox WHERE payload LIKE $1`, [
      `%${res.json().data.payment_id}%`,
    ]);
    const record = JSON.parse(String(rows[0]?.payload)).data;
    for (const field of transactionSchema.required) expect(record).toHaveProperty(field);
  });
});

describe('the payment token of an MIT', () => {
  it('2906: a token this merchant does not hold', async () => {
    t = await createTestApp();
    const res = await postCharge(t, '/v1/mit-sale', chargeBody('tok_unknown'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(errorMessage(res)).toBe(
      'payment_token_id must be a payment token this merchant holds (2906 Missing payment token)',
    );
  });

  it('2908: a token saved for another merchant_customer_id; nothing is recorded', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(
      t,
      '/v1/mit-sale',
      chargeBody(token, { merchant_customer_id: 'cust-2' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe(
      'payment_token_id must be a payment token saved for merchant_customer_id "cust-2" (2908 Payment token is not valid)',
    );
    const payments = await t.db.query(`SELECT 1 FROM payments WHERE payment_type = 'MIT_SALE'`);
    expect(payments).toHaveLength(0);
  });

  it('2911: a token whose card-on-file consent was revoked; the other tokens still charge', async () => {
    t = await createTestApp();
    const revoked = await savedToken(t);
    const kept = await savedToken(t);
    expect(
      await revokeCofConsent(
        t.db,
        { merchantId: SANDBOX_MERCHANT_ID, merchantCustomerId: 'cust-1', paymentTokenId: revoked },
        t.clock.now,
      ),
    ).toBe(true);
    const res = await postCharge(t, '/v1/mit-sale', chargeBody(revoked));
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe(
      `payment_token_id must have the customer's card-on-file consent, which was revoked at ${t.clock.now.toISOString()} (2911 COF Consent not found)`,
    );
    const authorize = await postCharge(t, '/v1/mit-authorize', chargeBody(revoked));
    expect(errorMessage(authorize)).toContain('(2911 COF Consent not found)');
    expect((await postCharge(t, '/v1/mit-sale', chargeBody(kept))).statusCode).toBe(200);
  });

  it('revokeCofConsent answers false for a token the customer does not hold, and revokes nothing', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const other = { merchantId: SANDBOX_MERCHANT_ID, merchantCustomerId: 'cust-2' };
    expect(await revokeCofConsent(t.db, { ...other, paymentTokenId: token }, t.clock.now)).toBe(
      false,
    );
    expect((await postCharge(t, '/v1/mit-sale', chargeBody(token))).statusCode).toBe(200);
  });

  it('payment_method must be the method the token was saved with', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(
      t,
      '/v1/mit-sale',
      chargeBody(token, { payment_method: 'GOOGLE_PAY' }),
    );
    expect(errorMessage(res)).toBe(
      'payment_method must be the method the payment token was saved with (CARD)',
    );
  });

  it('charges a token saved by a Google Pay checkout as the wallet card it paid with', async () => {
    t = await createTestApp();
    const payment_data = {
      ...(checkoutBody().payment_data as object),
      methods: ['CARD', 'GOOGLE_PAY'],
    };
    const session = await openSession(t, { payment_data });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session}/wallet-payments`,
      payload: {
        method: 'GOOGLE_PAY',
        wallet: { token: 'sandbox:mastercard-approved', auth_method: 'CRYPTOGRAM_3DS' },
      },
    });
    expect(paid.json().outcome).toBe('SUCCESS');
    const [row] = await t.db.query(
      'SELECT payment_token_id FROM payments WHERE session_token = $1',
      [session],
    );
    const token = String(row?.payment_token_id);
    const res = await postCharge(
      t,
      '/v1/mit-sale',
      chargeBody(token, { payment_method: 'GOOGLE_PAY' }),
    );
    expect(res.json().data).toMatchObject({
      payment_method: 'GOOGLE_PAY',
      payment_token_id: token,
    });
    expect(res.json().data.transactions[0]).toMatchObject({
      response_code: 1000,
      payment_details: { card_scheme: 'Mastercard', card_last4: '4444' },
    });
  });

  it('charges a Google Pay token as the wallet card it was paid with', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000009995', {
      paymentMethod: 'GOOGLE_PAY',
      bin: null,
      holderName: null,
    });
    const res = await postCharge(
      t,
      '/v1/mit-sale',
      chargeBody(token, { payment_method: 'GOOGLE_PAY' }),
    );
    expect(res.json().data.transactions[0]).toMatchObject({
      response_code: 2004,
      payment_details: { card_last4: '9995' },
    });
  });
});

describe('the request rules of an MIT', () => {
  // One app for these: nothing is recorded by a refused request.
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp();
  });
  afterAll(() => r.app.close());

  const cases: [string, Record<string, unknown>, string][] = [
    ['amount zero', { amount: '0.00' }, 'amount must be more than zero'],
    ['amount format', { amount: '12,00' }, 'amount must match the pattern'],
    [
      'amount against the products',
      { amount: '11.00' },
      'amount must equal the total of the required and preselected products (12.00)',
    ],
    ['amount decimals', { amount: '12.5', currency_code: 'JPY' }, 'amount must have at most 0'],
    ['no products', { products: [] }, 'products must'],
    ['currency', { currency_code: 'XXZ' }, 'currency_code must be an ISO 4217 currency code'],
    ['email', { email: 'not-an-email' }, 'email must'],
    ['country', { country_code: 'de' }, 'country_code must match the pattern'],
    ['method', { payment_method: 'PIX' }, 'payment_method must be one of CARD, APPLE_PAY'],
    ['unknown field', { forced_3d: true }, 'forced_3d is not a known field'],
    ['success_url', { success_url: 'ftp://x' }, 'success_url must'],
    [
      'card number',
      { merchant_payment_id: '4242424242424242' },
      'merchant_payment_id must not contain a card number',
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses a bad ${name}, naming the field`, async () => {
      const res = await postCharge(r, '/v1/mit-sale', chargeBody('tok_x', change));
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toContain(message);
    });
  }

  for (const field of ['payment_token_id', 'merchant_customer_id', 'email', 'amount', 'products']) {
    it(`requires ${field}`, async () => {
      const { [field]: _gone, ...body } = chargeBody('tok_x');
      const res = await postCharge(r, '/v1/mit-sale', body);
      expect(errorMessage(res)).toBe(`${field} is required`);
    });
  }

  it('refuses an unknown mode', async () => {
    t ??= await createTestApp();
    const res = await postCharge(r, '/v1/mit-sale?mode=LATER', chargeBody('tok_x'));
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toContain('mode must be one of SYNC, ASYNC');
  });
});

describe('POST /v1/mit-authorize', () => {
  it('authorizes zero on a token: an AUTHORIZE transaction of an MIT_AUTHORIZE payment', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(
      t,
      '/v1/mit-authorize',
      chargeBody(token, {
        amount: '0.00',
        products: [{ product_type: 'SALE', product_name: 'Card check', product_price: '0.00' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.payment_type).toBe('MIT_AUTHORIZE');
    expect(data.transactions[0]).toMatchObject({
      transaction_type: 'AUTHORIZE',
      transaction_status: 'SUCCESS',
      transaction_amount: '0.00',
    });
    expect(await postbacksOf(t, data.payment_id)).toEqual([
      ['AUTHORIZE', 'SUCCESS', 1000, 'MIT_AUTHORIZE'],
    ]);
  });
});

describe('X-Idempotency-Key on /v1/mit-sale', () => {
  it('charges once for 50 concurrent requests with one key; the other 49 get the 409', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postCharge(t, '/v1/mit-sale', chargeBody(token), { 'x-idempotency-key': 'renewal-7' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(49).fill(409)]);
    const charges = await t.db.query(
      `SELECT t.transaction_id FROM transactions AS t JOIN payments AS p USING (payment_id)
       WHERE p.payment_type = 'MIT_SALE'`,
    );
    expect(charges).toHaveLength(1);
    const repeat = answers.find((res) => res.statusCode === 409);
    expect(repeat && errorMessage(repeat)).toContain(
      'X-Idempotency-Key "renewal-7" was already used',
    );
  });
});
