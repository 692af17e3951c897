import { describe, expect, it } from 'vitest';
import { pageLocale } from '../common/messages/catalogs.ts';
import { en } from '../common/messages/en.ts';
import { createTranslator, type PluralMessage } from '../common/messages/format.ts';
import { PSEUDO_LOCALE, pseudoCatalog, pseudoText } from './pseudo-locale.ts';

const placeholders = (text: string): string[] => text.match(/\{\w+\}/g) ?? [];
const length = (text: string): number => [...text].length;

describe('the pseudo-locale', () => {
  it('writes every letter accented, between brackets, and keeps placeholders as they are', () => {
    const text = pseudoText('Pay {amount} now');
    expect(text).toMatch(/^\[Ƥȧẏ \{amount\} ƞǿẇ .+\]$/);
    expect(placeholders(text)).toEqual(['{amount}']);
    expect(text).not.toMatch(/Pay|now/);
  });

  it('makes every text of the source at least 40 % longer, placeholders and plurals kept', () => {
    const catalog = pseudoCatalog(en);
    expect(Object.keys(catalog)).toEqual(Object.keys(en));
    for (const [key, source] of Object.entries(en)) {
      const pseudo = catalog[key as keyof typeof en];
      const pairs: [string, string][] =
        typeof source === 'string'
          ? [[source, pseudo as string]]
          : Object.entries(source).map(([category, text]) => [
              text,
              (pseudo as PluralMessage)[category as keyof PluralMessage] ?? '',
            ]);
      if (typeof source !== 'string')
        expect(Object.keys(pseudo as PluralMessage).sort(), key).toEqual(
          Object.keys(source).sort(),
        );
      for (const [text, long] of pairs) {
        expect(placeholders(long), key).toEqual(placeholders(text));
        if (length(text) >= 5) expect(length(long), key).toBeGreaterThanOrEqual(length(text) * 1.4);
      }
    }
  });

  it('still formats: placeholders filled, the plural form chosen by count', () => {
    const t = createTranslator(
      PSEUDO_LOCALE,
      pseudoCatalog({
        pay: 'Pay {amount}',
        left: { one: '{count} minute left.', other: '{count} minutes left.' },
      }),
    );
    expect(t('pay', { amount: '€12.50' })).toMatch(/^\[Ƥȧẏ €12\.50 .+\]$/);
    expect(t('left', { count: 1 })).toMatch(/^\[1 ḿīƞŭţḗ ŀḗƒţ\. /);
    expect(t('left', { count: 1200 })).toMatch(/^\[1,200 ḿīƞŭţḗş ŀḗƒţ\. /);
  });

  it('is no locale a shopper’s page can be asked to speak: a session naming it gets English', () => {
    expect(pageLocale([PSEUDO_LOCALE])).toBe('en');
    expect(pageLocale(['en-xa'])).toBe('en');
  });
});
