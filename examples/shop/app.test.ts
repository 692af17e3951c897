import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signBody, signPostback } from '../../server/domain/postbacks/signature.ts';
import { createShop } from './app.mjs';
import { kassaClient } from './kassa-client.mjs';
import { OrderStore, orderState } from './orders.mjs';

// The shop's routes against a stand-in for Kassa's merchant API on loopback: what the shop sends
// Kassa (key, idempotency keys, bodies), and what it does with the postbacks it receives.

const API_KEY = 'sk_shop_test_0123456789abcdefghij';
const SECRET = 'whsec_shop_test_0123456789';

interface KassaRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let kassa: Server;
let shop: Server;
let kassaUrl = '';
let shopUrl = '';
let store: OrderStore;
let sent: KassaRequest[];
let logged: string[];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A transaction record as Kassa's postbacks and answers carry it. */
function record(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    version: 1,
    transaction_id: 'trx_sale_1',
    transaction_type: 'SALE',
    transaction_status: 'SUCCESS',
    transaction_amount: '29.80',
    response_code: 1000,
    response_text: 'Success',
    created_at: '2026-11-22T10:01:12.000Z',
    payment: {
      payment_id: 'pay_1',
      merchant_payment_id: orderId,
      payment_token_id: 'tok_saved_1',
      payment_method: 'CARD',
    },
    ...overrides,
  };
}

beforeEach(async () => {
  sent = [];
  logged = [];
  kassa = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const path = req.url ?? '';
      sent.push({ method: req.method ?? '', path, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (path === '/v1/checkout') {
        res.end(
          JSON.stringify({
            type: 'PAYMENT',
            data: {
              payment_id: 'pay_1',
              session: {
                redirect_url: `${kassaUrl}/pay/cs_test`,
                expires_at: '2099-01-01T00:00:00.000Z',
              },
            },
          }),
        );
      } else if (path === '/v1/refund') {
        const orderId = String(store.list()[0]?.id);
        res.end(
          JSON.stringify({
            type: 'REFUND',
            data: record(orderId, { transaction_id: 'trx_refund_1', transaction_type: 'REFUND' }),
          }),
        );
      } else if (path === '/v1/mit-sale?mode=SYNC') {
        const orderId = String(body.merchant_payment_id);
        res.end(
          JSON.stringify({
            type: 'PAYMENT',
            data: {
              payment_id: 'pay_2',
              transactions: [
                record(orderId, {
                  transaction_id: 'trx_mit_1',
                  payment: { payment_id: 'pay_2', merchant_payment_id: orderId },
                }),
              ],
            },
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ errors: [{ error_code: 'NOT_FOUND', error_message: path }] }));
      }
    });
  });
  kassaUrl = await listen(kassa);
  store = new OrderStore();
  const handler = createShop({
    shopUrl: 'http://shop.test',
    kassaUrl,
    postbackSecret: SECRET,
    kassa: kassaClient({ baseUrl: kassaUrl, apiKey: API_KEY }),
    store,
    log: (line) => logged.push(line),
  });
  shop = createServer((req, res) => void handler(req, res));
  shopUrl = await listen(shop);
});

afterEach(async () => {
  await close(shop);
  await close(kassa);
});

const form = (fields: Record<string, string>) =>
  fetch(`${shopUrl}${fields.path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).filter(([k]) => k !== 'path')),
  });

/** Posts a postback to the shop's webhook, signed as Kassa signs it unless told otherwise. */
function postback(
  body: string,
  headers: { kassaSignature?: string; xSignature?: string } = {},
): Promise<Response> {
  return fetch(`${shopUrl}/webhooks/kassa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'kassa-signature': headers.kassaSignature ?? signPostback(SECRET, Date.now() / 1000, body),
      'x-signature': headers.xSignature ?? signBody(SECRET, body),
    },
    body,
  });
}

const envelope = (eventId: string, data: object) =>
  JSON.stringify({
    event_id: eventId,
    type: 'TRANSACTION',
    version: '1.2',
    created_at: '2026-11-22T10:01:12.000Z',
    data,
  });

/** An order paid on the hosted page, as far as the shop knows it: checkout, then its postback. */
async function paidOrder(): Promise<string> {
  await form({ path: '/checkout', 'qty-cup': '2', 'qty-beans-250': '0', door: 'hosted' });
  const id = String(store.list()[0]?.id);
  expect((await postback(envelope('evt_sale', record(id)))).status).toBe(200);
  return id;
}

describe('checkout', () => {
  it('creates the checkout with the API key and sends the shopper to the hosted page', async () => {
    const res = await form({
      path: '/checkout',
      'qty-cup': '2',
      'qty-filters': '1',
      door: 'hosted',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${kassaUrl}/pay/cs_test`);
    const [request] = sent;
    expect(request?.headers['x-api-key']).toBe(API_KEY);
    expect(request?.body).toMatchObject({
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        amount: '22.20',
        merchant_payment_id: 'order-1001',
        ui_mode: 'HOSTED',
      },
      customer: { merchant_customer_id: 'cust-ann' },
      callback: {
        success_url: 'http://shop.test/orders/order-1001/return?outcome=success',
        failure_url: 'http://shop.test/orders/order-1001/return?outcome=failure',
      },
      products: [
        { product_name: '2 × Ceramic cup', product_price: '19.00' },
        { product_name: 'Filter papers (100)', product_price: '3.20' },
      ],
    });
  });

  it("embeds the form: an EMBEDDED checkout, and a page that loads kassa.js from Kassa's origin", async () => {
    const res = await form({ path: '/checkout', 'qty-beans-250': '1', door: 'embedded' });
    expect(res.headers.get('location')).toBe('/orders/order-1001/pay');
    expect(sent[0]?.body).toMatchObject({ payment_data: { ui_mode: 'EMBEDDED' } });
    const page = await (await fetch(`${shopUrl}/orders/order-1001/pay`)).text();
    expect(page).toContain(`<script src="${kassaUrl}/js/kassa.js"></script>`);
    expect(page).toContain(`data-checkout-url="${kassaUrl}/pay/cs_test"`);
    expect(page).not.toContain(API_KEY);
  });

  it('takes only products of the catalogue in quantities it offers', async () => {
    const res = await form({ path: '/checkout', 'qty-cup': '99', 'qty-gold': '1', door: 'hosted' });
    expect(res.status).toBe(400);
    expect(sent).toEqual([]);
  });
});

describe('the webhook', () => {
  it('applies a postback signed both ways, and an event seen before only once', async () => {
    const id = await paidOrder();
    const order = store.get(id);
    expect(order && orderState(order)).toBe('PAID');
    expect(order?.payment_token_id).toBe('tok_saved_1');
    const again = await postback(
      envelope('evt_sale', record(id, { transaction_status: 'DECLINE' })),
    );
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('already applied');
    expect(order?.transactions.trx_sale_1?.status).toBe('SUCCESS');
  });

  it('answers 401 and changes nothing unless both signatures verify', async () => {
    await form({ path: '/checkout', 'qty-cup': '1', door: 'hosted' });
    const id = String(store.list()[0]?.id);
    const body = envelope('evt_forged', record(id));
    const fiveMinutesAgo = Date.now() / 1000 - 301;
    const forgeries = [
      { kassaSignature: '' },
      { xSignature: '' },
      { kassaSignature: signPostback('whsec_not_the_secret_00', Date.now() / 1000, body) },
      { xSignature: signBody('whsec_not_the_secret_00', body) },
      { kassaSignature: signPostback(SECRET, fiveMinutesAgo, body) },
    ];
    for (const headers of forgeries) {
      const res = await postback(body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
    // A body changed after signing.
    const signedFor = envelope('evt_forged', record(id, { transaction_status: 'DECLINE' }));
    const res = await postback(body, {
      kassaSignature: signPostback(SECRET, Date.now() / 1000, signedFor),
      xSignature: signBody(SECRET, signedFor),
    });
    expect(res.status).toBe(401);
    const order = store.get(id);
    expect(order?.transactions).toEqual({});
    expect(store.seen('evt_forged')).toBe(false);
  });

  it("acknowledges a postback for a payment that is none of the shop's orders", async () => {
    const res = await postback(envelope('evt_other', record('order-9999')));
    expect(res.status).toBe(200);
    expect(store.list()).toEqual([]);
  });
});

describe('refund', () => {
  it("refunds the order's sale with an idempotency key of that sale", async () => {
    const id = await paidOrder();
    const res = await form({ path: `/orders/${id}/refund` });
    expect(res.status).toBe(303);
    const refund = sent.find((r) => r.path === '/v1/refund');
    expect(refund?.headers['x-api-key']).toBe(API_KEY);
    expect(refund?.headers['x-idempotency-key']).toBe('refund-trx_sale_1-1');
    expect(refund?.body).toMatchObject({ transaction_id: 'trx_sale_1' });
    expect(refund?.body).not.toHaveProperty('amount');
    const order = store.get(id);
    expect(order && orderState(order)).toBe('REFUNDED');
  });
});

describe('charge again', () => {
  it('charges the saved card once for one form, however often it is sent', async () => {
    const id = await paidOrder();
    const ordersPage = await (await fetch(`${shopUrl}/orders`)).text();
    const key = /name="key" value="([^"]+)"/.exec(ordersPage)?.[1] ?? '';
    expect(key).toMatch(/^charge-/);

    for (let i = 0; i < 3; i++) {
      expect((await form({ path: `/orders/${id}/charge-again`, key })).status).toBe(303);
    }
    const charges = sent.filter((r) => r.path === '/v1/mit-sale?mode=SYNC');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.headers['x-idempotency-key']).toBe(key);
    expect(charges[0]?.body).toMatchObject({
      payment_token_id: 'tok_saved_1',
      payment_method: 'CARD',
      merchant_customer_id: 'cust-ann',
      merchant_payment_id: 'order-1002',
      amount: '19.00',
      currency_code: 'EUR',
      products: [{ product_name: '2 × Ceramic cup', product_price: '19.00' }],
    });
    const reorder = store.get('order-1002');
    expect(reorder?.reordered_from).toBe(id);
    // Paid with that card, so it can be charged again from this order too.
    expect(reorder?.payment_token_id).toBe('tok_saved_1');
    expect(reorder && orderState(reorder)).toBe('PAID');
    expect(store.list()).toHaveLength(2);
  });

  it('refuses a form it did not make', async () => {
    const id = await paidOrder();
    const res = await form({ path: `/orders/${id}/charge-again`, key: 'my-own-key' });
    expect(res.status).toBe(400);
    expect(sent.filter((r) => r.path.startsWith('/v1/mit-sale'))).toEqual([]);
  });
});
