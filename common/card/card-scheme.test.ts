import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD_NUMBERS } from '../sandbox/sample-numbers.ts';
import { CARD_SCHEMES, detectScheme, toCardScheme } from './card-scheme.ts';
import { validateNumber } from './validate-card.ts';

describe('detectScheme', () => {
  it.each(Object.entries(SAMPLE_CARD_NUMBERS))(
    'detects %s from its sample number',
    (scheme, number) => {
      expect(detectScheme(number)).toBe(scheme);
      expect(validateNumber(number)).toBeNull();
    },
  );

  it('has a sample number for every scheme the spec names', () => {
    expect(Object.keys(SAMPLE_CARD_NUMBERS).sort()).toEqual([...CARD_SCHEMES].sort());
  });

  it('detects a 16-digit Diners number as Diners', () => {
    expect(detectScheme('3056930009020004')).toBe('Diners');
    expect(validateNumber('3056930009020004')).toBeNull();
  });

  it('detects RuPay in each of its IIN ranges, not Discover or Maestro', () => {
    // 652150… lies inside Discover's 65, 508500… inside Maestro's 506779–508999.
    for (const number of [
      '6521500000000006',
      '6531000000000005',
      '5085000000000007',
      '6070000000000002',
      '6081000000000009',
    ]) {
      expect(detectScheme(number)).toBe('RuPay');
      expect(validateNumber(number)).toBeNull();
    }
  });

  it('keeps Discover and Maestro just outside the RuPay ranges', () => {
    expect(detectScheme('6521490000000000')).toBe('Discover');
    expect(detectScheme('6531500000000000')).toBe('Discover');
    expect(detectScheme('5084990000000000')).toBe('Maestro');
  });

  it('detects early from a partial number and ignores spaces', () => {
    expect(detectScheme('42')).toBe('VISA');
    expect(detectScheme('37')).toBe('American Express');
    expect(detectScheme('5555 5555')).toBe('Mastercard');
    expect(detectScheme('')).toBeNull();
  });

  it('does not name schemes the service does not accept', () => {
    expect(detectScheme('2200000000000004')).toBeNull(); // Mir
    expect(validateNumber('2200000000000004')).toBe('unsupported');
  });
});

describe('toCardScheme', () => {
  it('maps card-validator types to the spec names', () => {
    expect(toCardScheme('visa')).toBe('VISA');
    expect(toCardScheme('diners-club')).toBe('Diners');
    expect(toCardScheme('american-express')).toBe('American Express');
    expect(toCardScheme('rupay')).toBe('RuPay');
    expect(toCardScheme('elo')).toBeNull();
    expect(toCardScheme('toString')).toBeNull();
  });
});
