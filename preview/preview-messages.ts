// The translator of the designer preview's panels, for the language the designer picked
// (preview-locales.ts): English by default, with the catalog the panel's chunk already holds;
// another locale's catalog loaded as the hosted page loads one, a chunk of its own; the
// pseudo-locale made from the English source.
import { loadCatalog } from '../common/messages/catalogs.ts';
import { en } from '../common/messages/en.ts';
import { type FormMessages, formMessages } from '../src/messages/form-messages.ts';
import { type PreviewLocale, previewLocaleDir } from './preview-locales.ts';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo-locale.ts';

export const previewMessages = formMessages('en', en);

export async function previewMessagesFor(locale: PreviewLocale): Promise<FormMessages> {
  if (locale === previewMessages.locale) return previewMessages;
  const catalog = locale === PSEUDO_LOCALE ? pseudoCatalog(en) : await loadCatalog(locale);
  return formMessages(locale, catalog, previewLocaleDir(locale));
}
