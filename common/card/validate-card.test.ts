import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD_NUMBERS } from '../sandbox/sample-numbers.ts';
import {
  validateCard,
  validateExpiry,
  validateHolderName,
  validateNumber,
  validateSecurityCode,
} from './validate-card.ts';

const now = new Date('2026-05-15T12:00:00Z');

describe('validateNumber', () => {
  it('accepts Luhn-valid numbers of a known length', () => {
    expect(validateNumber('4242424242424242')).toBeNull();
    expect(validateNumber('378282246310005')).toBeNull();
  });

  it('refuses a wrong check digit, a wrong length, and non-digits', () => {
    expect(validateNumber('4242424242424241')).toBe('invalid');
    // A start of a Visa number: more digits could make it valid.
    expect(validateNumber('424242424242')).toBe('incomplete');
    expect(validateNumber('37828224631000')).toBe('incomplete');
    expect(validateNumber('4242 4242 4242 4242')).toBe('invalid');
    expect(validateNumber('')).toBe('required');
  });
});

describe('validateExpiry', () => {
  it('accepts this month and later', () => {
    expect(validateExpiry(5, 2026, now)).toBeNull();
    expect(validateExpiry(1, 2040, now)).toBeNull();
  });

  it('refuses past months, impossible months and the far future', () => {
    expect(validateExpiry(4, 2026, now)).toBe('expired');
    expect(validateExpiry(12, 2025, now)).toBe('expired');
    expect(validateExpiry(13, 2027, now)).toBe('invalid_month');
    expect(validateExpiry(0, 2027, now)).toBe('invalid_month');
    expect(validateExpiry(6, 2046, now)).toBe('too_far');
  });

  it('judges the month in UTC', () => {
    expect(validateExpiry(5, 2026, new Date('2026-05-31T23:30:00-05:00'))).toBe('expired');
  });
});

describe('validateSecurityCode', () => {
  it('wants 3 digits, 4 for American Express', () => {
    expect(validateSecurityCode('123', '4242424242424242')).toBeNull();
    expect(validateSecurityCode('1234', '4242424242424242')).toBe('invalid');
    expect(validateSecurityCode('1234', '378282246310005')).toBeNull();
    expect(validateSecurityCode('123', '378282246310005')).toBe('incomplete');
    expect(validateSecurityCode('12a', '4242424242424242')).toBe('invalid');
    expect(validateSecurityCode('', '4242424242424242')).toBe('required');
  });
});

describe('validateHolderName', () => {
  it("accepts letters, spaces and . ' -", () => {
    expect(validateHolderName("J. O'Neil-Smith")).toBeNull();
    expect(validateHolderName('Zoë Ørsted')).toBeNull();
    // The sandbox's magic names carry a response code.
    expect(validateHolderName('FORCE 2004')).toBeNull();
  });

  it('refuses a card number in any digits, and counts digits of every script', () => {
    expect(validateHolderName('Ann ４１１１１１１１１１１１１１１１')).toBe('card_number');
    expect(validateHolderName('Ann ٤١١١ ١١١١ ١١١١ ١١١١')).toBe('card_number');
    // Not a card number (Luhn fails), but more than 4 digits all the same.
    expect(validateHolderName('Ann ４１１１１１１１１１１１１１１２')).toBe('invalid');
    expect(validateHolderName('Ann ١٢٣٤٥')).toBe('invalid');
    expect(validateHolderName('FORCE ２９０３')).toBeNull();
  });

  it('refuses empty, too long and other characters', () => {
    expect(validateHolderName('   ')).toBe('required');
    expect(validateHolderName('A'.repeat(65))).toBe('too_long');
    expect(validateHolderName('A'.repeat(64))).toBeNull();
    expect(validateHolderName('4242 4242')).toBe('invalid');
    expect(validateHolderName('Ann 4242 4242 4242 4242')).toBe('card_number');
    expect(validateHolderName('1234')).toBe('invalid');
    expect(validateHolderName('Ann <script>')).toBe('invalid');
  });
});

describe('validateCard', () => {
  it('returns no errors for a good card', () => {
    const input = {
      number: SAMPLE_CARD_NUMBERS.Maestro,
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      holder_name: 'Ada Lovelace',
    };
    expect(validateCard(input, now)).toEqual({});
  });

  it('names every bad field', () => {
    const input = {
      number: '4242424242424241',
      expiry_month: 1,
      expiry_year: 2020,
      security_code: '12',
      holder_name: '',
    };
    expect(validateCard(input, now, { holderNameRequired: true })).toEqual({
      number: 'invalid',
      expiry: 'expired',
      security_code: 'incomplete',
      holder_name: 'required',
    });
    // Optional unless the merchant requires it; checked whenever given.
    expect(validateCard(input, now)).not.toHaveProperty('holder_name');
    expect(validateCard({ ...input, holder_name: '4242424242424242' }, now)).toHaveProperty(
      'holder_name',
      'card_number',
    );
  });
});
