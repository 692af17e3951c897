import { sweepDueDisputes } from '../domain/disputes/run-scheduled.ts';
import { openSession, payCard, TEST_API_KEY, type TestApp } from './test-app.ts';

// Shared by the dispute tests: a card SALE paid on the form, the sandbox's dispute call, a refund,
// and the TRANSACTION postbacks queued so far.

/** A card SALE of one product at `price` in `currency`, paid with `number`; its transaction id. */
export async function cardSale(
  t: TestApp,
  options: { price?: string; currency?: string; number?: string; customer?: string } = {},
): Promise<string> {
  const token = await openSession(t, {
    payment_data: {
      type: 'SALE',
      currency_code: options.currency ?? 'EUR',
      shop_name: 'Test Shop',
    },
    customer: {
      merchant_customer_id: options.customer ?? 'cust-1',
      email: 'ann@example.com',
      country_code: 'DE',
    },
    products: [
      { product_type: 'SALE', product_name: 'Beans', product_price: options.price ?? '34.40' },
    ],
  });
  const paid = await payCard(t, token, options.number ? { number: options.number } : {});
  if (!('outcome' in paid)) throw new Error(`sale not paid: ${JSON.stringify(paid)}`);
  const rows = await t.db.query(
    `SELECT t.transaction_id FROM transactions AS t JOIN payments AS p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type = 'SALE' ORDER BY t.created_at DESC`,
    [token],
  );
  return String(rows[0]?.transaction_id);
}

export const disputeCall = (
  t: TestApp,
  transactionId: string,
  body: Record<string, unknown>,
  apiKey = TEST_API_KEY,
) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/transactions/${transactionId}/dispute`,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

export const refundCall = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/refund',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

export interface PostedTransaction {
  version: number;
  transaction_id: string;
  transaction_type: string;
  transaction_status: string;
  transaction_amount: string;
  response_code: number;
  original_transaction_id?: string;
  dispute_reason_code?: string;
  dispute_reason?: string;
  transaction_details: { processor_response_text: string };
}

/** The TRANSACTION postbacks' records, in the order they were queued. */
export async function transactionPostbacks(t: TestApp): Promise<PostedTransaction[]> {
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

/** "TYPE STATUS vN" of each postback: a scenario's sequence, short enough to read in a test. */
export async function postbackSequence(t: TestApp): Promise<string[]> {
  return (await transactionPostbacks(t)).map(
    (p) => `${p.transaction_type} ${p.transaction_status} v${p.version} ${p.transaction_amount}`,
  );
}

/** Runs the dispute sweep once at the test clock's time, as the worker would; answers how many ran. */
export function sweepDisputes(t: TestApp): Promise<number> {
  return sweepDueDisputes({
    db: t.db,
    processors: t.processors,
    now: () => t.clock.now,
    log: { error: () => {} },
    onPostback: () => {},
  });
}

/** A call of the sandbox's tools API (/sandbox/api) with the test merchant's key. */
export function sandboxTool(t: TestApp, url: string, body: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/api${url}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A new sandbox clock at `time` with the customer `customer` attached; its id. */
export async function clockWithCustomer(
  t: TestApp,
  time: string,
  customer: string,
): Promise<string> {
  const made = await sandboxTool(t, '/clocks', { time });
  if (made.statusCode !== 200) throw new Error(`clock not created: ${made.body}`);
  const clockId = String(made.json().data.clock_id);
  const attached = await sandboxTool(t, `/clocks/${clockId}/attach`, {
    merchant_customer_id: customer,
  });
  if (attached.statusCode !== 200) throw new Error(`customer not attached: ${attached.body}`);
  return clockId;
}

/** Advances the clock to `to`; answers its events. */
export async function advanceClock(
  t: TestApp,
  clockId: string,
  to: string,
): Promise<Record<string, unknown>[]> {
  const res = await sandboxTool(t, `/clocks/${clockId}/advance`, { to });
  if (res.statusCode !== 200) throw new Error(`advance refused: ${res.body}`);
  return res.json().data.events;
}
