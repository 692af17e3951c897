import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, openSession, payCard } from '../../test-support/test-app.ts';
import type { TransactionData } from '../ledger/transaction-view.ts';
import { settleDueTransactions } from './settle-pending.ts';

// The outcome path shared by card attempts and pending settlement: the cases
// where the two used to disagree.

let t: TestApp;
afterEach(() => t?.app.close());

const PENDING_CARD = '4000000000000077';

const newSession = (): Promise<string> => openSession(t);

const pay = (token: string, number: string, holderName = 'Ann Example') =>
  payCard(t, token, { number, holder_name: holderName });

const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

interface Settled {
  errors: { obj: object; msg: string }[];
  count: number;
}

async function settleLater(): Promise<Settled> {
  t.clock.now = new Date(t.clock.now.getTime() + 5_000);
  const errors: Settled['errors'] = [];
  const count = await settleDueTransactions({
    db: t.db,
    now: () => t.clock.now,
    processors: t.processors,
    log: { error: (obj, msg) => errors.push({ obj, msg }) },
    onPostback: () => {},
  });
  return { errors, count };
}

/** A pending payment whose processor will answer `code`. */
async function pendingWith(code: number): Promise<string> {
  const token = await newSession();
  expect((await pay(token, PENDING_CARD)).outcome).toBe('PENDING');
  await t.db.query('UPDATE transactions SET settle_code = $1', [code]);
  return token;
}

type PostbackData = TransactionData;

async function postbacks(): Promise<PostbackData[]> {
  const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

describe('one outcome path for attempts and settlements', () => {
  it('settles an unknown response code as ERROR 3000, never as a success', async () => {
    t = await createTestApp();
    const token = await pendingWith(9999);
    expect((await settleLater()).count).toBe(1);
    const session = await view(token);
    expect(session.state).toBe('FAILED');
    expect(new URL(session.redirect_url).searchParams.get('error_code')).toBe('3000');
    const last = (await postbacks()).at(-1);
    expect(last?.payment.payment_token_id).toBeUndefined();
    expect(last).toMatchObject({
      version: 2,
      transaction_status: 'ERROR',
      response_code: 3000,
      response_text: 'Unknown error',
      transaction_details: {
        processor_response_text:
          'Sandbox: settled after pending (9999) (unknown response code 9999)',
      },
    });
    expect(await t.db.query('SELECT * FROM payment_tokens')).toEqual([]);
  });

  it('records the same shopper message for a code whether declined now or settled later', async () => {
    t = await createTestApp();
    const lastError = async () =>
      (await t.db.query('SELECT last_error FROM payments'))[0]?.last_error;
    const reset = () =>
      t.db.exec('TRUNCATE postback_outbox, transactions, payment_tokens, payments CASCADE');
    for (const code of [2004, 2302, 2900]) {
      const attempt = await pay(await newSession(), '4242424242424242', `FORCE ${code}`);
      const now = await lastError();
      expect(attempt.error).toBeDefined();
      expect(now).toMatchObject({ ...attempt.error });
      await reset();
      await pendingWith(code);
      await settleLater();
      expect(await lastError(), String(code)).toEqual(now);
      await reset();
    }
  });

  it('reports a settled decline with the same postback fields as an immediate one', async () => {
    t = await createTestApp();
    const later = await pendingWith(2004);
    await settleLater();
    const settled = (await postbacks()).at(-1);
    const now = await newSession();
    await pay(now, '4242424242424242', 'FORCE 2004');
    const immediate = (await postbacks()).at(-1);
    const outcome = (p: PostbackData | undefined) => ({
      token: p?.payment.payment_token_id,
      status: p?.transaction_status,
      code: p?.response_code,
    });
    expect(outcome(settled)).toEqual(outcome(immediate));
    expect(outcome(settled)).toEqual({ token: undefined, status: 'DECLINE', code: 2004 });
    expect((await view(later)).state).toBe('FAILED');
  });

  it('leaves a transaction unsettled, and says so, when its payment is missing', async () => {
    t = await createTestApp();
    await pendingWith(1000);
    const [payment] = await t.db.query('SELECT payment_id FROM payments');
    // Only reachable past the foreign key, as a damaged database would be.
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('DELETE FROM payments');
    });
    const before = (await postbacks()).length;
    const { count, errors } = await settleLater();
    expect(count).toBe(0);
    expect(errors).toEqual([
      {
        obj: expect.objectContaining({ paymentId: payment?.payment_id }),
        msg: 'pending transaction has no payment; settlement postponed',
      },
    ]);
    const [trx] = await t.db.query('SELECT status, settle_at FROM transactions');
    expect(trx?.status).toBe('PENDING');
    expect(trx?.settle_at).toEqual(new Date(t.clock.now.getTime() + 60_000));
    expect((await postbacks()).length).toBe(before);
    // Not claimed again before the postponed time: the queue is not blocked by it.
    expect((await settleLater()).count).toBe(0);
  });
});
