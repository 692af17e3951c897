import { describe, expect, it } from 'vitest';
import { countryOptions, isCountryCode } from './countries.ts';

describe('countryOptions', () => {
  it('offers every assigned ISO 3166-1 alpha-2 code once', () => {
    const codes = countryOptions('en-gb').map(({ code }) => code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of ['DE', 'US', 'GB', 'AX', 'SS', 'CW']) expect(codes).toContain(code);
    // Reserved and withdrawn codes are not countries to bill to.
    for (const code of ['UK', 'EU', 'XK', 'ZZ', 'YU']) expect(isCountryCode(code)).toBe(false);
  });

  it('names the countries in the form language and sorts them by that name', () => {
    const german = countryOptions('de-de');
    expect(german.find(({ code }) => code === 'DE')?.name).toBe('Deutschland');
    const names = german.map(({ name }) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
    expect(countryOptions('en-gb').find(({ code }) => code === 'DE')?.name).toBe('Germany');
  });
});
