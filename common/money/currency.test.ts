import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isKnownCurrency', () => {
  it('reads the runtime’s currency list on its first check, not when a page loads the module', async () => {
    vi.resetModules();
    const read = vi.spyOn(Intl, 'supportedValuesOf');
    const { currencyFractionDigits, isKnownCurrency } = await import('./currency.ts');
    expect(currencyFractionDigits('EUR')).toBe(2);
    expect(read).not.toHaveBeenCalled();
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('eur')).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
