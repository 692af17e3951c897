// Every locale's catalog, each loaded when first asked for: the server reads the one a page
// speaks, and a browser page that was not given its catalog in its first response imports it.
import { en, type Messages } from './en.ts';
import type { LocaleId } from './locales.ts';

const LOADERS: Readonly<Partial<Record<LocaleId, () => Promise<{ default: Messages }>>>> = {
  en: async () => ({ default: en }),
};

/** The catalog of `locale`; English when it has none. */
export async function loadCatalog(locale: LocaleId): Promise<Messages> {
  const load = LOADERS[locale];
  return load ? (await load()).default : en;
}

/** The locales with a catalog of their own (a test holds this to LOCALES). */
export const CATALOG_LOCALES = Object.keys(LOADERS) as LocaleId[];
