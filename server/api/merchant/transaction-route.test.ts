import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { addMerchant } from '../../test-support/merchants.ts';
import { seededId, seedTransactions } from '../../test-support/seed-transactions.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  postCheckout,
  TEST_API_KEY,
} from '../../test-support/test-app.ts';

// GET /v1/transaction on the real test database: transactions made by real checkouts
// and payments through the form API, and many copies of them (seed-transactions.ts) for the
// filters and the paging.

const OTHER_KEY = 'sk_test_other_merchant_key_000';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.app.close();
});

interface Listed {
  transaction_id: string;
  transaction_type: string;
  transaction_status: string;
  created_at: string;
  payment: { payment_id: string; payment_method: string; merchant_payment_id?: string };
}
interface ListAnswer {
  type: string;
  data: Listed[];
  meta: { limit: number; next_prev_id: string | null; has_more: boolean };
}

async function list(query = '', key = TEST_API_KEY) {
  return t.app.inject({
    method: 'GET',
    url: `/v1/transaction${query}`,
    headers: { 'x-api-key': key },
  });
}

async function listOk(query = '', key = TEST_API_KEY): Promise<ListAnswer> {
  const res = await list(query, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A real checkout paid by card through the form API: its payment id and the transaction's. */
async function paidCheckout(
  overrides: Record<string, unknown> = {},
  card: Record<string, unknown> = {},
): Promise<{ paymentId: string; transactionId: string }> {
  const token = await openSession(t, overrides);
  await payCard(t, token, card);
  const rows = await t.db.query(
    `SELECT t.transaction_id, t.payment_id FROM transactions t JOIN payments p USING (payment_id)
     WHERE p.session_token = $1 ORDER BY t.created_at DESC LIMIT 1`,
    [token],
  );
  const row = rows[0];
  if (!row) throw new Error('the payment made no transaction');
  return { paymentId: String(row.payment_id), transactionId: String(row.transaction_id) };
}

/** Every page from the first, following prev_id; the ids in the order they came. */
async function allPages(query: string, between?: () => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  let answer = await listOk(`?${query}`);
  ids.push(...answer.data.map((x) => x.transaction_id));
  while (answer.meta.has_more) {
    expect(answer.meta.next_prev_id).toBe(answer.data.at(-1)?.transaction_id);
    await between?.();
    answer = await listOk(`?${query}&prev_id=${answer.meta.next_prev_id}`);
    ids.push(...answer.data.map((x) => x.transaction_id));
  }
  expect(answer.meta.next_prev_id).toBeNull();
  return ids;
}

const STATUSES = ['SUCCESS', 'DECLINE', 'PENDING', 'ERROR'] as const;
const TYPES = ['SALE', 'AUTHORIZE', 'REFUND'] as const;
const NEWEST = new Date('2026-11-20T12:00:00.000Z');

/** What seedTransactions made of copy n, for computing the expected answers. */
function seeded(prefix: string, n: number, stepMs: number) {
  return {
    id: seededId(prefix, n),
    status: STATUSES[n % STATUSES.length],
    type: TYPES[n % TYPES.length],
    createdAt: NEWEST.getTime() - n * stepMs,
  };
}

describe('GET /v1/transaction', () => {
  it('answers a paid checkout’s transaction exactly as its TRANSACTION postback carries it', async () => {
    const { transactionId } = await paidCheckout();
    const answer = await listOk();
    expect(answer).toMatchObject({
      type: 'TRANSACTION',
      meta: { limit: 100, next_prev_id: null, has_more: false },
    });
    expect(answer.data).toHaveLength(1);
    const outbox = await t.db.query(
      "SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION'",
    );
    expect(outbox).toHaveLength(1);
    const postback = JSON.parse(String(outbox[0]?.payload));
    expect(answer.data[0]).toEqual(postback.data);
    expect(recordProblems(answer.data[0])).toEqual([]);
    expect(answer.data[0]?.transaction_id).toBe(transactionId);
    // Card data stays BIN and last 4 here too.
    expect(JSON.stringify(answer)).not.toContain('4242424242424242');
  });

  it('answers nothing, and no cursor, for a merchant without transactions', async () => {
    expect(await listOk()).toEqual({
      type: 'TRANSACTION',
      data: [],
      meta: { limit: 100, next_prev_id: null, has_more: false },
    });
  });

  it('filters by type, status, creation time, method, payment_id and merchant_payment_id, alone and together', async () => {
    const first = await paidCheckout({
      payment_data: { ...(checkoutBody().payment_data as object), merchant_payment_id: 'order-7' },
    });
    const declined = await paidCheckout({}, { number: '4000000000000002' });
    const step = 60_000;
    await seedTransactions(t.db, {
      templateId: first.transactionId,
      count: 48,
      idPrefix: 'trx_seed_',
      newest: NEWEST,
      stepMs: step,
      statuses: STATUSES,
      types: TYPES,
    });
    await seedTransactions(t.db, {
      templateId: declined.transactionId,
      count: 3,
      idPrefix: 'trx_naver_',
      newest: new Date(NEWEST.getTime() - 30_000),
      stepMs: step,
      set: {
        payment_method: 'NAVER_PAY',
        payment_details: { kind: 'redirect', referenceType: null, referenceNumber: 'NP-1' },
      },
    });
    const naver = [1, 2, 3].map((n) => seededId('trx_naver_', n));
    const copies = Array.from({ length: 48 }, (_, i) => seeded('trx_seed_', i + 1, step));
    const ids = async (query: string) =>
      (await listOk(`?limit=500&${query}`)).data.map((x) => x.transaction_id);
    const expected = (keep: (c: (typeof copies)[number]) => boolean) =>
      copies.filter(keep).map((c) => c.id);

    // The declined real payment is the newest; then its copies and the seeded ones by time.
    expect(await ids('transaction_status=DECLINE')).toEqual([
      declined.transactionId,
      ...[...expected((c) => c.status === 'DECLINE'), ...naver].sort(byCreatedDesc(copies, step)),
    ]);
    expect(await ids('transaction_type=REFUND')).toEqual(expected((c) => c.type === 'REFUND'));
    expect(await ids('transaction_type=AUTHORIZE&transaction_status=PENDING')).toEqual(
      expected((c) => c.type === 'AUTHORIZE' && c.status === 'PENDING'),
    );
    // [created_from, created_to): copies 10 … 19 minutes before NEWEST.
    const at = (n: number) => new Date(NEWEST.getTime() - n * step).toISOString();
    const from = NEWEST.getTime() - 19 * step;
    const to = NEWEST.getTime() - 9 * step;
    expect(await ids(`created_from=${at(19)}&created_to=${at(9)}`)).toEqual(
      expected((c) => c.createdAt >= from && c.createdAt < to),
    );
    // Offsets are instants too: 12:50:30+01:00 is 11:50:30Z, between copies 10 and 9.
    expect(await ids('created_to=2026-11-20T12:50:30%2B01:00')).toEqual(
      expected((c) => c.createdAt < Date.parse('2026-11-20T11:50:30Z')),
    );
    expect(
      await ids(`created_from=${at(19)}&created_to=${at(9)}&transaction_status=SUCCESS`),
    ).toEqual(expected((c) => c.status === 'SUCCESS' && c.createdAt >= from && c.createdAt < to));
    // NAVERPAY is the spec's other name of NAVER_PAY.
    expect(await ids('payment_method=NAVERPAY')).toEqual(naver);
    expect(await ids('payment_method=NAVER_PAY&transaction_status=DECLINE')).toEqual(naver);
    expect(await ids('payment_method=GOOGLE_PAY')).toEqual([]);
    const byPayment = await ids(`payment_id=${declined.paymentId}`);
    expect(byPayment).toEqual([declined.transactionId, ...naver]);
    expect(await ids(`payment_id=${declined.paymentId}&payment_method=CARD`)).toEqual([
      declined.transactionId,
    ]);
    const byReference = await listOk('?limit=500&merchant_payment_id=order-7');
    expect(byReference.data).toHaveLength(49);
    expect(new Set(byReference.data.map((x) => x.payment.merchant_payment_id))).toEqual(
      new Set(['order-7']),
    );
    expect(
      await ids('merchant_payment_id=order-7&transaction_type=SALE&transaction_status=ERROR'),
    ).toEqual(expected((c) => c.type === 'SALE' && c.status === 'ERROR'));
    expect(await ids('merchant_payment_id=order-1')).toEqual([]);
    // Values that look like SQL are values.
    expect(await ids("payment_id=x'%20OR%20'1'%3D'1")).toEqual([]);
  });

  it('limits a page to 100 by default and to `limit` (up to 1000), newest first, and says whether more exist', async () => {
    const { transactionId } = await paidCheckout();
    await seedTransactions(t.db, {
      templateId: transactionId,
      count: 120,
      idPrefix: 'trx_seed_',
      newest: NEWEST,
      stepMs: 1000,
    });
    const page = await listOk();
    expect(page.data).toHaveLength(100);
    expect(page.meta).toEqual({
      limit: 100,
      next_prev_id: seededId('trx_seed_', 99),
      has_more: true,
    });
    expect(page.data.map((x) => x.transaction_id)).toEqual([
      transactionId,
      ...Array.from({ length: 99 }, (_, i) => seededId('trx_seed_', i + 1)),
    ]);
    const created = page.data.map((x) => x.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await listOk('?limit=121')).meta).toEqual({
      limit: 121,
      next_prev_id: null,
      has_more: false,
    });
    expect((await listOk('?limit=1000')).data).toHaveLength(121);
    expect((await listOk('?limit=1')).data).toHaveLength(1);
    expect((await list('?limit=1001')).statusCode).toBe(400);
  });

  it('filters by a list of response codes as the reference writes it (`1000, 2000`)', async () => {
    const paid = await paidCheckout();
    const coded = (prefix: string, code: number, offsetMs: number) =>
      seedTransactions(t.db, {
        templateId: paid.transactionId,
        count: 5,
        idPrefix: prefix,
        newest: new Date(NEWEST.getTime() - offsetMs),
        stepMs: 3000,
        set: { response_code: code },
      });
    await coded('trx_c2000_', 2000, 0);
    await coded('trx_c2004_', 2004, 1000);
    await coded('trx_c1000_', 1000, 2000);
    const ids = async (query: string) =>
      (await listOk(`?${query}`)).data.map((x) => x.transaction_id);
    // Newest first: the paid checkout, then copy n of 2000 before copy n of 1000.
    const expected = [
      paid.transactionId,
      ...[1, 2, 3, 4, 5].flatMap((n) => [seededId('trx_c2000_', n), seededId('trx_c1000_', n)]),
    ];
    expect(await ids('response_code=1000,%202000')).toEqual(expected);
    expect(await ids('response_code=1000,+2000')).toEqual(expected);
    expect(await ids('response_code=2000,1000,2000')).toEqual(expected);
    expect(await ids('response_code=2004')).toEqual(
      [1, 2, 3, 4, 5].map((n) => seededId('trx_c2004_', n)),
    );
    // Across pages, beside another filter: the list is one condition of the same walk.
    expect(await allPages('response_code=1000,%202000&transaction_status=SUCCESS&limit=3')).toEqual(
      expected,
    );
  });

  it('pages through everything once, in order, while new transactions are written between pages', async () => {
    const { transactionId } = await paidCheckout();
    // 40 copies a second apart, then 30 made in the same millisecond (ties broken by id).
    await seedTransactions(t.db, {
      templateId: transactionId,
      count: 40,
      idPrefix: 'trx_apart_',
      newest: NEWEST,
      stepMs: 1000,
    });
    await seedTransactions(t.db, {
      templateId: transactionId,
      count: 30,
      idPrefix: 'trx_tied_',
      newest: new Date(NEWEST.getTime() - 20_500),
      stepMs: 0,
    });
    const before = (await listOk('?limit=500')).data.map((x) => x.transaction_id);
    expect(before).toHaveLength(71);
    let written = 0;
    const seen = await allPages('limit=7', async () => {
      written += 1;
      // A real payment now, and a copy newer than all, and one at the newest instant.
      if (written % 3 === 0) await paidCheckout();
      await seedTransactions(t.db, {
        templateId: transactionId,
        count: 1,
        idPrefix: `trx_new${written}_`,
        newest: new Date(t.clock.now.getTime() + written * 1000),
        stepMs: -1,
      });
    });
    expect(written).toBe(10);
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    // The newer ones are on a fresh first page.
    const fresh = await listOk('?limit=500');
    expect(fresh.data).toHaveLength(71 + written + 3);
  });

  it('pages through a filtered list with the filter on every call', async () => {
    const { transactionId } = await paidCheckout();
    await seedTransactions(t.db, {
      templateId: transactionId,
      count: 45,
      idPrefix: 'trx_seed_',
      newest: NEWEST,
      stepMs: 1000,
      statuses: STATUSES,
    });
    const pending = Array.from({ length: 45 }, (_, i) => seeded('trx_seed_', i + 1, 1000))
      .filter((c) => c.status === 'PENDING')
      .map((c) => c.id);
    expect(await allPages('limit=4&transaction_status=PENDING')).toEqual(pending);
  });

  it('never shows one merchant another’s transactions, and refuses its ids as prev_id', async () => {
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: OTHER_KEY });
    const mine = await paidCheckout();
    const res = await postCheckout(t, checkoutBody(), { 'x-api-key': OTHER_KEY });
    expect(res.statusCode, res.body).toBe(200);
    const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
    await payCard(t, token);
    const theirs = await listOk('', OTHER_KEY);
    expect(theirs.data).toHaveLength(1);
    const theirId = theirs.data[0]?.transaction_id ?? '';
    expect(theirId).not.toBe(mine.transactionId);
    expect((await listOk()).data.map((x) => x.transaction_id)).toEqual([mine.transactionId]);
    expect((await listOk(`?payment_id=${theirs.data[0]?.payment.payment_id}`)).data).toEqual([]);

    for (const [key, id] of [
      [TEST_API_KEY, theirId],
      [OTHER_KEY, mine.transactionId],
      [TEST_API_KEY, 'trx_does_not_exist'],
    ] as const) {
      const refused = await list(`?prev_id=${id}`, key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [
          {
            error_code: 'INVALID_REQUEST_PARAMETER',
            error_message:
              'prev_id must be the transaction_id of one of your transactions: the prev_id of the previous answer',
          },
        ],
      });
    }
  });

  it('needs the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/transaction' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].error_code).toBe('INVALID_REQUEST');
  });
});

/** Newest first, as the API orders: created_at, then id, both descending. */
function byCreatedDesc(copies: { id: string; createdAt: number }[], step: number) {
  const created = (id: string): number => {
    const copy = copies.find((c) => c.id === id);
    if (copy) return copy.createdAt;
    // trx_naver_ copy n: 30 s after the seed's newest minus n steps.
    return NEWEST.getTime() - 30_000 - Number(id.slice(-8)) * step;
  };
  return (a: string, b: string): number => created(b) - created(a) || (a < b ? 1 : -1);
}
