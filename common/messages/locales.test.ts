import { describe, expect, it } from 'vitest';
import { LOCALES, localeInfo, resolveLocale } from './locales.ts';

describe('resolveLocale: the first request that names a locale, exactly or by its language; else English', () => {
  it.each([
    [['de-de'], 'de'],
    [['de'], 'de'],
    [['de-AT'], 'de'],
    [['en-us'], 'en'],
    [['en-gb'], 'en-GB'],
    [['en-au'], 'en-GB'],
    [['en'], 'en'],
    [['es-es'], 'es'],
    [['es-mx'], 'es-419'],
    [['es-419'], 'es-419'],
    [['pt-br'], 'pt-BR'],
    [['pt-pt'], 'pt-PT'],
    [['pt'], 'pt-BR'],
    [['fr-ca'], 'fr-CA'],
    [['fr-be'], 'fr'],
    [['zh-cn'], 'zh-Hans'],
    [['zh-tw'], 'zh-Hant-TW'],
    [['zh-hk'], 'zh-Hant-HK'],
    [['zh-Hant-TW'], 'zh-Hant-TW'],
    [['zh-Hant'], 'zh-Hant-TW'],
    [['zh-Hans-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['ar-sa'], 'ar'],
    [['he-il'], 'he'],
    [['no-no'], 'nb'],
    [['nb-NO'], 'nb'],
    [['tl-ph'], 'fil'],
    [['fil'], 'fil'],
    [['ja-jp'], 'ja'],
    // The session's language first; the browser's only when the session's names no locale.
    [['am-et', 'fr-FR', 'de'], 'fr'],
    [[null, 'ko-KR'], 'ko'],
    [[undefined, 'not a tag', 'sv'], 'sv'],
    [['xx-yy'], 'en'],
    [[], 'en'],
    [['en_GB'], 'en-GB'],
    [['constructor', 'toString'], 'en'],
  ])('%j → %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });
});

describe('LOCALES', () => {
  it('has at least fifty locales, each a tag Intl reads as itself', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(50);
    for (const { id } of LOCALES) expect(Intl.getCanonicalLocales(id)).toEqual([id]);
  });

  it('writes Arabic, Hebrew, Persian and Urdu right to left, and only those', () => {
    expect(LOCALES.filter((info) => info.dir === 'rtl').map((info) => info.id)).toEqual([
      'ar',
      'fa',
      'he',
      'ur',
    ]);
    expect(localeInfo('he').dir).toBe('rtl');
  });

  it('resolves each locale from its own id', () => {
    for (const { id } of LOCALES) expect(resolveLocale([id])).toBe(id);
  });
});
