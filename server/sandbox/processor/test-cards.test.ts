import { describe, expect, it } from 'vitest';
import { detectScheme } from '../../../common/card/card-scheme.ts';
import { validateNumber } from '../../../common/card/validate-card.ts';
import { responseCode } from '../../contract/response-codes.ts';
import { binEntry } from './bin-table.ts';
import { TEST_CARDS, testCardFor } from './test-cards.ts';

// An independent Luhn check: card-validator skips it for UnionPay.
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('test cards', () => {
  it('are Luhn-valid numbers of the scheme they are listed under', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(validateNumber(card.number), card.number).toBeNull();
      expect(detectScheme(card.number), card.number).toBe(card.scheme);
    }
  });

  it('name codes of the spec, each number once', () => {
    for (const card of TEST_CARDS) expect(responseCode(card.code), card.number).toBeDefined();
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });

  it('hold the documented outcomes', () => {
    const codeOf = (pan: string): number | undefined => testCardFor(pan)?.code;
    for (const pan of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '3566002020360505',
      '6200000000000005',
      '6759649826438453',
      '36227206271667',
      '6521500000000006',
    ]) {
      expect(codeOf(pan), pan).toBe(1000);
    }
    expect(codeOf('4000000000000002')).toBe(2000);
    expect(codeOf('4000000000009995')).toBe(2004);
    expect(codeOf('4000000000000069')).toBe(2202);
    expect(codeOf('4000000000000127')).toBe(2101);
    expect(codeOf('4000000000000119')).toBe(2903);
    expect(codeOf('4000000000000077')).toBe(1200);
  });

  it('each have an entry in the BIN table', () => {
    for (const card of TEST_CARDS) expect(binEntry(card.number), card.number).toBeDefined();
    expect(binEntry('4111111111111111')).toBeUndefined();
  });

  it('are found whether or not the number is grouped', () => {
    expect(testCardFor('4000 0000 0000 9995')?.code).toBe(2004);
    expect(testCardFor('4111111111111111')).toBeUndefined();
  });
});
