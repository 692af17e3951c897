import { describe, expect, it } from 'vitest';
import { formatExpiryInput, parseExpiry } from './expiry.ts';

describe('formatExpiryInput', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('12/')).toBe('12/');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('12 / 28')).toBe('12/28');
    expect(formatExpiryInput('122899')).toBe('12/28');
  });

  it('writes a one-digit month with two digits', () => {
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('042')).toBe('04/2');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('1/')).toBe('01/');
    expect(formatExpiryInput('1/2')).toBe('01/2');
    expect(formatExpiryInput('1/28')).toBe('01/28');
  });

  it('reads what autofill writes', () => {
    expect(formatExpiryInput('04/2028')).toBe('04/28');
    expect(formatExpiryInput('4/2028')).toBe('04/28');
    expect(formatExpiryInput('04 / 28')).toBe('04/28');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses other shapes', () => {
    expect(parseExpiry('4/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
    expect(parseExpiry('04/2029')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
