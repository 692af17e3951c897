import { describe, expect, it } from 'vitest';
import { browserRegion } from './customer/browser-region.ts';
import { checkoutFormLanguage, FALLBACK_LANGUAGE, formLanguage } from './shopper-language.ts';

describe('formLanguage', () => {
  it.each([
    [['de'], 'de-de'],
    [['de-DE'], 'de-de'],
    [['de-AT', 'en'], 'de-at'],
    [['en-GB'], 'en-gb'],
    [['en-US'], 'en-us'],
    [['en'], 'en-gb'],
    [['es-419'], 'es-es'],
    [['sv'], 'sv-se'],
    [['zh-Hant-TW', 'fr-CA'], 'fr-ca'],
    [['ja-JP', 'ko'], FALLBACK_LANGUAGE],
    [[], FALLBACK_LANGUAGE],
    [['not a tag', 'nl'], 'nl-nl'],
  ])('maps %j to %s, the spec form', (browser, expected) => {
    const language = formLanguage(browser);
    expect(language).toBe(expected);
    expect(language).toMatch(/^[a-z]{2}-[a-z]{2}$/);
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

describe('browserRegion', () => {
  it.each([
    [['de-DE'], 'DE'],
    [['en-gb'], 'GB'],
    [['pt-BR', 'de-DE'], 'BR'],
    [['de'], undefined],
    [['es-419'], undefined],
    [['zh-Hant-TW'], 'TW'],
    [['??'], undefined],
    [[], undefined],
  ])('reads the region of %j as %s', (browser, expected) => {
    expect(browserRegion(browser)).toBe(expected);
  });
});
