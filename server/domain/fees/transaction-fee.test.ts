import { describe, expect, it } from 'vitest';
import type { FeeLine } from '../routing/processor-profile.ts';
import { feeKindOf } from './fee-kind.ts';
import { type FeeQuery, feeFor, feeLineFor, transactionFee } from './transaction-fee.ts';

// Units of each currency one euro buys, as the sandbox's table writes them; KWD and BHD are here
// for their three minor digits (the sandbox's table has neither).
const RATES: Record<string, string> = {
  EUR: '1',
  USD: '1.08',
  JPY: '165',
  KRW: '1500',
  VND: '27500',
  KWD: '0.33',
  BHD: '0.41',
};
const rates = (currency: string): string | undefined => RATES[currency];
const noRates = (): undefined => undefined;

const line = (fields: Partial<FeeLine>): FeeLine => ({
  percentage: '0',
  fixed: '0',
  currency_code: 'EUR',
  ...fields,
});

const card = (amount: string, currencyCode: string): FeeQuery => ({
  method: 'CARD',
  kind: 'PAYMENT',
  amount,
  currencyCode,
});

describe('feeLineFor: the most specific line wins', () => {
  const everything = line({ fixed: '0.01' });
  const refunds = line({ transaction_kind: 'REFUND', fixed: '0.02' });
  const cards = line({ method: 'CARD', fixed: '0.03' });
  const cardRefunds = line({ method: 'CARD', transaction_kind: 'REFUND', fixed: '0.04' });
  const schedule = [everything, refunds, cards, cardRefunds];

  it('takes method and kind over method, method over kind, kind over neither, in any order', () => {
    for (const order of [schedule, [...schedule].reverse()]) {
      expect(feeLineFor(order, 'CARD', 'REFUND')).toBe(cardRefunds);
      expect(feeLineFor(order, 'CARD', 'PAYMENT')).toBe(cards);
      expect(feeLineFor(order, 'SEPA', 'REFUND')).toBe(refunds);
      expect(feeLineFor(order, 'SEPA', 'PAYOUT')).toBe(everything);
    }
  });

  it('never applies a line naming another method or kind', () => {
    expect(feeLineFor([cards, refunds], 'SEPA', 'PAYMENT')).toBeUndefined();
    expect(feeLineFor([cardRefunds], 'CARD', 'PAYMENT')).toBeUndefined();
    expect(feeLineFor([], 'CARD', 'PAYMENT')).toBeUndefined();
  });

  it('keeps the first of equally specific lines', () => {
    const first = line({ method: 'CARD', fixed: '0.10' });
    const second = line({ method: 'CARD', fixed: '0.20' });
    expect(feeLineFor([first, second], 'CARD', 'PAYMENT')).toBe(first);
    expect(feeLineFor([second, first], 'CARD', 'PAYMENT')).toBe(second);
  });
});

describe('feeFor', () => {
  it('is zero in the transaction’s currency and decimals without a schedule or a line', () => {
    expect(feeFor([], card('10.00', 'EUR'), rates)).toEqual({
      amount: '0.00',
      currency_code: 'EUR',
    });
    expect(feeFor([], card('1000', 'JPY'), rates)).toEqual({ amount: '0', currency_code: 'JPY' });
    expect(feeFor([], card('1000', 'KRW'), rates)).toEqual({ amount: '0', currency_code: 'KRW' });
    const sepaOnly = [line({ method: 'SEPA', percentage: '1' })];
    expect(feeFor(sepaOnly, card('10.00', 'USD'), rates)).toEqual({
      amount: '0.00',
      currency_code: 'USD',
    });
  });

  it('adds the percentage of the amount and the fixed part', () => {
    const schedule = [line({ percentage: '2.9', fixed: '0.30' })];
    // 2.9 % of 10.00 = 0.29, + 0.30.
    expect(feeFor(schedule, card('10.00', 'EUR'), rates)).toEqual({
      amount: '0.59',
      currency_code: 'EUR',
    });
    // A zero-amount card verification pays the fixed part.
    expect(feeFor(schedule, card('0.00', 'EUR'), rates).amount).toBe('0.30');
    // Percentages with four decimals: 0.0125 % of 10 000.00 = 1.25.
    const fine = [line({ percentage: '0.0125' })];
    expect(feeFor(fine, card('10000.00', 'EUR'), rates).amount).toBe('1.25');
  });

  it('rounds half up at half a minor unit, and not below it', () => {
    const onePercent = [line({ percentage: '1' })];
    // 1 % of 0.50 = 0.005 → 0.01; of 0.49 = 0.0049 → 0.00; of 1.50 = 0.015 → 0.02.
    expect(feeFor(onePercent, card('0.50', 'EUR'), rates).amount).toBe('0.01');
    expect(feeFor(onePercent, card('0.49', 'EUR'), rates).amount).toBe('0.00');
    expect(feeFor(onePercent, card('1.50', 'EUR'), rates).amount).toBe('0.02');
    // The fixed part counts before rounding: 0.0049 + 0.0001 reaches the half.
    const withFixed = [line({ percentage: '1', fixed: '0.0001' })];
    expect(feeFor(withFixed, card('0.49', 'EUR'), rates).amount).toBe('0.01');
  });

  it('rounds to whole units in zero-decimal currencies (JPY, KRW)', () => {
    // 5 % of 1010 JPY = 50.5 → 51; 2.5 % = 25.25 → 25.
    expect(
      feeFor([line({ percentage: '5', currency_code: 'JPY' })], card('1010', 'JPY'), rates),
    ).toEqual({ amount: '51', currency_code: 'JPY' });
    expect(
      feeFor([line({ percentage: '2.5', currency_code: 'JPY' })], card('1010', 'JPY'), rates),
    ).toEqual({ amount: '25', currency_code: 'JPY' });
    // 0.05 % of 1000 KRW = 0.5 → 1; 0.0499 % = 0.499 → 0.
    const krw = (percentage: string) => [line({ percentage, currency_code: 'KRW' })];
    expect(feeFor(krw('0.05'), card('1000', 'KRW'), rates).amount).toBe('1');
    expect(feeFor(krw('0.0499'), card('1000', 'KRW'), rates).amount).toBe('0');
  });

  it('charges three-decimal currencies (KWD, BHD) in the two decimals amounts carry', () => {
    // 1 % of 10.50 KWD = 0.105 → 0.11, as transaction_fee_amount's format allows two decimals.
    expect(
      feeFor([line({ percentage: '1', currency_code: 'KWD' })], card('10.50', 'KWD'), rates),
    ).toEqual({ amount: '0.11', currency_code: 'KWD' });
    // 1 % of 10.00 EUR in BHD: 4.10 BHD → 0.041 → 0.04.
    expect(
      feeFor([line({ percentage: '1', currency_code: 'BHD' })], card('10.00', 'EUR'), rates),
    ).toEqual({ amount: '0.04', currency_code: 'BHD' });
  });

  it('converts the amount into the line’s currency and rounds once, at the end', () => {
    const eur = [line({ percentage: '2.9', fixed: '0.30', currency_code: 'EUR' })];
    // 108.00 USD is 100.00 EUR: 2.90 + 0.30.
    expect(feeFor(eur, card('108.00', 'USD'), rates)).toEqual({
      amount: '3.20',
      currency_code: 'EUR',
    });
    // 10.00 EUR is 1650 JPY: 1 % is 16.5 → 17 JPY.
    const jpy = [line({ percentage: '1', currency_code: 'JPY' })];
    expect(feeFor(jpy, card('10.00', 'EUR'), rates)).toEqual({
      amount: '17',
      currency_code: 'JPY',
    });
    // 50 % of 0.01 USD is 0.00463 EUR → 0.00; converting first (0.01 EUR) and then taking the
    // percentage (0.005 → 0.01) would round twice and charge a cent.
    const half = [line({ percentage: '50', currency_code: 'EUR' })];
    expect(feeFor(half, card('0.01', 'USD'), rates).amount).toBe('0.00');
  });

  it('needs no rate when the line is in the transaction’s currency', () => {
    const schedule = [line({ percentage: '1', fixed: '0.25', currency_code: 'USD' })];
    expect(feeFor(schedule, card('100.00', 'USD'), noRates)).toEqual({
      amount: '1.25',
      currency_code: 'USD',
    });
  });

  it('charges the percentage alone in the transaction’s currency when a currency has no rate', () => {
    const eur = [line({ percentage: '2', fixed: '0.30', currency_code: 'EUR' })];
    // No rate for CHF here: 2 % of 10.00 CHF, and the 0.30 EUR cannot be converted.
    expect(feeFor(eur, card('10.00', 'CHF'), rates)).toEqual({
      amount: '0.20',
      currency_code: 'CHF',
    });
    const chf = [line({ percentage: '2', fixed: '0.30', currency_code: 'CHF' })];
    expect(feeFor(chf, card('10.00', 'EUR'), rates)).toEqual({
      amount: '0.20',
      currency_code: 'EUR',
    });
  });

  it('falls back to the transaction’s currency when the converted fee exceeds the amount format', () => {
    const vnd = [line({ percentage: '100', currency_code: 'VND' })];
    // 10^17 EUR is 2.75 × 10^21 VND, more than 18 digits.
    expect(feeFor(vnd, card('100000000000000000.00', 'EUR'), rates)).toEqual({
      amount: '100000000000000000.00',
      currency_code: 'EUR',
    });
  });

  it('refuses a schedule line that is not decimal text', () => {
    expect(() => feeFor([line({ percentage: '2,9' })], card('1.00', 'EUR'), rates)).toThrow(
      /percentage/,
    );
  });
});

describe('feeKindOf and transactionFee: each record charged by its own kind', () => {
  const schedule = [
    line({ transaction_kind: 'PAYMENT', fixed: '0.10' }),
    line({ transaction_kind: 'REBILL', fixed: '0.20' }),
    line({ transaction_kind: 'REFUND', fixed: '0.30' }),
    line({ transaction_kind: 'PAYOUT', fixed: '0.40' }),
  ];
  const record = {
    method: 'CARD',
    amount: '10.00',
    currencyCode: 'EUR',
    status: 'SUCCESS',
    rebill: false,
  } as const;

  it('charges a first payment, a rebill, a refund and a payout by their lines', () => {
    expect(transactionFee(schedule, { ...record, transactionType: 'SALE' }, rates).amount).toBe(
      '0.10',
    );
    expect(
      transactionFee(schedule, { ...record, transactionType: 'AUTHORIZE' }, rates).amount,
    ).toBe('0.10');
    const rebill = { ...record, transactionType: 'SALE', rebill: true } as const;
    expect(transactionFee(schedule, rebill, rates).amount).toBe('0.20');
    expect(transactionFee(schedule, { ...record, transactionType: 'REFUND' }, rates).amount).toBe(
      '0.30',
    );
    const payout = { ...record, transactionType: 'PAYOUT' } as const;
    expect(transactionFee(schedule, payout, rates).amount).toBe('0.40');
  });

  it('charges nothing for a decline, a capture, a void or a dispute record', () => {
    const zero = { amount: '0.00', currency_code: 'EUR' };
    for (const transactionType of ['CAPTURE', 'VOID', 'CHARGEBACK', 'THREE_DS'] as const) {
      expect(transactionFee(schedule, { ...record, transactionType }, rates)).toEqual(zero);
    }
    for (const status of ['DECLINE', 'ERROR', 'PENDING'] as const) {
      expect(
        transactionFee(schedule, { ...record, transactionType: 'SALE', status }, rates),
      ).toEqual(zero);
    }
  });

  it('names the kinds an MIT sale and a card verification are charged as', () => {
    expect(feeKindOf({ transactionType: 'SALE', status: 'SUCCESS', rebill: false })).toBe(
      'PAYMENT',
    );
    expect(feeKindOf({ transactionType: 'TOKEN', status: 'SUCCESS', rebill: false })).toBe(
      'PAYMENT',
    );
  });
});
