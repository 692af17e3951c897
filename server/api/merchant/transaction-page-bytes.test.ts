import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../../../common/contract/transactions.ts';
import { DISPUTE_KINDS } from '../../contract/dispute-table.ts';
import { disputeData } from '../../domain/disputes/dispute-view.ts';
import { findDisputeLinks } from '../../domain/ledger/dispute-store.ts';
import { findPayment } from '../../domain/ledger/payment-store.ts';
import { findTransaction } from '../../domain/ledger/transaction-store.ts';
import { type TransactionData, transactionData } from '../../domain/ledger/transaction-view.ts';
import { findPayouts } from '../../domain/payouts/payout-store.ts';
import { payoutTransactionData } from '../../domain/payouts/payout-view.ts';
import { findRefundLinks } from '../../domain/refunds/refund-store.ts';
import { refundData } from '../../domain/refunds/refund-view.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import { cardSale, refundCall, sweepDisputes } from '../../test-support/disputes.ts';
import { payoutBody, postPayout, tokenSessionToken } from '../../test-support/payouts.ts';
import { seedTransactions } from '../../test-support/seed-transactions.ts';
import { setClock } from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  openSession,
  payCard,
  subscriptionProduct,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge } from '../../test-support/token-charges.ts';
import { listResponseSchema, type TransactionList } from './transaction-route.ts';

// A page of GET /v1/transaction reads only the columns its records are built from, and builds
// what each record repeats of its payment once per payment. Its bytes must be those of the
// records built from every column of each row, one record at a time, serialized by the same
// response schema: here, on a
// ledger holding every transaction type, refunds with and without a reason, 3-D Secure, disputes,
// payouts, tokens and their charges, taxes and subscriptions, JPY and KWD amounts, null columns
// and timestamps to the microsecond.

let t: TestApp;

const SALE_AT = Date.parse('2026-11-22T10:00:00.000Z');

/** The server's clock `hours` after the first sale, and the dispute sweep run then. */
async function after(hours: number): Promise<void> {
  setClock(t, new Date(SALE_AT + hours * 3_600_000).toISOString());
  await sweepDisputes(t);
}

async function ok(res: { statusCode: number; body: string }): Promise<void> {
  expect(res.statusCode, res.body).toBe(200);
}

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** An AUTHORIZE checkout paid by card: its AUTHORIZE transaction's id. */
async function authorization(price: string): Promise<string> {
  const token = await openSession(t, {
    payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', shop_name: 'Test Shop' },
    products: [{ product_type: 'SALE', product_name: 'Kettle', product_price: price }],
  });
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const [row] = await t.db.query(
    `SELECT t.transaction_id FROM transactions AS t JOIN payments AS p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type = 'AUTHORIZE'`,
    [token],
  );
  return String(row?.transaction_id);
}

async function ledger(): Promise<void> {
  // Sales: approved, declined, pending; in yen (no decimals) and in dinars.
  const sale = await cardSale(t);
  await cardSale(t, { number: '4000000000000002' });
  await cardSale(t, { number: '4000000000000077' });
  const yen = await cardSale(t, { currency: 'JPY', price: '3440' });
  await cardSale(t, { currency: 'KWD', price: '12.35' });
  // 3-D Secure: frictionless, attempted, and a challenge left open.
  await cardSale(t, { number: '4000000000061301' });
  await cardSale(t, { number: '4000000000051302' });
  await payCard(t, await openSession(t), { number: '4000000000003220' });
  // A tax on top, a subscription and a product the tax leaves out; no language, no shop.
  await payCard(
    t,
    await openSession(t, {
      payment_data: { type: 'RECURRING', currency_code: 'EUR', merchant_payment_id: 'sub-1' },
      tax_override: { type: 'ON_TOP', percentage: 5 },
      products: [
        subscriptionProduct({ merchant_product_id: 'plan-30' }),
        { product_type: 'SALE', product_name: 'Mug', product_price: '7.25', is_optional: true },
      ],
    }),
  );
  // Refunds: with the merchant's reason and who asked, and without.
  await ok(
    await refundCall(t, {
      transaction_id: sale,
      amount: '10.00',
      reason: 'Damaged "cup" — é',
      initiated_by: 'CUSTOMER',
    }),
  );
  await ok(await refundCall(t, { transaction_id: yen }));
  // An authorization captured, another voided.
  await ok(await post('/v1/capture', { transaction_id: await authorization('20.00') }));
  await ok(await post('/v1/void', { transaction_id: await authorization('5.00') }));
  // A token saved by a token session, charged without the shopper and without URLs.
  const token = await tokenSessionToken(t, 'cust-1');
  await ok(await postCharge(t, '/v1/mit-sale?mode=SYNC', chargeBody(token)));
  // Payouts: to a bank account in won, by SEPA in euros.
  await ok(await postPayout(t, payoutBody('BANK_TRANSFER')));
  await ok(await postPayout(t, payoutBody('SEPA')));
  // Disputes the sandbox's cards plan: fraud alert then chargeback, chargeback then reversal,
  // RDR then its reversal.
  await cardSale(t, { number: '4000000000003204' });
  await cardSale(t, { number: '4000000000003303' });
  await cardSale(t, { number: '4000000000003501' });
  await after(1);
  await after(25);
  await after(8 * 24);
  // Copies of the first sale with every nullable column null (a transaction from before fees,
  // base amounts and BIN facts).
  await seedTransactions(t.db, {
    templateId: sale,
    count: 40,
    idPrefix: 'trx_bytes_',
    newest: new Date(SALE_AT + 9 * 24 * 3_600_000),
    stepMs: 1,
    statuses: ['SUCCESS', 'DECLINE', 'PENDING', 'ERROR'],
    set: {
      tax_amount: null,
      base_amount: null,
      base_currency_code: null,
      card_bin_country_code: null,
      card_bin_country_name: null,
      card_bin_type: null,
      fee_amount: null,
      fee_currency_code: null,
      rebill_fees: null,
    },
  });
  // Microseconds on every side of a millisecond: both reads must cut them alike.
  await t.db.query(
    `UPDATE transactions SET updated_at = updated_at + interval '999 microseconds',
       created_at = created_at + interval '1 microsecond'
     WHERE NOT starts_with(transaction_id, 'trx_bytes_')`,
  );
  await t.db.query(
    `UPDATE transactions
     SET created_at = created_at + substr(transaction_id, 11)::int4 * interval '337 microseconds'
     WHERE starts_with(transaction_id, 'trx_bytes_')`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await ledger();
}, 300_000);

afterAll(async () => {
  await t.app.close();
});

/**
 * The record of `transactionId` built from its whole row and its payment's, each read alone and
 * decoded column by column by the driver, as the route built every record before.
 */
async function recordReadWhole(transactionId: string): Promise<TransactionData> {
  const transaction = await findTransaction(t.db, transactionId);
  if (!transaction) throw new Error(`no transaction ${transactionId}`);
  const payment = await findPayment(t.db, transaction.paymentId);
  if (!payment) throw new Error(`no payment for ${transactionId}`);
  const merchant = SANDBOX_MERCHANT_ID;
  const refund = (await findRefundLinks(t.db, merchant, [transactionId])).get(transactionId);
  if (refund) return refundData(payment, transaction, refund);
  if ((DISPUTE_KINDS as readonly string[]).includes(transaction.transactionType)) {
    const dispute = (await findDisputeLinks(t.db, merchant, [transactionId])).get(transactionId);
    if (dispute) return disputeData(payment, transaction, dispute);
  }
  const payout = (await findPayouts(t.db, merchant, [payment.paymentId])).get(payment.paymentId);
  if (payout) return payoutTransactionData(payment, transaction, payout);
  return transactionData(payment, transaction);
}

/** Serializes an answer with the route's response schema, as Fastify does for the route. */
async function serialized(answer: TransactionList): Promise<string> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: listResponseSchema } } }, async () => answer);
  try {
    return (await app.inject({ method: 'GET', url: '/' })).body;
  } finally {
    await app.close();
  }
}

async function page(query: string): Promise<{ body: string; answer: TransactionList }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/transaction?${query}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, answer: res.json() };
}

async function expectSameBytes(query: string): Promise<TransactionList> {
  const { body, answer } = await page(query);
  const data: TransactionData[] = [];
  for (const record of answer.data) data.push(await recordReadWhole(record.transaction_id));
  expect(body).toBe(await serialized({ ...answer, data }));
  return answer;
}

describe('a page of GET /v1/transaction', () => {
  it('covers every transaction type, nulls and microseconds', async () => {
    const { answer } = await page('limit=1000');
    expect(new Set(answer.data.map((x) => x.transaction_type))).toEqual(new Set(TRANSACTION_TYPES));
    const currencies = new Set(answer.data.map((x) => x.transaction_currency_code));
    for (const currency of ['EUR', 'JPY', 'KWD', 'KRW']) expect(currencies).toContain(currency);
    expect(answer.data.some((x) => x.base_amount === undefined)).toBe(true);
    expect(answer.data.some((x) => x.reason === null)).toBe(true);
    expect(answer.data.some((x) => x.transaction_tax_exempt_amount !== undefined)).toBe(true);
    const micros = await t.db.query(
      `SELECT count(*)::int4 AS n FROM transactions WHERE extract(microseconds FROM created_at)::int4 % 1000 <> 0`,
    );
    expect(micros[0]?.n).toBeGreaterThan(20);
  });

  it('is the bytes of the records built from whole rows, all in one page', async () => {
    await expectSameBytes('limit=1000');
  });

  it('is the same bytes page after page, behind prev_id', async () => {
    let answer = await expectSameBytes('limit=7');
    let pages = 1;
    while (answer.meta.next_prev_id !== null) {
      answer = await expectSameBytes(`limit=7&prev_id=${answer.meta.next_prev_id}`);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(5);
  });

  it('is the same bytes under filters', async () => {
    await expectSameBytes('transaction_type=REFUND,CHARGEBACK,PAYOUT,TOKEN');
    await expectSameBytes('transaction_status=PENDING&limit=3');
  });
});
