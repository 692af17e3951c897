// One card-number detector for every free-text field that is stored or forwarded: the holder
// name on the form and the server, and the merchant's texts at checkout.
// A card number is 12 to 19 digits that pass the Luhn check and start with a card type's prefix
// (IIN range) at one of its lengths, however they are written: any
// Unicode decimal digits (full-width ４, Arabic-Indic ٤, …), split by spaces, dashes, dots or any
// other punctuation. Letters end a number.

import { hasCardShape } from './card-type.ts';

const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;

/**
 * The value 0–9 of a Unicode decimal digit. Unicode encodes every Nd digit in runs of ten from
 * 0 to 9 (a stability guarantee), so the value is the offset from the start of its run.
 */
export function digitValue(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

function luhnValid(digits: readonly number[]): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits[digits.length - 1 - i] ?? 0;
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * Groups of digits, in order, with a marker where a letter breaks the text: "4111 1111-1111.1111"
 * is one sequence of four groups; "Ann 4111 Bob 1111" two sequences.
 */
function digitSequences(text: string): number[][][] {
  const sequences: number[][][] = [];
  let groups: number[][] = [];
  let group: number[] = [];
  const endGroup = () => {
    if (group.length > 0) groups.push(group);
    group = [];
  };
  for (const char of text.normalize('NFKC')) {
    if (DIGIT.test(char)) {
      group.push(digitValue(char));
      continue;
    }
    endGroup();
    if (LETTER.test(char)) {
      if (groups.length > 0) sequences.push(groups);
      groups = [];
    }
  }
  endGroup();
  if (groups.length > 0) sequences.push(groups);
  return sequences;
}

/**
 * True when `text` holds a card number: consecutive digit groups (separated by anything but
 * letters) with 12–19 digits in all that pass Luhn. Groups are taken whole, so a number written
 * as "Qty 2, 4111 1111 1111 1111" is found while a long order reference is not cut at every digit.
 */
export function containsCardNumber(text: string): boolean {
  for (const groups of digitSequences(text)) {
    for (let first = 0; first < groups.length; first += 1) {
      let digits: number[] = [];
      for (let last = first; last < groups.length; last += 1) {
        digits = digits.concat(groups[last] ?? []);
        if (digits.length > MAX_DIGITS) break;
        if (digits.length >= MIN_DIGITS && luhnValid(digits) && hasCardShape(digits.join(''))) {
          return true;
        }
      }
    }
  }
  return false;
}

/** Every Unicode decimal digit in `text` after NFKC normalisation. */
export function countDigits(text: string): number {
  let count = 0;
  for (const char of text.normalize('NFKC')) if (DIGIT.test(char)) count += 1;
  return count;
}
