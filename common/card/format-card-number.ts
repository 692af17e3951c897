import { cardTypeOf } from './card-type.ts';

const DEFAULT_GAPS = [4, 8, 12] as const;
const MAX_DIGITS = 19;

/** Digits of what the shopper typed or pasted ("4242 4242-42" → "42424242"). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The number grouped as the card prints it, cut at the longest length of its type:
 * 4-4-4-4, American Express 4-6-5, Diners (14 digits) 4-6-4.
 */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input);
  const card = cardTypeOf(digits);
  const gaps: readonly number[] = card?.gaps ?? DEFAULT_GAPS;
  const maxLength = card ? Math.max(...card.lengths) : MAX_DIGITS;
  const kept = digits.slice(0, maxLength);
  let formatted = '';
  for (let index = 0; index < kept.length; index++) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += kept[index];
  }
  return formatted;
}

/**
 * Where the caret goes in `formatted` so that `digitsBefore` digits stay on its left: reformatting
 * while the shopper edits the middle of the number must not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
