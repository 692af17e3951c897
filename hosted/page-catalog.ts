// The catalog of the locale a page should speak for its session and browser, and that locale's
// direction: loaded as a chunk of its own, only where the page's HTML did not carry its catalog
// (the dev server, a retried load). The table of locales stays out of the page's first script.
import { loadCatalog, pageLocale } from '../common/messages/catalogs.ts';
import { localeInfo } from '../common/messages/locales.ts';
import { type FormMessages, formMessages } from '../src/messages/form-messages.ts';

/** The translator for `requests` (the session's language, then the browser's). */
export async function messagesFor(
  requests: readonly (string | null | undefined)[],
  speaking?: FormMessages,
): Promise<FormMessages> {
  const locale = pageLocale(requests);
  if (speaking?.locale === locale) return speaking;
  return formMessages(locale, await loadCatalog(locale), localeInfo(locale).dir);
}
