import { afterEach, describe, expect, it } from 'vitest';
import { DISPUTE_KINDS } from '../../contract/dispute-table.ts';
import {
  cardSale,
  disputeCall,
  refundCall,
  transactionPostbacks,
} from '../../test-support/disputes.ts';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { addMerchant } from '../../test-support/merchants.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';

// The dispute-side transactions on a settled payment: each recorded through the one record path
// with its TRANSACTION postback and listed by GET /v1/transaction; the table of what may follow
// what (409 naming the rule); amounts never above what is left; a refund after a chargeback
// refused with 2011; an RDR counted as a refund.

let t: TestApp;
afterEach(() => t?.app.close());

interface ErrorEntry {
  error_code: string;
  error_message: string;
}

const errorOf = (res: { json: () => { errors: ErrorEntry[] } }): ErrorEntry =>
  res.json().errors[0] ?? { error_code: '', error_message: '' };

const list = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/transaction?${query}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });

describe('disputes of a settled SALE', () => {
  it('records each kind as a new transaction with its postback, listed and filtered by type', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    const steps = [
      ['FRAUD_ALERT', '34.40'],
      ['CHARGEBACK', '34.40'],
      ['CHARGEBACK_REVERSAL', '34.40'],
    ] as const;
    for (const [kind, amount] of steps) {
      const res = await disputeCall(t, sale, { kind });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        version: 1,
        transaction_type: kind,
        transaction_status: 'SUCCESS',
        response_code: 1000,
        transaction_amount: amount,
        transaction_currency_code: 'EUR',
        original_transaction_id: sale,
        dispute_reason_code: '10.4',
        dispute_reason: 'Visa: Other Fraud: Card-Absent Environment',
      });
      expect(recordProblems(data)).toEqual([]);
    }
    const posted = (await transactionPostbacks(t)).map((p) => [p.transaction_type, p.version]);
    expect(posted).toEqual([
      ['SALE', 1],
      ['FRAUD_ALERT', 1],
      ['CHARGEBACK', 1],
      ['CHARGEBACK_REVERSAL', 1],
    ]);
    const chargebacks = await list('transaction_type=CHARGEBACK');
    expect(chargebacks.statusCode, chargebacks.body).toBe(200);
    expect(chargebacks.json().data).toHaveLength(1);
    expect(chargebacks.json().data[0]).toMatchObject({
      transaction_type: 'CHARGEBACK',
      original_transaction_id: sale,
      dispute_reason_code: '10.4',
    });
    const all = (await list('limit=10'))
      .json()
      .data.map((d: { transaction_type: string }) => d.transaction_type);
    expect(all).toEqual(
      expect.arrayContaining(['SALE', 'FRAUD_ALERT', 'CHARGEBACK', 'CHARGEBACK_REVERSAL']),
    );
  });

  it('refuses with 409 naming the rule what the table does not allow', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    const reversal = await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL' });
    expect(reversal.statusCode).toBe(409);
    expect(errorOf(reversal).error_message).toContain(
      'a CHARGEBACK_REVERSAL follows a CHARGEBACK, once',
    );
    expect(errorOf(reversal).error_message).toContain('it has no dispute yet');
    expect((await disputeCall(t, sale, { kind: 'RDR_REVERSAL' })).statusCode).toBe(409);

    expect((await disputeCall(t, sale, { kind: 'CHARGEBACK' })).statusCode).toBe(200);
    const again = await disputeCall(t, sale, { kind: 'CHARGEBACK' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ error_code: 'INVALID_REQUEST' });
    expect(errorOf(again).error_message).toMatch(
      /one chargeback per transaction, .*; its last dispute is CHARGEBACK trx_/,
    );
    const rdr = await disputeCall(t, sale, { kind: 'RDR' });
    expect(rdr.statusCode).toBe(409);
    expect(errorOf(rdr).error_message).toContain(
      'it resolves a dispute before it becomes a chargeback',
    );
    const alert = await disputeCall(t, sale, { kind: 'FRAUD_ALERT' });
    expect(alert.statusCode).toBe(409);
    expect(errorOf(alert).error_message).toContain('a FRAUD_ALERT comes first');
    // Nothing refused was recorded.
    const types = (await transactionPostbacks(t)).map((p) => p.transaction_type);
    expect(types).toEqual(['SALE', 'CHARGEBACK']);
  });

  it('answers 404 for an unknown or another merchant transaction, 409 for one not settled', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    expect((await disputeCall(t, 'trx_unknown', { kind: 'CHARGEBACK' })).statusCode).toBe(404);
    const otherKey = 'sk_test_other_0123456789abcdef';
    await addMerchant(t.db, { merchantId: 'mer_other', apiKey: otherKey });
    const foreign = await disputeCall(t, sale, { kind: 'CHARGEBACK' }, otherKey);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).error_code).toBe('NOT_FOUND');
    const declined = await cardSale(t, { number: '4000000000000002' });
    const refused = await disputeCall(t, declined, { kind: 'CHARGEBACK' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error_message).toContain(
      'only a settled (SUCCESS) SALE or CAPTURE can be disputed',
    );
    const pending = await cardSale(t, { number: '4000000000000077' });
    expect((await disputeCall(t, pending, { kind: 'FRAUD_ALERT' })).statusCode).toBe(409);
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/transactions/${sale}/dispute`,
      payload: { kind: 'CHARGEBACK' },
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('checks amounts and reason codes, in the transaction currency, exactly', async () => {
    t = await createTestApp();
    const sale = await cardSale(t, { price: '1500', currency: 'JPY' });
    const tooMuch = await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '1501' });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message: 'amount must be at most 1500 JPY for a CHARGEBACK of this transaction',
    });
    const decimals = await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '10.5' });
    expect(errorOf(decimals).error_message).toBe(
      'amount must be a decimal amount with at most 0 decimals in JPY',
    );
    expect(
      errorOf(await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '0' })).error_message,
    ).toBe('amount must be greater than zero');
    const reason = await disputeCall(t, sale, { kind: 'CHARGEBACK', reason_code: '99.9' });
    expect(reason.statusCode).toBe(400);
    expect(errorOf(reason).error_message).toMatch(/^reason_code must be one of 10\.4, /);
    const unknownKind = await disputeCall(t, sale, { kind: 'REFUND' });
    expect(unknownKind.statusCode).toBe(400);

    const part = await disputeCall(t, sale, {
      kind: 'CHARGEBACK',
      amount: '1000',
      reason_code: '13.1',
    });
    expect(part.json().data).toMatchObject({
      transaction_amount: '1000',
      dispute_reason_code: '13.1',
      dispute_reason: 'Visa: Merchandise/Services Not Received',
    });
    const overReversal = await disputeCall(t, sale, {
      kind: 'CHARGEBACK_REVERSAL',
      amount: '1001',
    });
    expect(errorOf(overReversal).error_message).toBe(
      'amount must be at most 1000 JPY for a CHARGEBACK_REVERSAL of this transaction',
    );
    const reversed = await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL' });
    // A reversal keeps the reason of the chargeback it reverses.
    expect(reversed.json().data).toMatchObject({
      transaction_amount: '1000',
      dispute_reason_code: '13.1',
    });
  });

  it('gives a Mastercard card its network default reason', async () => {
    t = await createTestApp();
    const sale = await cardSale(t, { number: '5555555555554444' });
    const res = await disputeCall(t, sale, { kind: 'FRAUD_ALERT' });
    expect(res.json().data).toMatchObject({
      dispute_reason_code: '4837',
      dispute_reason: 'Mastercard: No Cardholder Authorization',
    });
  });

  it('lists the five kinds in the transaction type enum', () => {
    expect(DISPUTE_KINDS).toEqual([
      'FRAUD_ALERT',
      'CHARGEBACK',
      'CHARGEBACK_REVERSAL',
      'RDR',
      'RDR_REVERSAL',
    ]);
  });
});

describe('disputes and refunds', () => {
  it('refuses a refund after a chargeback with 2011, and allows it once the chargeback is reversed', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    await disputeCall(t, sale, { kind: 'CHARGEBACK' });
    const refused = await refundCall(t, { transaction_id: sale });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(errorOf(refused).error_message).toMatch(
      /^transaction_id must name a transaction that is not charged back; .*\(2011 transaction has already chargeback\)$/,
    );
    await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL' });
    const allowed = await refundCall(t, { transaction_id: sale, amount: '4.40' });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('counts the part of a chargeback not reversed against what is left to refund (2011 beyond it)', async () => {
    t = await createTestApp();
    const sale = await cardSale(t, { price: '19.99' });
    expect((await disputeCall(t, sale, { kind: 'CHARGEBACK' })).statusCode).toBe(200);
    const reversal = await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL', amount: '0.01' });
    expect(reversal.statusCode, reversal.body).toBe(200);
    // The network still holds 19.98 of the 19.99: only the cent it gave back may be refunded.
    const full = await refundCall(t, { transaction_id: sale, amount: '19.99' });
    expect(full.statusCode).toBe(400);
    expect(errorOf(full)).toEqual({
      error_code: 'INVALID_REQUEST_PARAMETER',
      error_message:
        'amount must be at most 0.01 EUR, what remains to refund of 19.99 EUR (0.00 EUR refunded so far, 19.98 EUR charged back and not reversed): the part of a chargeback not reversed is money the network has taken back already (2011 transaction has already chargeback)',
    });
    const rest = await refundCall(t, { transaction_id: sale });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.transaction_amount).toBe('0.01');
    const more = await refundCall(t, { transaction_id: sale, amount: '0.01' });
    expect(more.statusCode).toBe(400);
    expect(errorOf(more).error_message).toBe(
      'transaction_id must name a transaction with something left to refund; of 19.99 EUR, 0.01 EUR is refunded and 19.98 EUR charged back and not reversed: the part of a chargeback not reversed is money the network has taken back already (2011 transaction has already chargeback)',
    );
    const given = (await transactionPostbacks(t))
      .filter((p) => p.transaction_type === 'REFUND')
      .map((p) => p.transaction_amount);
    expect(given).toEqual(['0.01']);
  });

  it('adds refunds, RDRs in force and chargebacks not reversed, whatever their order', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    // An RDR of 10.00 undone, then a chargeback of 30.00 of which 12.00 comes back: 18.00 is held
    // by the network, so 16.40 of the 34.40 may still be refunded.
    await disputeCall(t, sale, { kind: 'RDR', amount: '10.00' });
    await disputeCall(t, sale, { kind: 'RDR_REVERSAL' });
    await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '30.00' });
    expect(
      (await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL', amount: '12.00' })).statusCode,
    ).toBe(200);
    expect((await refundCall(t, { transaction_id: sale, amount: '6.40' })).statusCode).toBe(200);
    const tooMuch = await refundCall(t, { transaction_id: sale, amount: '10.01' });
    expect(errorOf(tooMuch).error_message).toMatch(
      /^amount must be at most 10\.00 EUR, what remains to refund of 34\.40 EUR \(6\.40 EUR refunded so far, 18\.00 EUR charged back and not reversed\): .*\(2011 /,
    );
    const rest = await refundCall(t, { transaction_id: sale });
    expect(rest.json().data.transaction_amount).toBe('10.00');
  });

  it('never gives back more than was paid when refunds race a partly reversed chargeback', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '30.00' });
    await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL', amount: '10.00' });
    // 20.00 is held by the network: 14.40 may be refunded, so three refunds of 4.00 at most.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refundCall(t, { transaction_id: sale, amount: '4.00' })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    for (const res of refused) expect(errorOf(res).error_message).toContain('(2011 ');
  });

  it('counts an RDR as a refund until it is reversed', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    const rdr = await disputeCall(t, sale, { kind: 'RDR', amount: '10.00' });
    expect(rdr.json().data).toMatchObject({
      transaction_type: 'RDR',
      transaction_amount: '10.00',
      dispute_reason_code: '13.1',
    });
    const tooMuch = await refundCall(t, { transaction_id: sale, amount: '24.41' });
    expect(errorOf(tooMuch).error_message).toBe(
      'amount must be at most 24.40 EUR, what remains to refund of 34.40 EUR (10.00 EUR refunded so far)',
    );
    const partReversal = await disputeCall(t, sale, { kind: 'RDR_REVERSAL', amount: '5.00' });
    expect(errorOf(partReversal).error_message).toBe(
      'amount must be 10.00 EUR or left out: an RDR_REVERSAL undoes its RDR whole',
    );
    expect((await disputeCall(t, sale, { kind: 'RDR_REVERSAL' })).statusCode).toBe(200);
    const full = await refundCall(t, { transaction_id: sale });
    expect(full.json().data).toMatchObject({
      transaction_type: 'REFUND',
      transaction_amount: '34.40',
    });
  });

  it('never refunds more than was paid when refunds and an RDR race', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    const answers = await Promise.all([
      disputeCall(t, sale, { kind: 'RDR', amount: '10.00' }),
      ...Array.from({ length: 5 }, () => refundCall(t, { transaction_id: sale, amount: '10.00' })),
    ]);
    const done = answers.filter((res) => res.statusCode === 200).length;
    expect(done).toBe(3);
    const posted = await transactionPostbacks(t);
    const given = posted.filter(
      (p) => p.transaction_type === 'RDR' || p.transaction_type === 'REFUND',
    );
    expect(given.map((p) => p.transaction_amount)).toEqual(['10.00', '10.00', '10.00']);
  });

  it('refuses an RDR when nothing is left to refund, and says so of a chargeback after a full refund', async () => {
    t = await createTestApp();
    const sale = await cardSale(t);
    expect((await refundCall(t, { transaction_id: sale })).statusCode).toBe(200);
    const rdr = await disputeCall(t, sale, { kind: 'RDR' });
    expect(rdr.statusCode).toBe(409);
    expect(errorOf(rdr).error_message).toContain(
      'nothing is left to refund (34.40 EUR of 34.40 EUR refunded)',
    );
    const chargeback = await disputeCall(t, sale, { kind: 'CHARGEBACK' });
    expect(chargeback.statusCode).toBe(200);
    expect(chargeback.json().data.transaction_amount).toBe('34.40');
    expect(chargeback.json().data.transaction_details.processor_response_text).toContain(
      'the transaction was already refunded in full (34.40 EUR of 34.40 EUR)',
    );
  });
});
