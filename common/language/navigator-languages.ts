// The browser's languages, apart from how a language is chosen from them (shopper-language.ts and
// its table of locales), which the card form's first script never needs: the server chose.

/** What the shopper's browser prefers, or nothing outside a browser. */
export function navigatorLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}
