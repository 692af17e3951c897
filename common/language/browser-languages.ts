// The browser's languages and reading their tags, apart from how a language is chosen from them
// (shopper-language.ts and its table of locales), which the form's scripts never need: the server
// chose.

/** What the shopper's browser prefers, or nothing outside a browser. */
export function navigatorLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

/** The language and region subtags of a BCP 47 tag ("de-DE" → de, DE); null when it is not one. */
export function parseTag(tag: string): { language: string; region: string | undefined } | null {
  try {
    const locale = new Intl.Locale(tag);
    return { language: locale.language, region: locale.region };
  } catch {
    return null;
  }
}
