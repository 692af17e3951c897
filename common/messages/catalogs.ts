// Every locale's catalog, each loaded when first asked for: the server reads the one a page
// speaks, and a browser page that was not given its catalog in its first response imports it.
// English too is a chunk of its own: no page's up-front script carries any catalog.
//
// A regional locale's file holds only the texts that differ from its language's catalog (en-GB's
// from en, fr-CA's from fr…), laid over that catalog here: a regional page loads two chunks, in
// parallel, rather than a build step making a third copy of each language.
import type { Messages, RegionalMessages } from './en.ts';
import { type LocaleId, resolveLocale, SOURCE_LOCALE } from './locales.ts';

/** The regional locales, each with the locale whose catalog it is laid over. */
export const REGION_BASES = {
  'en-GB': 'en',
  'fr-CA': 'fr',
  'es-419': 'es',
  'pt-PT': 'pt-BR',
  'zh-Hant-HK': 'zh-Hant-TW',
} as const satisfies Partial<Record<LocaleId, LocaleId>>;

type RegionalId = keyof typeof REGION_BASES;
type WholeId = Exclude<LocaleId, RegionalId>;

const REGIONAL: Readonly<Record<RegionalId, () => Promise<{ default: RegionalMessages }>>> = {
  'en-GB': () => import('./locales/en-GB.ts'),
  'es-419': () => import('./locales/es-419.ts'),
  'fr-CA': () => import('./locales/fr-CA.ts'),
  'pt-PT': () => import('./locales/pt-PT.ts'),
  'zh-Hant-HK': () => import('./locales/zh-Hant-HK.ts'),
};

const LOADERS: Readonly<Partial<Record<WholeId, () => Promise<{ default: Messages }>>>> = {
  en: () => import('./en.ts').then(({ en }) => ({ default: en })),
  ar: () => import('./locales/ar.ts'),
  bg: () => import('./locales/bg.ts'),
  bn: () => import('./locales/bn.ts'),
  ca: () => import('./locales/ca.ts'),
  cs: () => import('./locales/cs.ts'),
  da: () => import('./locales/da.ts'),
  de: () => import('./locales/de.ts'),
  el: () => import('./locales/el.ts'),
  es: () => import('./locales/es.ts'),
  et: () => import('./locales/et.ts'),
  fa: () => import('./locales/fa.ts'),
  fi: () => import('./locales/fi.ts'),
  fil: () => import('./locales/fil.ts'),
  fr: () => import('./locales/fr.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  hr: () => import('./locales/hr.ts'),
  hu: () => import('./locales/hu.ts'),
  id: () => import('./locales/id.ts'),
  is: () => import('./locales/is.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  lt: () => import('./locales/lt.ts'),
  lv: () => import('./locales/lv.ts'),
  ms: () => import('./locales/ms.ts'),
  mt: () => import('./locales/mt.ts'),
  nb: () => import('./locales/nb.ts'),
  nl: () => import('./locales/nl.ts'),
  pl: () => import('./locales/pl.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ro: () => import('./locales/ro.ts'),
  ru: () => import('./locales/ru.ts'),
  sk: () => import('./locales/sk.ts'),
  sl: () => import('./locales/sl.ts'),
  sr: () => import('./locales/sr.ts'),
  sv: () => import('./locales/sv.ts'),
  sw: () => import('./locales/sw.ts'),
  th: () => import('./locales/th.ts'),
  tr: () => import('./locales/tr.ts'),
  uk: () => import('./locales/uk.ts'),
  ur: () => import('./locales/ur.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-Hans': () => import('./locales/zh-Hans.ts'),
  'zh-Hant-TW': () => import('./locales/zh-Hant-TW.ts'),
};

const isRegional = (locale: LocaleId): locale is RegionalId => Object.hasOwn(REGIONAL, locale);

/** Each regional catalog once laid over its base: the same object for every page that asks. */
const laid = new Map<RegionalId, Promise<Messages>>();

function regionalCatalog(locale: RegionalId): Promise<Messages> {
  let catalog = laid.get(locale);
  if (!catalog) {
    catalog = Promise.all([loadCatalog(REGION_BASES[locale]), REGIONAL[locale]()]).then(
      ([base, { default: differences }]) => ({ ...base, ...differences }),
    );
    // A failed import is tried again the next time, not remembered.
    catalog.catch(() => laid.delete(locale));
    laid.set(locale, catalog);
  }
  return catalog;
}

/** The catalog of `locale` (a regional one laid over its base); English when it has none. */
export async function loadCatalog(locale: LocaleId): Promise<Messages> {
  if (isRegional(locale)) return regionalCatalog(locale);
  const load = LOADERS[locale] ?? LOADERS[SOURCE_LOCALE];
  if (!load) throw new Error('[Kassa] the English catalog has no loader');
  return (await load()).default;
}

/** The locales with a catalog (a test holds this to LOCALES). */
export const CATALOG_LOCALES = [...Object.keys(LOADERS), ...Object.keys(REGIONAL)] as LocaleId[];

/**
 * The locale a page speaks for `requests` (the session's language, then the browser's; see
 * resolveLocale): one with a catalog, so `<html lang>` never names a language the page's words
 * are not in.
 */
export function pageLocale(requests: readonly (string | null | undefined)[]): LocaleId {
  const locale = resolveLocale(requests);
  return Object.hasOwn(LOADERS, locale) || isRegional(locale) ? locale : SOURCE_LOCALE;
}
