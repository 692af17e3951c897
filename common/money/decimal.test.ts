import { describe, expect, it } from 'vitest';
import { amountFractionDigits, currencyFractionDigits, isKnownCurrency } from './currency.ts';
import {
  fitsAmountFormat,
  fromMinorUnits,
  mulDivRound,
  sumMinorUnits,
  toMinorUnits,
} from './decimal.ts';
import { formatMoney, toLocale } from './format.ts';

describe('toMinorUnits', () => {
  it('reads decimal strings exactly', () => {
    expect(toMinorUnits('12.5', 2)).toBe(1250n);
    expect(toMinorUnits('0.10', 2)).toBe(10n);
    expect(toMinorUnits('999999999999999999.99', 2)).toBe(99999999999999999999n);
    expect(toMinorUnits('100', 0)).toBe(100n);
    expect(toMinorUnits('100.00', 0)).toBe(100n);
  });

  it('refuses what is not an amount or is finer than the currency', () => {
    expect(toMinorUnits('1.5', 0)).toBeNull();
    expect(toMinorUnits('1.234', 2)).toBeNull();
    expect(toMinorUnits('-1', 2)).toBeNull();
    expect(toMinorUnits('1e3', 2)).toBeNull();
    expect(toMinorUnits('', 2)).toBeNull();
    expect(toMinorUnits('1.', 2)).toBeNull();
  });
});

describe('arithmetic', () => {
  it('adds without float error where floats fail', () => {
    const total = sumMinorUnits([toMinorUnits('0.1', 2) ?? 0n, toMinorUnits('0.2', 2) ?? 0n]);
    expect(fromMinorUnits(total, 2)).toBe('0.30');
  });

  it('formats minor units back to strings', () => {
    expect(fromMinorUnits(5n, 2)).toBe('0.05');
    expect(fromMinorUnits(123456n, 3)).toBe('123.456');
    expect(fromMinorUnits(42n, 0)).toBe('42');
    expect(fromMinorUnits(-5n, 2)).toBe('-0.05');
  });

  it('rounds half away from zero in mulDivRound', () => {
    expect(mulDivRound(1000n, 20n, 120n)).toBe(167n); // 166.67 → 167
    expect(mulDivRound(5n, 1n, 2n)).toBe(3n);
    expect(mulDivRound(-5n, 1n, 2n)).toBe(-3n);
    expect(() => mulDivRound(1n, 1n, 0n)).toThrow(RangeError);
  });
});

describe('currency', () => {
  it('knows ISO 4217 codes and their decimals', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('eur')).toBe(false);
    expect(currencyFractionDigits('EUR')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
  });

  it('carries amounts with at most the 2 decimals of the amount format', () => {
    for (const code of ['KWD', 'BHD', 'JOD', 'OMR', 'TND'])
      expect(amountFractionDigits(code)).toBe(2);
    expect(amountFractionDigits('EUR')).toBe(2);
    expect(amountFractionDigits('JPY')).toBe(0);
  });

  it('knows the largest amount the format holds', () => {
    expect(fitsAmountFormat(99999999999999999999n, 2)).toBe(true);
    expect(fitsAmountFormat(100000000000000000000n, 2)).toBe(false);
    expect(fitsAmountFormat(999999999999999999n, 0)).toBe(true);
    expect(fitsAmountFormat(1000000000000000000n, 0)).toBe(false);
    expect(fitsAmountFormat(-1n, 2)).toBe(false);
  });

  it('formats for people in their language', () => {
    expect(formatMoney(1250n, 'USD', 'en-us')).toBe('$12.50');
    expect(formatMoney(1250n, 'EUR', 'de-de')).toMatch(/^12,50\s€$/);
    expect(formatMoney(1500n, 'JPY', 'ja-jp')).toMatch(/1,500/);
    expect(formatMoney(99999999999999999999n, 'USD', 'en-us')).toBe('$999,999,999,999,999,999.99');
    expect(toLocale('bogus')).toBe('en');
    // Amounts arrive with 2 decimals; display uses the currency's 3.
    expect(formatMoney(1050n, 'KWD', 'en-us')).toMatch(/^KWD\s10\.500$/);
    expect(formatMoney(1050n, 'BHD', 'en-us')).toMatch(/^BHD\s10\.500$/);
  });
});
