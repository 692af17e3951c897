import { describe, expect, it } from 'vitest';
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
