import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../../sandbox/processor/exchange-rates.ts';
import { baseAmountOf } from './base-amount.ts';

// The conversion to the base currency on its own: exact decimal arithmetic, one rounding, half up
// to the base currency's minor unit, never a float.

describe('baseAmountOf', () => {
  it.each([
    ['34.40', 'EUR', 'EUR', '34.40'],
    ['120.500000', 'USDT', 'EUR', '111.57'],
    ['50000', 'KRW', 'EUR', '33.33'],
    ['0.00012345', 'BTC', 'EUR', '10.29'],
    ['34.40', 'EUR', 'USD', '37.15'],
    ['310.00', 'EUR', 'KRW', '465000'],
    ['10.80', 'USD', 'EUR', '10.00'],
    // Across two rates: 100 GBP = 117.647… EUR = 127.058… USD, rounded once at the end.
    ['100.00', 'GBP', 'USD', '127.06'],
    // 0.000000000000000001 ETH is far below a cent: 0.00.
    ['0.000000000000000001', 'ETH', 'EUR', '0.00'],
  ])('%s %s is %s %s… %s', (amount, currency, base, expected) => {
    expect(baseAmountOf(amount, currency, base, exchangeRate)).toBe(expected);
  });

  it('rounds half up, once: 2.00 HUF is exactly 0.005 EUR → 0.01; 1.99 HUF → 0.00', () => {
    expect(baseAmountOf('2.00', 'HUF', 'EUR', exchangeRate)).toBe('0.01');
    expect(baseAmountOf('1.99', 'HUF', 'EUR', exchangeRate)).toBe('0.00');
    // A float would say 0.1 + 0.2 ≠ 0.3; the conversion never meets one.
    expect(baseAmountOf('0.30', 'EUR', 'EUR', exchangeRate)).toBe('0.30');
  });

  it('has no answer for a currency without a rate, or a result beyond 18 digits', () => {
    expect(baseAmountOf('100', 'ISK', 'EUR', exchangeRate)).toBeUndefined();
    expect(baseAmountOf('100.00', 'EUR', 'ISK', exchangeRate)).toBeUndefined();
    expect(baseAmountOf('999999999999999999', 'BTC', 'EUR', exchangeRate)).toBeUndefined();
    expect(baseAmountOf('999999999999999999', 'KRW', 'EUR', exchangeRate)).toBe(
      '666666666666666.67',
    );
  });
});
