import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
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

describe('refundAmount', () => {
  it('refunds what remains when no amount is given, exactly', () => {
    expect(refundAmount(sale(), undefined, [])).toEqual({ minor: 3440n, amount: '34.40' });
    expect(refundAmount(sale(), undefined, ['0.01', '10.00'])).toEqual({
      minor: 2439n,
      amount: '24.39',
    });
    expect(refundAmount(sale(), '0.1', [])).toEqual({ minor: 10n, amount: '0.10' });
  });

  it('keeps 18-digit amounts exact (no floating point)', () => {
    const big = sale({ amount: '999999999999999999.99' });
    expect(refundAmount(big, '999999999999999999.98', [])).toEqual({
      minor: 99999999999999999998n,
      amount: '999999999999999999.98',
    });
    expect(refundAmount(big, undefined, ['999999999999999999.98'])).toEqual({
      minor: 1n,
      amount: '0.01',
    });
  });

  it('refuses more than remains, zero and too many decimals, naming amount', () => {
    expect(() => refundAmount(sale(), '34.41', [])).toThrow(
      'amount must be at most 34.40 EUR, what remains to refund of 34.40 EUR (0.00 EUR refunded so far)',
    );
    expect(() => refundAmount(sale(), '0', [])).toThrow('amount must be greater than zero');
    const yen = sale({ amount: '3440', currencyCode: 'JPY' });
    expect(() => refundAmount(yen, '1.5', [])).toThrow(
      'amount must have at most 0 decimals in JPY',
    );
    expect(refundAmount(yen, '1.00', [])).toEqual({ minor: 1n, amount: '1' });
  });

  it('takes partial refunds of cards and wallets only (2905 for the rest)', () => {
    expect(refundAmount(sale({ paymentMethod: 'GOOGLE_PAY' }), '1.00', []).amount).toBe('1.00');
    const pix = sale({ paymentMethod: 'PIX', currencyCode: 'BRL' });
    expect(() => refundAmount(pix, '1.00', [])).toThrow(
      'amount must be the full amount 34.40 BRL or left out: PIX payments are refunded in full only (2905',
    );
    expect(refundAmount(pix, '34.40', []).amount).toBe('34.40');
    expect(refundAmount(pix, undefined, []).amount).toBe('34.40');
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
