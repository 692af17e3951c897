// The form's language when the checkout named none: the browser's, mapped to the
// languages the form supports, in the spec's request form `^[a-z]{2}-[a-z]{2}$` ("de-de"). The
// language formats amounts and names countries; the form's own texts are English for now.

/** The languages the form supports, each with the region used when the browser names none. */
const DEFAULT_REGIONS: Readonly<Record<string, string>> = {
  en: 'gb',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pt: 'pt',
  pl: 'pl',
  sv: 'se',
  da: 'dk',
  fi: 'fi',
  nb: 'no',
};

/** What the form uses when no language of the browser is supported. */
export const FALLBACK_LANGUAGE = 'en-gb';

/** The language and region subtags of a BCP 47 tag ("de-DE" → de, DE); null when it is not one. */
export function parseTag(tag: string): { language: string; region: string | undefined } | null {
  try {
    const locale = new Intl.Locale(tag);
    return { language: locale.language, region: locale.region };
  } catch {
    return null;
  }
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) the form
 * supports: "de" → "de-de", "en-GB" → "en-gb", "es-419" → "es-es"; none supported → "en-gb".
 */
export function formLanguage(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const parsed = parseTag(tag);
    const fallbackRegion = parsed && DEFAULT_REGIONS[parsed.language];
    if (!parsed || !fallbackRegion) continue;
    const region = parsed.region && /^[A-Z]{2}$/.test(parsed.region) ? parsed.region : null;
    return `${parsed.language}-${region?.toLowerCase() ?? fallbackRegion}`;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The form's language for the language a checkout named: "en" (a bare language, as some clients
 * send it) gets the region the form gives that language ("en-gb", the default English); a
 * language the form has no region for, and every "xx-yy", stays as named.
 */
export function checkoutFormLanguage(language: string): string {
  const region = Object.hasOwn(DEFAULT_REGIONS, language) ? DEFAULT_REGIONS[language] : undefined;
  return region === undefined ? language : `${language}-${region}`;
}

/** What the shopper's browser prefers, or nothing outside a browser. */
export function navigatorLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}
