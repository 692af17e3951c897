import { describe, expect, it } from 'vitest';
import { compareDecimalText, isDecimalText } from './decimal-order.ts';

describe('the order of decimal text', () => {
  it('compares by value, however the amount is written', () => {
    expect(compareDecimalText('10', '10.00')).toBe(0);
    expect(compareDecimalText('010.5', '10.50')).toBe(0);
    expect(compareDecimalText('0.5', '0.49')).toBe(1);
    expect(compareDecimalText('0.4', '0.49')).toBe(-1);
    expect(compareDecimalText('9.99', '10')).toBe(-1);
    expect(compareDecimalText('100', '99.999999999999999999')).toBe(1);
    expect(compareDecimalText('12.', '12')).toBe(0);
  });

  it('stays exact past what a float holds', () => {
    expect(compareDecimalText('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimalText('0.10000000000000000001', '0.1')).toBe(1);
  });

  it('refuses what is not decimal text', () => {
    expect(compareDecimalText('1e3', '1000')).toBeUndefined();
    expect(compareDecimalText('-1', '0')).toBeUndefined();
    expect(compareDecimalText('', '0')).toBeUndefined();
    expect(isDecimalText('.5')).toBe(false);
    expect(isDecimalText('12.50')).toBe(true);
  });
});
