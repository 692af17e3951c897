import { describe, expect, it } from 'vitest';
import { SEPA_COUNTRIES } from '../../../common/methods/sepa-countries.ts';
import { checkIban, IBAN_LENGTHS } from './iban.ts';

// The IBAN check of a SEPA payout on its own: real IBANs of several countries pass, in the paper
// form too; a single wrong character or two swapped neighbours fail the check digits.

describe('checkIban', () => {
  it('knows the IBAN length of every country of the SEPA scheme', () => {
    expect(Object.keys(IBAN_LENGTHS).sort()).toEqual([...SEPA_COUNTRIES].sort());
  });

  it.each([
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'AT611904300234573201',
    'BE68539007547034',
    'ES9121000418450200051332',
    'IT60X0542811101000000123456',
    'NO9386011117947',
    'MT84MALT011000012345MTLCAST001S',
  ])('takes %s', (iban) => {
    expect(checkIban(iban)).toEqual({ ok: true, iban });
  });

  it('takes the paper form: groups of four, lower case', () => {
    expect(checkIban('gb82 west 1234 5698 7654 32')).toEqual({
      ok: true,
      iban: 'GB82WEST12345698765432',
    });
  });

  it('refuses every single wrong digit and every swap of two neighbours', () => {
    const iban = 'DE89370400440532013000';
    for (let i = 2; i < iban.length; i += 1) {
      const digit = Number(iban[i]);
      const typo = `${iban.slice(0, i)}${(digit + 1) % 10}${iban.slice(i + 1)}`;
      expect(checkIban(typo).ok, typo).toBe(false);
      const next = iban[i + 1];
      if (next !== undefined && next !== iban[i]) {
        const swapped = `${iban.slice(0, i)}${next}${iban[i]}${iban.slice(i + 2)}`;
        expect(checkIban(swapped).ok, swapped).toBe(false);
      }
    }
  });
});
