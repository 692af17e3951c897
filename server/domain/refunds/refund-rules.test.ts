import { describe, expect, it } from 'vitest';
import type { DisputeEntry } from '../ledger/dispute-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { refundBalance } from './refund-balance.ts';
import { checkRefundable, refundAmount } from './refund-rules.ts';

// The refund rules on their own: exact amounts at the edges of the amount format, and which
// transactions may be refunded. The API tests (refunds.test.ts) drive them through the route.

const now = new Date('2026-11-22T10:00:00.000Z');

function sale(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    transactionId: 'trx_1',
    version: 1,
    paymentId: 'pay_1',
    merchantId: 'mer_1',
    transactionType: 'SALE',
    status: 'SUCCESS',
    responseCode: 1000,
    responseMessage: 'Success',
    processorResponseText: 'Sandbox: approved',
    processorId: null,
    processorName: 'Kassa Sandbox',
    processorResponseCode: '00',
    cascadeAttempt: 0,
    hasBeenCascaded: false,
    binCountryCode: 'US',
    binCountryName: 'United States of America',
    binType: 'CREDIT',
    feeAmount: null,
    feeCurrencyCode: null,
    rebillFees: null,
    routing: null,
    rrn: '632610000000',
    amount: '34.40',
    taxAmount: null,
    currencyCode: 'EUR',
    baseAmount: '34.40',
    baseCurrencyCode: 'EUR',
    paymentMethod: 'CARD',
    details: {
      kind: 'card',
      scheme: 'VISA',
      bin: '424242',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Ann',
    },
    cofConsent: 'checkout_sale',
    paymentContext: {},
    products: [],
    settleAt: null,
    settleCode: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** refundAmount of `original` after the refunds `counted` and the disputes `history`. */
const amountOf = (
  original: TransactionRecord,
  requested: string | undefined,
  counted: string[],
  history: Pick<DisputeEntry, 'kind' | 'amount'>[] = [],
) => refundAmount(original, requested, refundBalance(original, history, counted));

describe('refundAmount', () => {
  it('refunds what remains when no amount is given, exactly', () => {
    expect(amountOf(sale(), undefined, [])).toEqual({ minor: 3440n, amount: '34.40' });
    expect(amountOf(sale(), undefined, ['0.01', '10.00'])).toEqual({
      minor: 2439n,
      amount: '24.39',
    });
    expect(amountOf(sale(), '0.1', [])).toEqual({ minor: 10n, amount: '0.10' });
  });

  it('keeps 18-digit amounts exact (no floating point)', () => {
    const big = sale({ amount: '999999999999999999.99' });
    expect(amountOf(big, '999999999999999999.98', [])).toEqual({
      minor: 99999999999999999998n,
      amount: '999999999999999999.98',
    });
    expect(amountOf(big, undefined, ['999999999999999999.98'])).toEqual({
      minor: 1n,
      amount: '0.01',
    });
  });

  it('refuses more than remains, zero and too many decimals, naming amount', () => {
    expect(() => amountOf(sale(), '34.41', [])).toThrow(
      'amount must be at most 34.40 EUR, what remains to refund of 34.40 EUR (0.00 EUR refunded so far)',
    );
    expect(() => amountOf(sale(), '0', [])).toThrow('amount must be greater than zero');
    const yen = sale({ amount: '3440', currencyCode: 'JPY' });
    expect(() => amountOf(yen, '1.5', [])).toThrow('amount must have at most 0 decimals in JPY');
    expect(amountOf(yen, '1.00', [])).toEqual({ minor: 1n, amount: '1' });
  });

  it('takes partial refunds of cards and wallets only (2905 for the rest)', () => {
    expect(amountOf(sale({ paymentMethod: 'GOOGLE_PAY' }), '1.00', []).amount).toBe('1.00');
    const pix = sale({ paymentMethod: 'PIX', currencyCode: 'BRL' });
    expect(() => amountOf(pix, '1.00', [])).toThrow(
      'amount must be the full amount 34.40 BRL or left out: PIX payments are refunded in full only (2905',
    );
    expect(amountOf(pix, '34.40', []).amount).toBe('34.40');
    expect(amountOf(pix, undefined, []).amount).toBe('34.40');
  });
});

describe('refundBalance', () => {
  type History = Pick<DisputeEntry, 'kind' | 'amount'>[];
  const cases: [string, string, string[], History, string][] = [
    ['nothing yet', '19.99', [], [], '19.99'],
    [
      'a full chargeback reversed by a cent',
      '19.99',
      [],
      [
        { kind: 'CHARGEBACK', amount: '19.99' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '0.01' },
      ],
      '0.01',
    ],
    [
      'a chargeback reversed whole',
      '34.40',
      ['4.40'],
      [
        { kind: 'FRAUD_ALERT', amount: '34.40' },
        { kind: 'CHARGEBACK', amount: '20.00' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '20.00' },
      ],
      '30.00',
    ],
    ['an RDR in force', '34.40', [], [{ kind: 'RDR', amount: '10.00' }], '24.40'],
    [
      'an RDR reversed, then a chargeback partly reversed',
      '34.40',
      ['1.00'],
      [
        { kind: 'RDR', amount: '10.00' },
        { kind: 'RDR_REVERSAL', amount: '10.00' },
        { kind: 'CHARGEBACK', amount: '30.00' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '12.00' },
      ],
      '15.40',
    ],
    [
      'several chargebacks and reversals net out',
      '100.00',
      [],
      [
        { kind: 'CHARGEBACK', amount: '40.00' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '40.00' },
        { kind: 'CHARGEBACK', amount: '50.00' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '5.00' },
      ],
      '55.00',
    ],
    [
      'a chargeback after a partial refund: never below zero',
      '34.40',
      ['30.00'],
      [
        { kind: 'CHARGEBACK', amount: '34.40' },
        { kind: 'CHARGEBACK_REVERSAL', amount: '0.01' },
      ],
      '0.00',
    ],
  ];
  it.each(cases)('leaves what may be refunded after %s', (_, amount, counted, history, left) => {
    const balance = refundBalance(sale({ amount }), history, counted);
    expect(balance.show(balance.remaining)).toBe(`${left} EUR`);
  });
});

describe('refundAmount after a chargeback partly reversed', () => {
  const held: Pick<DisputeEntry, 'kind' | 'amount'>[] = [
    { kind: 'CHARGEBACK', amount: '19.99' },
    { kind: 'CHARGEBACK_REVERSAL', amount: '0.01' },
  ];
  const small = sale({ amount: '19.99' });

  it('refunds only the part given back, and refuses more with 2011', () => {
    expect(amountOf(small, undefined, [], held)).toEqual({ minor: 1n, amount: '0.01' });
    expect(() => amountOf(small, '19.99', [], held)).toThrow(
      'amount must be at most 0.01 EUR, what remains to refund of 19.99 EUR (0.00 EUR refunded so far, 19.98 EUR charged back and not reversed): the part of a chargeback not reversed is money the network has taken back already (2011 transaction has already chargeback)',
    );
    expect(() => amountOf(small, undefined, ['0.01'], held)).toThrow(
      'transaction_id must name a transaction with something left to refund; of 19.99 EUR, 0.01 EUR is refunded and 19.98 EUR charged back and not reversed: the part of a chargeback not reversed is money the network has taken back already (2011 transaction has already chargeback)',
    );
  });
});

describe('checkRefundable', () => {
  it('takes a successful SALE and refuses every other type or status', () => {
    expect(() => checkRefundable(sale())).not.toThrow();
    expect(() => checkRefundable(sale({ transactionType: 'VOID' }))).toThrow(
      'this one is of type VOID (2905 Refund is not supported for this method or transaction type)',
    );
    expect(() => checkRefundable(sale({ status: 'PENDING' }))).toThrow('this one is PENDING');
    expect(() =>
      checkRefundable(
        sale({ status: 'ERROR', responseCode: 2903, responseMessage: 'Processor malfunction' }),
      ),
    ).toThrow('this one is ERROR 2903 (Processor malfunction): nothing was paid');
  });
});
