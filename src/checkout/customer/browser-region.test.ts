import { describe, expect, it } from 'vitest';
import { browserRegion } from './browser-region.ts';

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
