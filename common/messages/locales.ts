// The locales the shopper's pages speak, and how one is chosen. A locale is a BCP 47 tag as
// Intl reads it ("es-419", "zh-Hant-TW"); the spec's `language` is `xx-yy` ("es-mx", "zh-tw"),
// which cannot name every one, so SPEC_FORM maps those that differ.

export interface LocaleInfo {
  /** BCP 47 tag, as `Intl` and `<html lang>` take it. */
  id: string;
  /** Its name in English, for documentation and the designer preview. */
  english: string;
  /** Its name in itself, for the designer preview's picker. */
  native: string;
  dir: 'ltr' | 'rtl';
}

const locale = (id: string, english: string, native: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  ({ id, english, native, dir }) as const;

/** Every locale with a message file (common/messages/locales/<id>.ts), in the order docs list them. */
export const LOCALES = [
  locale('ar', 'Arabic', 'العربية', 'rtl'),
  locale('bg', 'Bulgarian', 'Български'),
  locale('bn', 'Bengali', 'বাংলা'),
  locale('ca', 'Catalan', 'Català'),
  locale('cs', 'Czech', 'Čeština'),
  locale('da', 'Danish', 'Dansk'),
  locale('de', 'German', 'Deutsch'),
  locale('el', 'Greek', 'Ελληνικά'),
  locale('en', 'English (United States)', 'English (US)'),
  locale('en-GB', 'English (United Kingdom)', 'English (UK)'),
  locale('es', 'Spanish (Spain)', 'Español (España)'),
  locale('es-419', 'Spanish (Latin America)', 'Español (Latinoamérica)'),
  locale('et', 'Estonian', 'Eesti'),
  locale('fa', 'Persian', 'فارسی', 'rtl'),
  locale('fi', 'Finnish', 'Suomi'),
  locale('fil', 'Filipino (Tagalog)', 'Filipino'),
  locale('fr', 'French (France)', 'Français (France)'),
  locale('fr-CA', 'French (Canada)', 'Français (Canada)'),
  locale('he', 'Hebrew', 'עברית', 'rtl'),
  locale('hi', 'Hindi', 'हिन्दी'),
  locale('hr', 'Croatian', 'Hrvatski'),
  locale('hu', 'Hungarian', 'Magyar'),
  locale('id', 'Indonesian', 'Bahasa Indonesia'),
  locale('is', 'Icelandic', 'Íslenska'),
  locale('it', 'Italian', 'Italiano'),
  locale('ja', 'Japanese', '日本語'),
  locale('ko', 'Korean', '한국어'),
  locale('lt', 'Lithuanian', 'Lietuvių'),
  locale('lv', 'Latvian', 'Latviešu'),
  locale('ms', 'Malay', 'Bahasa Melayu'),
  locale('mt', 'Maltese', 'Malti'),
  locale('nb', 'Norwegian Bokmål', 'Norsk bokmål'),
  locale('nl', 'Dutch', 'Nederlands'),
  locale('pl', 'Polish', 'Polski'),
  locale('pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)'),
  locale('pt-PT', 'Portuguese (Portugal)', 'Português (Portugal)'),
  locale('ro', 'Romanian', 'Română'),
  locale('ru', 'Russian', 'Русский'),
  locale('sk', 'Slovak', 'Slovenčina'),
  locale('sl', 'Slovenian', 'Slovenščina'),
  locale('sr', 'Serbian', 'Српски'),
  locale('sv', 'Swedish', 'Svenska'),
  locale('sw', 'Swahili', 'Kiswahili'),
  locale('th', 'Thai', 'ไทย'),
  locale('tr', 'Turkish', 'Türkçe'),
  locale('uk', 'Ukrainian', 'Українська'),
  locale('ur', 'Urdu', 'اردو', 'rtl'),
  locale('vi', 'Vietnamese', 'Tiếng Việt'),
  locale('zh-Hans', 'Chinese (Simplified)', '简体中文'),
  locale('zh-Hant-HK', 'Chinese (Traditional, Hong Kong)', '繁體中文（香港）'),
  locale('zh-Hant-TW', 'Chinese (Traditional, Taiwan)', '繁體中文（台灣）'),
] as const satisfies readonly LocaleInfo[];

export type LocaleId = (typeof LOCALES)[number]['id'];

/** English, the catalog's source: what every chain ends in. */
export const SOURCE_LOCALE: LocaleId = 'en';

const BY_ID = new Map<string, LocaleInfo>(LOCALES.map((info) => [info.id.toLowerCase(), info]));

/**
 * Requests the exact match and the language alone cannot place: the spec's `xx-yy` form and the
 * browser's tags for the regional and script locales. Keys are lower case.
 */
const REGIONAL: Readonly<Record<string, LocaleId>> = {
  // English: the United Kingdom's spelling wherever English is not American.
  'en-gb': 'en-GB',
  'en-ie': 'en-GB',
  'en-au': 'en-GB',
  'en-nz': 'en-GB',
  'en-in': 'en-GB',
  'en-za': 'en-GB',
  'en-mt': 'en-GB',
  'en-sg': 'en-GB',
  'en-hk': 'en-GB',
  // Spanish of the Americas.
  'es-419': 'es-419',
  'es-mx': 'es-419',
  'es-ar': 'es-419',
  'es-bo': 'es-419',
  'es-cl': 'es-419',
  'es-co': 'es-419',
  'es-cr': 'es-419',
  'es-do': 'es-419',
  'es-ec': 'es-419',
  'es-gt': 'es-419',
  'es-hn': 'es-419',
  'es-ni': 'es-419',
  'es-pa': 'es-419',
  'es-pe': 'es-419',
  'es-pr': 'es-419',
  'es-py': 'es-419',
  'es-sv': 'es-419',
  'es-us': 'es-419',
  'es-uy': 'es-419',
  'es-ve': 'es-419',
  'fr-ca': 'fr-CA',
  'pt-br': 'pt-BR',
  'pt-pt': 'pt-PT',
  'pt-ao': 'pt-PT',
  'pt-mz': 'pt-PT',
  // Chinese: the spec's form names a region, the browser's a script or both.
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-my': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  'zh-tw': 'zh-Hant-TW',
  'zh-hant': 'zh-Hant-TW',
  'zh-hant-tw': 'zh-Hant-TW',
  'zh-hk': 'zh-Hant-HK',
  'zh-mo': 'zh-Hant-HK',
  'zh-hant-hk': 'zh-Hant-HK',
  'zh-hant-mo': 'zh-Hant-HK',
};

/** A language alone, or a language whose own code names no locale, and the locale it gets. */
const LANGUAGE: Readonly<Record<string, LocaleId>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  pt: 'pt-BR',
  zh: 'zh-Hans',
  // Norwegian: Bokmål for "no" and for Nynorsk readers, who read it.
  no: 'nb',
  nn: 'nb',
  // Tagalog is Filipino's base.
  tl: 'fil',
};

/** The locale one request names: exact, else its region's table entry, else its language's. */
function localeOf(tag: string): LocaleId | null {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(lower)) return null;
  const regional = Object.hasOwn(REGIONAL, lower) ? REGIONAL[lower] : undefined;
  if (regional) return regional;
  const exact = BY_ID.get(lower);
  if (exact) return exact.id as LocaleId;
  // "zh-Hant-TW" names its script: try language-script before the language alone.
  const [language = '', second] = lower.split('-');
  const script = second && second.length === 4 ? REGIONAL[`${language}-${second}`] : undefined;
  if (script) return script;
  const byLanguage = Object.hasOwn(LANGUAGE, language) ? LANGUAGE[language] : undefined;
  return byLanguage ?? (BY_ID.get(language)?.id as LocaleId | undefined) ?? null;
}

/**
 * The locale a shopper's page speaks: the first of `requested` (the session's `language`, then
 * the browser's languages, most preferred first) that names a locale, exactly or by its
 * language; English when none does.
 */
export function resolveLocale(requested: readonly (string | null | undefined)[]): LocaleId {
  for (const tag of requested) {
    const found = tag ? localeOf(tag) : null;
    if (found) return found;
  }
  return SOURCE_LOCALE;
}

export function localeInfo(id: LocaleId): LocaleInfo {
  return BY_ID.get(id.toLowerCase()) ?? (BY_ID.get('en') as LocaleInfo);
}

/** Whether `value` is one of the catalog's locale ids, exactly as written. */
export const isLocaleId = (value: string): value is LocaleId =>
  LOCALES.some((info) => info.id === value);
