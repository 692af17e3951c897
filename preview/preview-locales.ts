// The languages the designer preview's panels can speak: every locale of the catalog, named in
// itself, and the pseudo-locale (pseudo-locale.ts). Only the panels follow the choice; the
// designer's own page stays English.
import { LOCALES, type LocaleId, SOURCE_LOCALE } from '../common/messages/locales.ts';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';

export type PreviewLocale = LocaleId | typeof PSEUDO_LOCALE;

export interface PreviewLocaleChoice {
  id: PreviewLocale;
  /** What the picker shows: the locale's name in itself ("Deutsch", "العربية"). */
  label: string;
  dir: 'ltr' | 'rtl';
}

export const DEFAULT_PREVIEW_LOCALE: PreviewLocale = SOURCE_LOCALE;

export const PREVIEW_LOCALES: readonly PreviewLocaleChoice[] = [
  ...LOCALES.map(({ id, native, dir }) => ({ id, label: native, dir })),
  { id: PSEUDO_LOCALE, label: 'Pseudo (40 % longer, accented)', dir: 'ltr' },
];

/** `value` when it names one of the choices exactly, else English (a hand-edited link). */
export function previewLocaleFrom(value: string | null | undefined): PreviewLocale {
  return PREVIEW_LOCALES.find((choice) => choice.id === value)?.id ?? DEFAULT_PREVIEW_LOCALE;
}

export function previewLocaleDir(locale: PreviewLocale): 'ltr' | 'rtl' {
  return PREVIEW_LOCALES.find((choice) => choice.id === locale)?.dir ?? 'ltr';
}

/**
 * The locales whose own id is not the spec's `xx` or `xx-yy` form of `language`, and the
 * request of that form that leads to them (common/messages/locales.ts, REGIONAL and LANGUAGE).
 */
const SPEC_LANGUAGE: Readonly<Partial<Record<PreviewLocale, string>>> = {
  en: 'en-us',
  'es-419': 'es-mx',
  fil: 'tl-ph',
  'zh-Hans': 'zh-cn',
  'zh-Hant-HK': 'zh-hk',
  'zh-Hant-TW': 'zh-tw',
  // The pseudo-locale's amounts and dates are English, as its words are underneath.
  [PSEUDO_LOCALE]: 'en-us',
};

/**
 * The sample checkout's `language` for a panel in `locale`: a checkout that asked for it, so the
 * form formats amounts and dates for that locale, as it would for a shopper.
 */
export function sessionLanguageOf(locale: PreviewLocale): string {
  return SPEC_LANGUAGE[locale] ?? locale.toLowerCase();
}
