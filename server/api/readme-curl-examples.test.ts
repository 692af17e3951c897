import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutExamples } from '../contract/checkout-examples.ts';
import { projectRoot } from '../platform/paths.ts';
import { tokenSessionToken } from '../test-support/payouts.ts';
import { type CurlExample, curlExamples } from '../test-support/readme-curl.ts';
import {
  createTestApp,
  openSession,
  payCard,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';
import { savedToken } from '../test-support/token-charges.ts';
import { operationsOf } from './docs/document-reading.ts';
import { DOCUMENT_PATH } from './docs/route.ts';

// Every `curl` of the README and the docs/ pages against the merchant API, sent as written to a
// fresh sandbox. The only changes are the ones a reader makes: Kassa's address and their own API
// key from the start banner's export line (`$KASSA_URL`, `$KASSA_API_KEY`), and the ids the README
// elides (`tok_…`, `trx_…`) replaced by ids of the same kind (a card payout's token is one of its
// customer's from POST /v1/token, as the spec asks). Every curl to Kassa reaches it through
// `$KASSA_URL`, and every operation of the OpenAPI document has at least one example.

/** The README and every reference page in docs/: a curl example anywhere is a promise. */
const pages = [
  'README.md',
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** What `$KASSA_URL` expands to here: no address a page could have written out itself. */
const KASSA_URL = 'http://kassa-from-the-banner.test:18080';
type PageExample = CurlExample & { page: string };
const everyCurl: PageExample[] = pages.flatMap((page) =>
  curlExamples(readFileSync(join(projectRoot, page), 'utf8'), {
    KASSA_URL,
    KASSA_API_KEY: 'sk_from_the_environment',
  }).map((example) => ({ ...example, page })),
);
const examples = everyCurl.filter((example) => example.path.startsWith('/v1/'));

let t: TestApp;
afterEach(() => t?.app.close());

/** The id of the last first-charge transaction of `type` written. */
async function lastTransaction(type: 'SALE' | 'AUTHORIZE'): Promise<string> {
  const rows = await t.db.query(
    `SELECT transaction_id FROM transactions WHERE transaction_type = $1 AND status = 'SUCCESS'
     ORDER BY created_at DESC LIMIT 1`,
    [type],
  );
  const id = rows[0]?.transaction_id;
  if (typeof id !== 'string') throw new Error(`no ${type} transaction`);
  return id;
}

/** A checkout of `type` for 34.40 EUR, paid by card: what a README example's `trx_…` stands for. */
async function paidTransaction(type: 'SALE' | 'AUTHORIZE'): Promise<string> {
  const session = await openSession(t, {
    payment_data: { type, currency_code: 'EUR', amount: '34.40', language: 'en-us' },
  });
  expect((await payCard(t, session)).outcome).toBe('SUCCESS');
  return lastTransaction(type);
}

/**
 * The subscription a docs example's `sub_…` stands for, and the transaction that started it: the
 * checkout example's subscription (merchant_product_id plan-monthly), paid by card.
 */
async function startedSubscription(): Promise<{ subscriptionId: string; transactionId: string }> {
  const example = checkoutExamples.find(
    (body) => (body.payment_data as { type: string }).type === 'RECURRING',
  );
  const res = await postCheckout(t, example);
  const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const [row] = await t.db.query(
    'SELECT subscription_id, initial_transaction_id FROM subscriptions WHERE payment_id = $1',
    [res.json().data.payment_id],
  );
  return {
    subscriptionId: String(row?.subscription_id),
    transactionId: String(row?.initial_transaction_id),
  };
}

/** The path with the page's elided subscription, transaction, entry and token ids replaced. */
async function filledPath(path: string): Promise<string> {
  if (path.startsWith('/v1/merchant-negative-entry/')) {
    // An entry of the page's own to delete.
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/merchant-negative-entry',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: { type: 'EMAIL', email: 'to-delete@example.com' },
    });
    return decodeURI(path).replace('neg_…', made.json().data.id);
  }
  if (path.startsWith('/v1/customer/')) {
    return decodeURI(path).replace('tok_…', await savedToken(t));
  }
  if (!path.startsWith('/v1/subscription')) return path;
  const started = await startedSubscription();
  return decodeURI(path)
    .replace('sub_…', started.subscriptionId)
    .replace('trx_…', started.transactionId);
}

/** The body with the README's elided ids replaced, as a reader would. */
async function filledIn(example: CurlExample): Promise<string | undefined> {
  let body = example.body;
  if (body === undefined) return undefined;
  if (body.includes('"tok_…"')) {
    const token = example.path.startsWith('/v1/payout')
      ? await tokenSessionToken(t, /"merchant_customer_id":"([^"]+)"/.exec(body)?.[1])
      : await savedToken(t);
    body = body.replace('"tok_…"', JSON.stringify(token));
  }
  const elidedTransaction = /"trx_[^"]*…"/;
  if (elidedTransaction.test(body)) {
    const kind = /^\/v1\/(capture|void)/.test(example.path) ? 'AUTHORIZE' : 'SALE';
    body = body.replace(elidedTransaction, JSON.stringify(await paidTransaction(kind)));
  }
  return body;
}

const label = (e: PageExample) => `${e.method} ${e.path} (${e.page} line ${e.line})`;

describe('the curl examples of the README and docs/', () => {
  it('reach Kassa through $KASSA_URL, never an address written out', () => {
    const kassa = everyCurl.filter(
      (e) => e.path.startsWith('/v1/') || e.path.startsWith('/sandbox/'),
    );
    expect(kassa.length).toBeGreaterThan(20);
    const written = kassa.filter((e) => e.origin !== new URL(KASSA_URL).origin).map(label);
    expect(written).toEqual([]);
  });

  it('are found: one or more for every operation of the OpenAPI document', async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: DOCUMENT_PATH })).json();
    // A path parameter ({subscriptionId}) stands for any one segment.
    const shows = (method: string, path: string) => {
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      return examples.some((e) => e.method === method && pattern.test(e.path.split('?')[0] ?? ''));
    };
    const missing = operationsOf(document).filter(({ method, path }) => !shows(method, path));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  const sendable = examples.filter((e) => !e.body?.startsWith('@'));
  it.each(sendable.map((e) => [label(e), e] as const))('%s is answered 200', async (_, example) => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: 'http://127.0.0.1:3000' });
    const body = await filledIn(example);
    const res = await t.app.inject({
      method: example.method,
      url: await filledPath(example.path),
      headers: { ...example.headers, 'x-api-key': TEST_API_KEY },
      ...(body !== undefined && { payload: body }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([
      'PAYMENT',
      'TRANSACTION',
      'REFUND',
      'SUBSCRIPTION',
      'MERCHANT_NEGATIVE_ENTRY',
      'PAYMENT_TOKEN',
    ]).toContain(res.json().type);
  });
});
