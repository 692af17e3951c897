import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { createTestApp, openSession, payCard, TEST_API_KEY } from '../test-support/test-app.ts';
import type { ChargeRequest, PaymentCard, Processor } from './processor.ts';

// The processor is a port: the payment lifecycle decides with whatever processor it is given.
// Here a processor written in the test declines every card, including the sandbox's approving test
// card, and its answer is what the shopper, the transaction record and the postback show.

const RRN = '424242000001';

interface TestProcessor extends Processor {
  /** The cards it was asked to authorize. */
  readonly asked: PaymentCard[];
  /** What each of those charges was for. */
  readonly charges: ChargeRequest[];
}

function notInThisTest(): never {
  throw new Error('the test processor is not asked this');
}

function decliningProcessor(): TestProcessor {
  const asked: PaymentCard[] = [];
  const charges: ChargeRequest[] = [];
  return {
    asked,
    charges,
    name: 'Test Processor',
    ownResponseCode: (code) => `TP-${code}`,
    async authorize(card, charge) {
      asked.push(card);
      charges.push(charge);
      return { code: 2004, processorResponseText: 'Test processor: no funds today', rrn: RRN };
    },
    async authenticate() {
      return { kind: 'none' };
    },
    rebill: async () => notInThisTest(),
    challengeEnded: async () => notInThisTest(),
    saleAfterAuthentication: async () => notInThisTest(),
    refund: async () => notInThisTest(),
    openWallet: async () => notInThisTest(),
    walletTokenRule: 'must be a token this test processor can open: none',
    followUpText: () => notInThisTest(),
    reference: () => RRN,
    binFacts: () => ({ countryCode: 'NL', countryName: 'Netherlands', type: 'PREPAID' }),
    payout: async () => notInThisTest(),
    exchangeRate: (currency) => (currency === 'EUR' ? '1' : undefined),
  };
}

let t: TestApp;
afterEach(() => t?.app.close());

describe('a payment decided by the processor the app is given', () => {
  it("answers, records and posts back the test processor's decline of the sandbox's approving card", async () => {
    const processor = decliningProcessor();
    t = await createTestApp({}, {}, { processor });
    const token = await openSession(t);

    const answer = await payCard(t, token, { number: '4242424242424242' });

    expect(processor.asked).toEqual([
      { kind: 'typed', number: '4242424242424242', holderName: 'Ann Example' },
    ]);
    // The processor is told what the charge is for: it may answer by the amount.
    expect(processor.charges).toEqual([
      { amount: '34.40', currencyCode: 'EUR', now: expect.any(Date) },
    ]);
    expect(answer).toMatchObject({ outcome: 'RETRY', error: { error_code: 2004 } });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    const expected = {
      transaction_type: 'SALE',
      transaction_status: 'DECLINE',
      response_code: 2004,
      response_text: 'Insufficient funds',
      transaction_details: {
        processor: 'Test Processor',
        processor_response_text: 'Test processor: no funds today',
        processor_response_code: 'TP-2004',
        rrn: RRN,
        card_bin_country_code: 'NL',
        card_bin_country_name: 'Netherlands',
        card_bin_type: 'PREPAID',
      },
    };
    // One transaction, as the merchant's API lists it and as its postback carries it.
    expect(listed.json().data).toMatchObject([expected]);
    const rows = await t.db.query('SELECT payload FROM postback_outbox ORDER BY queued_seq');
    const postbacks = rows.map((row) => JSON.parse(String(row.payload)));
    expect(postbacks).toMatchObject([{ type: 'TRANSACTION', data: expected }]);
  });
});
