import { afterEach, describe, expect, it, vi } from 'vitest';

/** format.ts afresh (its kept formatters empty), with every Intl.NumberFormat it makes counted. */
async function countedFormat(): Promise<{
  formatMoney: typeof import('./format.ts').formatMoney;
  made: () => number;
}> {
  vi.resetModules();
  const { NumberFormat } = Intl;
  const spy = vi
    .spyOn(Intl, 'NumberFormat')
    // A function, not an arrow: it is called with `new`.
    .mockImplementation(function made(...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
  const { formatMoney } = await import('./format.ts');
  return { formatMoney, made: () => spy.mock.calls.length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatMoney', () => {
  it('formats every amount of one language and currency with one formatter', async () => {
    const { formatMoney, made } = await countedFormat();
    expect(formatMoney(2490n, 'EUR', 'en-us')).toBe('€24.90');
    const first = made();
    expect(formatMoney(950n, 'EUR', 'en-us')).toBe('€9.50');
    expect(formatMoney(3440n, 'EUR', 'en-us')).toBe('€34.40');
    expect(made()).toBe(first);
  });

  it('keeps languages and currencies apart', async () => {
    const { formatMoney } = await countedFormat();
    expect(formatMoney(1250n, 'EUR', 'en-us')).toBe('€12.50');
    expect(formatMoney(1250n, 'EUR', 'de-de')).toMatch(/^12,50\s€$/);
    expect(formatMoney(1250n, 'USD', 'en-us')).toBe('$12.50');
    expect(formatMoney(1250n, 'EUR', undefined)).toBe('€12.50');
    expect(formatMoney(1050n, 'KWD', 'en-us')).toMatch(/^KWD\s10\.500$/);
  });

  it('keeps a bounded number of formatters, however many pairs it is asked for', async () => {
    const { formatMoney, made } = await countedFormat();
    const languages = ['en-us', 'de-de', 'fr-fr', 'es-es', 'it-it', 'nl-nl', 'pl-pl', 'pt-br'];
    const currencies = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF'];
    for (const language of languages)
      for (const currency of currencies) formatMoney(100n, currency, language);
    // Past the bound it starts afresh, so the first pair is made again.
    const before = made();
    formatMoney(100n, 'EUR', 'en-us');
    expect(made()).toBeGreaterThan(before);
  });
});
