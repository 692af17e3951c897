// Card field rules shared by the form and the server (which re-validates every card): pure
// functions of the input and the current time, no DOM.
import type { CardInput } from '../contract/session-api.ts';
import { securityCodeLength, toCardScheme } from './card-scheme.ts';
import { cardTypeOf, checkCardNumber } from './card-type.ts';
import { containsCardNumber, countDigits } from './pan-detector.ts';

/** `incomplete`: a start that more digits could make valid; `invalid`: no digit added can. */
export type NumberError = 'required' | 'incomplete' | 'invalid' | 'unsupported';
/** `invalid_month`: a month that does not exist (00, 13); `expired`: a month in the past. */
export type ExpiryError =
  | 'required'
  | 'incomplete'
  | 'invalid'
  | 'invalid_month'
  | 'expired'
  | 'too_far';
/** `incomplete`: fewer digits than the scheme's code has; `invalid`: more, or not digits. */
export type SecurityCodeError = 'required' | 'incomplete' | 'invalid';
export type HolderNameError = 'required' | 'too_long' | 'card_number' | 'invalid';

export interface CardErrors {
  number?: NumberError;
  expiry?: ExpiryError;
  security_code?: SecurityCodeError;
  holder_name?: HolderNameError;
}

/** Cards expire at the end of their month; more than this many years ahead is a typo. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;
export const HOLDER_NAME_MAX_LENGTH = 64;

export function validateNumber(digits: string): NumberError | null {
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const { card, isValid, isPotentiallyValid } = checkCardNumber(digits);
  // A number of one of its scheme's lengths that fails is wrong, not short: a 16-digit Visa with a
  // bad check digit is a typo, though Visa also has 19-digit numbers it could grow into.
  const completeLength = card?.lengths.includes(digits.length) ?? false;
  if (!isValid) return isPotentiallyValid && !completeLength ? 'incomplete' : 'invalid';
  if (!card) return 'invalid';
  return toCardScheme(card.type) ? null : 'unsupported';
}

/**
 * Month and year against `now` in UTC, so the form and the server agree whatever the shopper's
 * time zone.
 */
export function validateExpiry(month: number, year: number, now: Date): ExpiryError | null {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return 'invalid';
  if (year < 1000 || year > 9999) return 'invalid';
  if (month < 1 || month > 12) return 'invalid_month';
  const months = year * 12 + (month - 1);
  const currentMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (months < currentMonths) return 'expired';
  if (months > currentMonths + MAX_EXPIRY_YEARS_AHEAD * 12) return 'too_far';
  return null;
}

/** The code must have exactly the length of the scheme of `numberDigits` (4 for Amex). */
export function validateSecurityCode(code: string, numberDigits: string): SecurityCodeError | null {
  if (code === '') return 'required';
  const length = securityCodeLength(cardTypeOf(numberDigits));
  if (!/^\d+$/.test(code) || code.length > length) return 'invalid';
  return code.length < length ? 'incomplete' : null;
}

// Letters of any script (with their combining marks), spaces and . ' - as in "J. O'Neil-Smith",
// plus at most 4 digits: enough for the sandbox's magic names ("FORCE 2004"), never enough for a
// card number typed into the wrong field — the name is stored, so it must not be able to hold one.
// Digits of every script count, after NFKC (full-width ４ is a digit too).
const holderNamePattern = /^[\p{L}\p{M}\p{Nd} .'-]+$/u;
const MAX_DIGITS_IN_NAME = 4;

export function validateHolderName(name: string): HolderNameError | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > HOLDER_NAME_MAX_LENGTH) return 'too_long';
  if (containsCardNumber(trimmed)) return 'card_number';
  const valid =
    holderNamePattern.test(trimmed) &&
    /\p{L}/u.test(trimmed) &&
    countDigits(trimmed) <= MAX_DIGITS_IN_NAME;
  return valid ? null : 'invalid';
}

/**
 * Every field of `input` checked; an empty object means the card can be sent. The holder name is
 * checked when given, and required only when `holderNameRequired` (the merchant's setting).
 */
export function validateCard(
  input: CardInput,
  now: Date,
  { holderNameRequired = false }: { holderNameRequired?: boolean } = {},
): CardErrors {
  const errors: CardErrors = {};
  const number = validateNumber(input.number);
  if (number) errors.number = number;
  const expiry = validateExpiry(input.expiry_month, input.expiry_year, now);
  if (expiry) errors.expiry = expiry;
  const securityCode = validateSecurityCode(input.security_code, input.number);
  if (securityCode) errors.security_code = securityCode;
  const name = input.holder_name ?? '';
  const holderName = name.trim() !== '' || holderNameRequired ? validateHolderName(name) : null;
  if (holderName) errors.holder_name = holderName;
  return errors;
}
