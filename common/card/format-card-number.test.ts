import { describe, expect, it } from 'vitest';
import { cardDigits, caretAfterDigits, formatCardNumber } from './format-card-number.ts';

describe('formatCardNumber', () => {
  it('groups as the card prints it', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('6521500000000006')).toBe('6521 5000 0000 0006');
  });

  it('groups as typed and reformats pasted separators', () => {
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('3782-8224')).toBe('3782 8224');
    expect(formatCardNumber('4242 4242 4242 4242 ')).toBe('4242 4242 4242 4242');
  });

  it('stops at the longest length of the scheme', () => {
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('55555555555544441')).toBe('5555 5555 5555 4444');
  });
});

describe('cardDigits', () => {
  it('keeps digits only', () => {
    expect(cardDigits(' 4242-4242 42a')).toBe('4242424242');
  });
});

describe('caretAfterDigits', () => {
  it('places the caret after the same number of digits', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});
