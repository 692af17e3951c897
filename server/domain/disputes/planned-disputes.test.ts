import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  cardSale,
  clockWithCustomer,
  postbackSequence,
  refundCall,
  sweepDisputes,
  transactionPostbacks,
} from '../../test-support/disputes.ts';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { setClock, startSubscriptions } from '../../test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The dispute test cards: their sale succeeds, and the disputes they plan come when due, once:
// on the server's time from the sweep, on the sandbox clock of the payment's customer from its
// advance, in time order with the rebills. A step the table refuses when it comes is skipped.

let t: TestApp;
afterEach(() => t?.app.close());

const SALE_AT = '2026-11-22T10:00:00.000Z';

describe('dispute test cards on the server time', () => {
  it('sends the fraud alert after an hour and the chargeback after a day, each once', async () => {
    t = await createTestApp();
    const sale = await cardSale(t, { number: '4000000000003204' });
    expect(await sweepDisputes(t)).toBe(0);
    setClock(t, '2026-11-22T10:59:59.000Z');
    expect(await sweepDisputes(t)).toBe(0);
    setClock(t, '2026-11-22T11:00:00.000Z');
    expect(await sweepDisputes(t)).toBe(1);
    expect(await sweepDisputes(t)).toBe(0);
    setClock(t, '2026-11-23T10:00:00.000Z');
    expect(await sweepDisputes(t)).toBe(1);
    expect(await postbackSequence(t)).toEqual([
      'SALE SUCCESS v1 34.40',
      'FRAUD_ALERT SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 34.40',
    ]);
    const posted = await transactionPostbacks(t);
    for (const data of posted.slice(1)) {
      expect(data.original_transaction_id).toBe(sale);
      expect(recordProblems(data)).toEqual([]);
    }
  });

  it('skips a planned RDR the merchant refunded away before it came, and says why', async () => {
    t = await createTestApp();
    const sale = await cardSale(t, { number: '4000000000003402' });
    expect((await refundCall(t, { transaction_id: sale })).statusCode).toBe(200);
    setClock(t, '2026-11-22T11:00:00.000Z');
    expect(await sweepDisputes(t)).toBe(1);
    expect(await postbackSequence(t)).toEqual(['SALE SUCCESS v1 34.40', 'REFUND SUCCESS v1 34.40']);
    const [row] = await t.db.query('SELECT outcome FROM scheduled_disputes');
    expect(String(row?.outcome)).toMatch(
      /^skipped: RDR refused on transaction trx_.*nothing is left to refund/,
    );
  });

  it('plans nothing for a declined sale or an ordinary card', async () => {
    t = await createTestApp();
    await cardSale(t);
    await cardSale(t, { number: '4000000000000002' });
    const rows = await t.db.query('SELECT 1 FROM scheduled_disputes');
    expect(rows).toHaveLength(0);
  });
});

describe('dispute test cards on a sandbox clock', () => {
  it('runs them at the clock time of the customer, not on the server time', async () => {
    t = await createTestApp();
    const clockId = await clockWithCustomer(t, '2027-03-01T00:00:00.000Z', 'cust-clock');
    const sale = await cardSale(t, { number: '4000000000003303', customer: 'cust-clock' });
    // The server's time moving on runs nothing of the clock's.
    setClock(t, '2027-12-01T00:00:00.000Z');
    expect(await sweepDisputes(t)).toBe(0);
    const events = await advanceClock(t, clockId, '2027-03-10T00:00:00.000Z');
    expect(
      events.map((e) => [e.type, e.at, e.transaction_type, e.original_transaction_id]),
    ).toEqual([
      ['dispute', '2027-03-02T00:00:00.000Z', 'CHARGEBACK', sale],
      ['dispute', '2027-03-08T00:00:00.000Z', 'CHARGEBACK_REVERSAL', sale],
    ]);
    const posted = await transactionPostbacks(t);
    expect(
      posted.map((p) => [p.transaction_type, (p as unknown as { created_at: string }).created_at]),
    ).toEqual([
      ['SALE', SALE_AT],
      ['CHARGEBACK', '2027-03-02T00:00:00.000Z'],
      ['CHARGEBACK_REVERSAL', '2027-03-08T00:00:00.000Z'],
    ]);
  });

  it('runs them in time order with the rebills, and disputes a rebill of the card too', async () => {
    t = await createTestApp();
    setClock(t, '2027-01-01T00:00:00.000Z');
    const clockId = await clockWithCustomer(t, '2027-01-01T00:00:00.000Z', 'cust-sub');
    const started = await startSubscriptions(t, { card: '4000000000003105', customer: 'cust-sub' });
    const events = await advanceClock(t, clockId, '2027-02-01T00:00:00.000Z');
    expect(events.map((e) => [e.type, e.at, e.transaction_type ?? e.transaction_status])).toEqual([
      ['dispute', '2027-01-01T01:00:00.000Z', 'FRAUD_ALERT'],
      ['rebill', '2027-01-31T00:00:00.000Z', 'SUCCESS'],
      ['dispute', '2027-01-31T01:00:00.000Z', 'FRAUD_ALERT'],
    ]);
    expect(events[0]?.original_transaction_id).toBe(started.transactionId);
    expect(events[2]?.original_transaction_id).toBe(events[1]?.transaction_id);
  });
});
