// The catalog of the locale a page should speak for its session and browser, that locale's
// direction and the language the page formats in: loaded as a chunk of its own, only where the
// page's HTML did not carry its catalog (the dev server). The table of locales stays out of the
// page's first script.
import { formatLanguage } from '../common/language/shopper-language.ts';
import { loadCatalog, pageLocale } from '../common/messages/catalogs.ts';
import { localeInfo } from '../common/messages/locales.ts';
import { type FormMessages, formMessages } from '../src/messages/form-messages.ts';

/** The translator for the session's language, else the browser's (most preferred first). */
export async function messagesFor(
  sessionLanguage: string | null | undefined,
  browserLanguages: readonly string[],
  speaking?: FormMessages,
): Promise<FormMessages> {
  const locale = pageLocale([sessionLanguage, ...browserLanguages]);
  const formats = formatLanguage(locale, browserLanguages);
  if (speaking?.locale === locale && speaking.formats === formats) return speaking;
  return formMessages(locale, await loadCatalog(locale), localeInfo(locale).dir, formats);
}
