import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../../../test-support/test-app.ts';
import { savedToken } from '../../../test-support/token-charges.ts';
import {
  checkoutWithNulls,
  flatSale,
  flatSaleWithNulls,
  listQueries,
  mitSale,
  mitSaleWithNulls,
  refundBodies,
  subscribeCheckout,
  tokenRequest,
} from './client-requests.ts';

// What integrations written for the live service send after the checkout (client-requests.ts),
// one test per thing they needed: each request is taken and answered in the shape their code
// reads.

let t: TestApp;
afterEach(() => t?.app.close());

const send = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });

const messageOf = (res: { json: () => { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

/** A checkout of 34.40 EUR paid by card: its SALE's transaction id. */
async function paidSale(): Promise<string> {
  const session = await openSession(t);
  expect((await payCard(t, session)).outcome).toBe('SUCCESS');
  const rows = await t.db.query(
    `SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type = 'SALE'`,
    [session],
  );
  return String(rows[0]?.transaction_id);
}

async function postbackData(transactionId: string): Promise<Record<string, unknown>> {
  const rows = await t.db.query(
    "SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq",
  );
  const all = rows.map((row) => JSON.parse(String(row.payload)).data);
  return all.filter((data) => data.transaction_id === transactionId).at(-1);
}

/** The session page's view of a checkout answer. */
async function sessionOf(answer: { data: { session: { redirect_url: string } } }) {
  const token = new URL(answer.data.session.redirect_url).pathname.split('/').pop();
  return (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();
}

describe('what existing integrations send after the checkout', () => {
  it('GET /v1/transaction: the client names, a type list, an unencoded +, the TRANSACTION envelope with meta', async () => {
    t = await createTestApp();
    t.clock.now = new Date('2026-11-20T10:00:00.000Z');
    const sales = [await paidSale(), await paidSale(), await paidSale()];
    const refund = await send('POST', '/v1/refund', { transaction_id: sales[0] });
    expect(refund.statusCode, refund.body).toBe(200);

    const first = await send('GET', `/v1/transaction?${listQueries.firstPage}`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.type).toBe('TRANSACTION');
    expect(page.data).toHaveLength(2);
    expect(page.meta).toEqual({
      limit: 2,
      next_prev_id: page.data[1].transaction_id,
      has_more: true,
    });
    // Only SALE and REFUND: the checkouts' THREE_DS steps are left out.
    const types = new Set<string>();
    let next: string | null = page.meta.next_prev_id;
    for (const item of page.data) types.add(item.transaction_type);
    while (next !== null) {
      const more = (
        await send('GET', `/v1/transaction?${listQueries.firstPage}&prev_id=${next}`)
      ).json();
      for (const item of more.data) types.add(item.transaction_type);
      next = more.meta.next_prev_id;
    }
    expect([...types].sort()).toEqual(['REFUND', 'SALE']);

    const older = await send('GET', `/v1/transaction?${listQueries.olderNames}`);
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().meta.limit).toBe(2);
    const declined = await send('GET', '/v1/transaction?response_code=2004');
    expect(declined.json()).toEqual({
      type: 'TRANSACTION',
      data: [],
      meta: { limit: 100, next_prev_id: null, has_more: false },
    });
    // As the reference writes the query: a space after the comma (sent encoded, as a client's
    // URL builder does), and its largest page.
    const reference = await send(
      'GET',
      `/v1/transaction?${new URLSearchParams(listQueries.referenceList)}`,
    );
    expect(reference.statusCode, reference.body).toBe(200);
    expect(reference.json().meta).toEqual({ limit: 1000, next_prev_id: null, has_more: false });
    const codes = reference.json().data.map((x: { response_code: number }) => x.response_code);
    // The three sales and the refund at least, and nothing of another code.
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(codes)).toEqual(new Set([1000]));
  });

  it("POST /v1/refund: the reference's REFUND answer, currency_code beside amount, initiated_by echoed in the answer, the postback and the list", async () => {
    t = await createTestApp();
    const sale = await paidSale();
    const partial = await send('POST', '/v1/refund', refundBodies.partial(sale));
    expect(partial.statusCode, partial.body).toBe(200);
    // The reference's envelope and fields (type REFUND; transaction_id, reason, initiated_by),
    // beside the rest of the refund's transaction record, exactly as its postback carries it.
    expect(partial.json().type).toBe('REFUND');
    const refund = partial.json().data;
    expect(refund).toMatchObject({
      transaction_id: expect.stringMatching(/^trx_/),
      reason: 'Damaged on arrival',
      initiated_by: 'support-agent-17',
      transaction_type: 'REFUND',
      transaction_amount: '5.00',
      transaction_currency_code: 'EUR',
      original_transaction_id: sale,
    });
    expect(refund.transaction_id).not.toBe(sale);
    expect(await postbackData(refund.transaction_id)).toEqual(refund);
    const listed = (await send('GET', '/v1/transaction?transaction_type=REFUND')).json();
    expect(listed.data[0]).toMatchObject({
      transaction_id: refund.transaction_id,
      initiated_by: 'support-agent-17',
    });

    const wrong = await send('POST', '/v1/refund', refundBodies.otherCurrency(sale));
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(
      'currency_code must be EUR, the currency of the refunded transaction; it is USD',
    );

    const full = await send('POST', '/v1/refund', refundBodies.full(sale));
    expect(full.statusCode, full.body).toBe(200);
    // Without amount: everything that remains; a field the body left out is null.
    expect(full.json()).toMatchObject({
      type: 'REFUND',
      data: { transaction_amount: '29.40', initiated_by: 'nightly-refund-job', reason: null },
    });
  });

  it('POST /v1/mit-sale and /v1/sale: products in short names without a type are SALE products', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const mit = await send('POST', '/v1/mit-sale', mitSale(token));
    expect(mit.statusCode, mit.body).toBe(200);
    expect(mit.json().data).toMatchObject({
      payment_type: 'MIT_SALE',
      amount: '5.00',
      products: [{ product_type: 'SALE', product_name: 'Rebill', product_price: '5.00' }],
      transactions: [{ transaction_type: 'SALE', transaction_status: 'SUCCESS' }],
    });
    const sale = await send('POST', '/v1/sale', flatSale);
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().data.products).toMatchObject([
      { product_type: 'SALE', product_name: 'Filter papers', product_price: '2.50' },
      { product_type: 'SALE', product_name: 'Ground coffee', product_price: '10.00' },
    ]);
    // Where SUBSCRIPTION products are taken too, the type still says which (named in the
    // product's own spelling).
    const authorize = await send('POST', '/v1/authorize', flatSale);
    expect(authorize.statusCode).toBe(400);
    expect(messageOf(authorize)).toBe('products[0].type is required');
  });

  it('null is an absent field on every endpoint; a null where a field is required says it is required', async () => {
    t = await createTestApp();
    const checkout = await postCheckout(t, checkoutWithNulls);
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().data).not.toHaveProperty('merchant_payment_id');
    const sale = await send('POST', '/v1/sale', flatSaleWithNulls);
    expect(sale.statusCode, sale.body).toBe(200);
    const token = await savedToken(t);
    const mit = await send('POST', '/v1/mit-sale', mitSaleWithNulls(token));
    expect(mit.statusCode, mit.body).toBe(200);
    const sold = await paidSale();
    const refund = await send('POST', '/v1/refund', {
      transaction_id: sold,
      amount: null,
      currency_code: null,
      reason: null,
      initiated_by: null,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.transaction_amount).toBe('34.40');

    const required: [string, unknown, string][] = [
      [
        '/v1/checkout',
        checkoutBody({ payment_data: { type: 'SALE', currency_code: null } }),
        'payment_data.currency_code is required',
      ],
      ['/v1/sale', { ...flatSale, amount: null }, 'amount is required'],
      [
        '/v1/mit-sale',
        { ...mitSale(token), payment_token_id: null },
        'payment_token_id is required',
      ],
      [
        '/v1/mit-sale',
        { ...mitSale(token), products: [{ name: 'Rebill', price: null }] },
        'products[0].price is required',
      ],
      ['/v1/refund', { transaction_id: null }, 'transaction_id is required'],
    ];
    for (const [url, body, message] of required) {
      const res = await send('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(messageOf(res), url).toBe(message);
    }
  });

  it('a trailing slash is the same route, on every endpoint', async () => {
    t = await createTestApp();
    const sale = await send('POST', '/v1/sale/', flatSale);
    expect(sale.statusCode, sale.body).toBe(200);
    const checkout = await send('POST', '/v1/checkout/', checkoutBody());
    expect(checkout.statusCode, checkout.body).toBe(200);
    const list = await send('GET', '/v1/transaction/?limit=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().type).toBe('TRANSACTION');
    // An unknown route stays unknown with or without one.
    expect((await send('GET', '/v1/nothing/')).statusCode).toBe(404);
  });

  it('a two-letter language is taken, stored as sent and shown on the form as its English', async () => {
    t = await createTestApp();
    const token = await send('POST', '/v1/token', tokenRequest);
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json().data.language).toBe('en');
    expect((await sessionOf(token.json())).language).toBe('en-gb');
    const checkout = await postCheckout(t, {
      ...checkoutBody(),
      payment_data: { type: 'SALE', currency_code: 'EUR', language: 'de' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().data.language).toBe('de');
    expect((await sessionOf(checkout.json())).language).toBe('de-de');
  });

  it('/v1/sale without a language is taken; the form uses the browser’s', async () => {
    t = await createTestApp();
    const sale = await send('POST', '/v1/sale', flatSale);
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().data).not.toHaveProperty('language');
    expect(await sessionOf(sale.json())).not.toHaveProperty('language');
  });

  it('checkout.subscribe: a short-named SUBSCRIPTION product without a description shows its name', async () => {
    t = await createTestApp();
    const res = await postCheckout(t, subscribeCheckout);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      payment_type: 'RECURRING',
      amount: '0.00',
      products: [
        {
          product_type: 'SUBSCRIPTION',
          product_name: 'Daily news, monthly',
          product_description: 'Daily news, monthly',
          is_trial: true,
        },
      ],
    });
    // In the resource's own names the description stays required.
    const long = await postCheckout(t, {
      ...subscribeCheckout,
      products: [
        {
          product_type: 'SUBSCRIPTION',
          product_name: 'Daily news, monthly',
          product_price: '9.99',
          charge_interval: 'DAY',
          charge_interval_value: 30,
          is_trial: false,
        },
      ],
    });
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toContain('products[0].product_description is required');
  });

  it('postbacks carry the processor’s name and its own code as non-null strings', async () => {
    t = await createTestApp();
    const sale = await paidSale();
    const details = (await postbackData(sale)).transaction_details;
    expect(details).toMatchObject({
      processor: 'Kassa Sandbox Cards A',
      processor_response_code: '00',
    });
    const declinedSession = await openSession(t);
    await payCard(t, declinedSession, { number: '4000000000009995' });
    const listed = (await send('GET', '/v1/transaction?response_code=2004')).json();
    expect(listed.data[0].transaction_details).toMatchObject({
      processor: 'Kassa Sandbox Cards A',
      processor_response_code: '51',
    });
  });
});
