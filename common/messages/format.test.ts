import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from './format.ts';

const catalog = {
  greeting: 'Pay {amount} to {shop}',
  plain: 'Card number',
  items: { one: '{count} item', other: '{count} items' },
  seconds: {
    one: '{count} sekunda',
    few: '{count} sekundy',
    many: '{count} sekund',
    other: '{count} sekundy',
  },
  missing: 'Hello {name}',
} as const;

describe('createTranslator', () => {
  it('fills placeholders', () => {
    const t = createTranslator('en', catalog);
    expect(t('greeting', { amount: '€12.50', shop: 'Roastery' })).toBe('Pay €12.50 to Roastery');
    expect(t('plain')).toBe('Card number');
  });

  it('leaves a placeholder it has no value for, rather than writing "undefined"', () => {
    expect(createTranslator('en', catalog)('missing')).toBe('Hello {name}');
  });

  it('answers a key its catalog lacks (a text its page was not sent) with the key, not an error', () => {
    const partial: Record<string, string> = { plain: 'Card number' };
    expect(createTranslator('en', partial)('apm.qr.lead')).toBe('apm.qr.lead');
    expect(createTranslator('en', partial)('apm.qr.lead', { count: 2 })).toBe('apm.qr.lead');
  });

  it("picks the plural category Intl.PluralRules gives the locale's count, and writes the number the locale's way", () => {
    const en = createTranslator('en', catalog);
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 1200 })).toBe('1,200 items');
    const pl = createTranslator('pl', catalog);
    expect(pl('seconds', { count: 1 })).toBe('1 sekunda');
    expect(pl('seconds', { count: 3 })).toBe('3 sekundy');
    expect(pl('seconds', { count: 5 })).toBe('5 sekund');
    expect(createTranslator('de', catalog)('items', { count: 1200 })).toBe('1.200 items');
  });

  describe('numbers', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('are formatted without making an Intl formatter for every text (the first loads the number data)', () => {
      const { NumberFormat } = Intl;
      const made = vi
        .spyOn(Intl, 'NumberFormat')
        // A function, not an arrow: it is called with `new`.
        .mockImplementation(function made(...args: ConstructorParameters<typeof NumberFormat>) {
          return new NumberFormat(...args);
        });
      const t = createTranslator('en', catalog);
      expect(t('plain')).toBe('Card number');
      expect(t('greeting', { amount: '€12.50', shop: 'Roastery' })).toBe('Pay €12.50 to Roastery');
      expect(t('items', { count: 1200 })).toBe('1,200 items');
      expect(made).not.toHaveBeenCalled();
    });
  });
});
