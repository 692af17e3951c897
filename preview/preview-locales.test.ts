import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale } from '../common/messages/locales.ts';
import { toLocale } from '../common/money/format.ts';
import {
  PREVIEW_LOCALES,
  previewLocaleDir,
  previewLocaleFrom,
  sessionLanguageOf,
} from './preview-locales.ts';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';

describe("the preview's languages", () => {
  it('are every locale of the catalog, by its own name, and the pseudo-locale', () => {
    expect(PREVIEW_LOCALES.map((choice) => choice.id)).toEqual([
      ...LOCALES.map((info) => info.id),
      PSEUDO_LOCALE,
    ]);
    const label = (id: string) => PREVIEW_LOCALES.find((choice) => choice.id === id)?.label;
    expect(label('ar')).toBe('العربية');
    expect(label('ja')).toBe('日本語');
    expect(label('de')).toBe('Deutsch');
  });

  it('are right to left for Arabic, Hebrew, Persian and Urdu alone', () => {
    expect(
      PREVIEW_LOCALES.filter((choice) => previewLocaleDir(choice.id) === 'rtl').map((c) => c.id),
    ).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('give each panel a checkout language of the spec’s form that leads back to its locale', () => {
    for (const { id } of LOCALES) {
      const language = sessionLanguageOf(id);
      expect(language, id).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
      expect(resolveLocale([language]), id).toBe(id);
    }
    // The form formats amounts for it: "de" in German, the pseudo-locale in English.
    expect(toLocale(sessionLanguageOf('de'))).toBe('de');
    expect(sessionLanguageOf(PSEUDO_LOCALE)).toBe('en-us');
  });

  it('refuse a value that is none of the choices (a hand-edited link) for English', () => {
    expect(previewLocaleFrom('pt-BR')).toBe('pt-BR');
    expect(previewLocaleFrom('pt-br')).toBe('en');
    expect(previewLocaleFrom('klingon')).toBe('en');
    expect(previewLocaleFrom(null)).toBe('en');
  });
});
