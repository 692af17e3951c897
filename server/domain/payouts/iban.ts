import { SEPA_COUNTRIES } from '../../../common/methods/sepa-countries.ts';

// The IBAN of a SEPA payout (ISO 13616), checked as a bank would before it sends anything: a
// country of the SEPA scheme, that country's IBAN length (SWIFT's IBAN registry) and the check
// digits (ISO 7064 mod 97-10). The check catches every single typo and every swap of two
// neighbouring characters; it says nothing of whether the account exists.

/** IBAN length by country, for every country of the SEPA scheme (common/methods/sepa-countries.ts). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export type IbanCheck = { ok: true; iban: string } | { ok: false; rule: string };

/** The remainder of the IBAN's number (letters as 10 to 35, the first four characters moved last) by 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    // One or two digits at a time: the remainder stays small, no big numbers needed.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/**
 * `value` as an IBAN of a SEPA country, in its electronic form (upper case, no spaces: the paper
 * form's groups of four are accepted), or the rule it breaks.
 */
export function checkIban(value: string): IbanCheck {
  const iban = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) {
    return {
      ok: false,
      rule: 'must be an IBAN: a country code, two check digits and the account number (letters and digits; spaces between groups are allowed)',
    };
  }
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined || !SEPA_COUNTRIES.includes(country)) {
    return {
      ok: false,
      rule: `must be the IBAN of an account in a country of the SEPA scheme (${SEPA_COUNTRIES.join(', ')}); ${country} is not one`,
    };
  }
  if (iban.length !== length) {
    return {
      ok: false,
      rule: `must be ${length} characters long for ${country} (without spaces; it is ${iban.length})`,
    };
  }
  if (mod97(iban) !== 1) {
    return {
      ok: false,
      rule: 'must have valid check digits (ISO 7064 mod 97-10): a character is wrong or two are swapped',
    };
  }
  return { ok: true, iban };
}
