// The language the form formats in (amounts, dates, country names) when the checkout named none,
// in the spec's request form `^[a-z]{2}-[a-z]{2}$` ("de-at"): the form sends it with the payment,
// which keeps it. It follows the locale the page speaks, with the region the shopper's browser
// names for that language, so a Japanese page formats as in Japan and an Austrian browser's German
// page as in Austria. The server chooses it with the page's locale and carries both in the page.
import { type LocaleId, resolveLocale } from '../messages/locales.ts';
import { parseTag } from './browser-languages.ts';

/** What the form formats in when no language of the browser has a catalog: English as most of the world reads it. */
export const FALLBACK_LANGUAGE = 'en-gb';

/** A two-letter region ("DE"), not a continent ("419"), lower case; undefined for any other. */
const country = (region: string | undefined): string | undefined =>
  region && /^[A-Z]{2}$/.test(region) ? region.toLowerCase() : undefined;

/** The region a language is most spoken in, as Intl's likely subtags have it ("ja" → "jp"). */
const likelyCountry = (tag: string): string | undefined => {
  try {
    return country(new Intl.Locale(tag).maximize().region);
  } catch {
    return undefined;
  }
};

/**
 * The spec's form for a page speaking `locale` and a shopper in the country `tag` (a browser's
 * language, or the locale itself) names: the locale's language, and the tag's country, else the
 * locale's ("pt-BR"), else where the locale's language is most spoken. Filipino's three letters
 * take Tagalog's two, which Intl reads as Filipino.
 */
function specForm(tag: string, locale: LocaleId): string | null {
  const parsed = parseTag(tag);
  const base = parseTag(locale);
  if (!parsed || !base) return null;
  const language = base.language === 'fil' ? 'tl' : base.language;
  const region =
    country(parsed.region) ??
    country(base.region) ??
    likelyCountry(locale) ??
    likelyCountry(base.language);
  return /^[a-z]{2}$/.test(language) && region ? `${language}-${region}` : null;
}

/**
 * The language the form formats in on a page speaking `locale`, for a browser asking for
 * `browserLanguages` (most preferred first): the first of them that the page's locale answers
 * ("de-AT" on a German page → "de-at", "ja" → "ja-jp", "es-419" → "es-es"); when none does (the
 * checkout named the locale, or no language of the browser has a catalog and the page speaks
 * English), the locale's own ("en-gb" for English).
 */
export function formatLanguage(locale: LocaleId, browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    // A language without a catalog resolves to English too, which does not make it English.
    const english = parseTag(tag)?.language === 'en';
    if (resolveLocale([tag]) !== locale || (locale === 'en' && !english)) continue;
    const form = specForm(tag, locale);
    if (form) return form;
  }
  return (locale !== 'en' && specForm(locale, locale)) || FALLBACK_LANGUAGE;
}

/** The languages the form gives a region when a checkout names the language alone. */
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

/**
 * The form's language for the language a checkout named: "en" (a bare language, as some clients
 * send it) gets the region the form gives that language ("en-gb", the default English); a
 * language the form has no region for, and every "xx-yy", stays as named.
 */
export function checkoutFormLanguage(language: string): string {
  const region = Object.hasOwn(DEFAULT_REGIONS, language) ? DEFAULT_REGIONS[language] : undefined;
  return region === undefined ? language : `${language}-${region}`;
}
