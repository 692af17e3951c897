// Every locale's catalog, each loaded when first asked for: the server reads the one a page
// speaks, and a browser page that was not given its catalog in its first response imports it.
// English too is a chunk of its own: no page's up-front script carries any catalog.
import type { Messages } from './en.ts';
import { type LocaleId, resolveLocale, SOURCE_LOCALE } from './locales.ts';

const LOADERS: Readonly<Partial<Record<LocaleId, () => Promise<{ default: Messages }>>>> = {
  en: () => import('./en.ts').then(({ en }) => ({ default: en })),
};

/** The catalog of `locale`; English when it has none. */
export async function loadCatalog(locale: LocaleId): Promise<Messages> {
  const load = LOADERS[locale] ?? LOADERS[SOURCE_LOCALE];
  if (!load) throw new Error('[Kassa] the English catalog has no loader');
  return (await load()).default;
}

/** The locales with a catalog of their own (a test holds this to LOCALES). */
export const CATALOG_LOCALES = Object.keys(LOADERS) as LocaleId[];

/**
 * The locale a page speaks for `requests` (the session's language, then the browser's; see
 * resolveLocale): one with a catalog, so `<html lang>` never names a language the page's words
 * are not in.
 */
export function pageLocale(requests: readonly (string | null | undefined)[]): LocaleId {
  const locale = resolveLocale(requests);
  return Object.hasOwn(LOADERS, locale) ? locale : SOURCE_LOCALE;
}
