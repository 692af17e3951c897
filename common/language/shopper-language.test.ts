import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleId, resolveLocale } from '../messages/locales.ts';
import { checkoutFormLanguage, FALLBACK_LANGUAGE, formatLanguage } from './shopper-language.ts';

describe('formatLanguage', () => {
  it.each([
    [['de'], 'de-de'],
    [['de-DE'], 'de-de'],
    [['de-AT', 'en'], 'de-at'],
    [['en-GB'], 'en-gb'],
    [['en-IE'], 'en-ie'],
    [['en-US'], 'en-us'],
    [['en'], 'en-us'],
    [['es-419'], 'es-es'],
    [['es-MX'], 'es-mx'],
    [['sv'], 'sv-se'],
    [['zh-Hant-TW', 'fr-CA'], 'zh-tw'],
    [['zh'], 'zh-cn'],
    [['zh-HK'], 'zh-hk'],
    [['ja-JP', 'ko'], 'ja-jp'],
    [['ja'], 'ja-jp'],
    [['ar'], 'ar-eg'],
    [['ar-AE'], 'ar-ae'],
    [['fil'], 'tl-ph'],
    [['no'], 'nb-no'],
    [['pt'], 'pt-br'],
    [['pt-PT'], 'pt-pt'],
    [['not a tag', 'nl'], 'nl-nl'],
    // No language of the browser has a catalog: an English page, formatted as most of the world reads English.
    [['ka-GE'], FALLBACK_LANGUAGE],
    [['ka-GE', 'ru'], 'ru-ru'],
    [[], FALLBACK_LANGUAGE],
  ])('formats for %j as %s, the spec form', (browser, expected) => {
    // The page speaks the locale these languages resolve to, as the server chooses it.
    const language = formatLanguage(resolveLocale(browser), browser);
    expect(language).toBe(expected);
    expect(language).toMatch(/^[a-z]{2}-[a-z]{2}$/);
  });

  it("formats a page whose locale the checkout named in that locale's country", () => {
    expect(formatLanguage('ar', ['en-US'])).toBe('ar-eg');
    expect(formatLanguage('pt-BR', [])).toBe('pt-br');
    expect(formatLanguage('es-419', [])).toBe('es-es');
    expect(formatLanguage('zh-Hant-HK', [])).toBe('zh-hk');
    expect(formatLanguage('en-GB', ['de'])).toBe('en-gb');
  });

  it('writes every locale in the spec form', () => {
    for (const { id } of LOCALES)
      expect(formatLanguage(id as LocaleId, [])).toMatch(/^[a-z]{2}-[a-z]{2}$/);
  });
});

describe('checkoutFormLanguage', () => {
  it.each([
    ['en', 'en-gb'],
    ['de', 'de-de'],
    ['sv', 'sv-se'],
    ['en-us', 'en-us'],
    ['de-at', 'de-at'],
    ['ja', 'ja'],
    ['ja-jp', 'ja-jp'],
  ])('takes the checkout language %s as %s', (named, expected) => {
    expect(checkoutFormLanguage(named)).toBe(expected);
  });
});
