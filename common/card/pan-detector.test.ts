import { describe, expect, it } from 'vitest';
import { containsCardNumber, countDigits, digitValue } from './pan-detector.ts';

const fullWidth = (ascii: string) =>
  ascii.replace(/\d/g, (d) => String.fromCodePoint(0xff10 + Number(d)));
const arabicIndic = (ascii: string) =>
  ascii.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));

describe('containsCardNumber', () => {
  it.each([
    ['4111111111111111'],
    ['Ann 4111 1111 1111 1111'],
    ['4111-1111-1111-1111'],
    ['4111.1111.1111.1111'],
    ['4111/1111_1111\u00a01111'],
    ['4111 — 1111 • 1111 · 1111'],
    ['378282246310005'], // Amex, 15 digits
    ['3622 720627 1667'], // Diners, 14 digits
    ['Qty 2, 4111 1111 1111 1111'],
    [`Ann ${fullWidth('4111111111111111')}`],
    [arabicIndic('4111 1111 1111 1111')],
    ['4\u03011\u030111111111111111'], // combining marks between digits
    ['𝟒𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏'], // mathematical bold digits
  ])('finds the card number in %j', (text) => {
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    ['4111111111111112'], // 16 digits that fail Luhn
    ['41111111111'], // 11 digits
    ['FORCE 2903'],
    ['order-1001'],
    ['Ann Example'],
    ['4111 1111 Ann 1111 1111'], // letters end a number
    ['41111111111111110'], // 17 digits whole, failing Luhn: not cut into windows
    ['order-1795430000004'], // a millisecond timestamp that happens to pass Luhn: no card prefix
    ['1234 5678 9012 3452'], // Luhn-valid, but no card type starts with 1
    [''],
  ])('accepts %j', (text) => {
    expect(containsCardNumber(text)).toBe(false);
  });
});

describe('digits of any script', () => {
  it('reads the value of every decimal digit', () => {
    expect(digitValue('7')).toBe(7);
    expect(digitValue('٧')).toBe(7); // Arabic-Indic
    expect(digitValue('७')).toBe(7); // Devanagari
    expect(digitValue('𝟕')).toBe(7); // mathematical bold, a run after other runs
    expect(digitValue('𝟽')).toBe(7); // mathematical monospace
  });

  it('counts digits after NFKC', () => {
    expect(countDigits('FORCE 2903')).toBe(4);
    expect(countDigits(fullWidth('Ann 12345'))).toBe(5);
    expect(countDigits(arabicIndic('12'))).toBe(2);
  });
});
