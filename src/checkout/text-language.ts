// The language the form's words are in, apart from the language its amounts and dates are
// formatted in. Until the message catalog exists every string is English, so `<html lang>` says
// "en" whatever the session's language: a screen reader must read English text with an English
// voice. Amounts formatted for a German session ("12,50 €") carry their own lang.
import { toLocale } from '../../common/money/format.ts';

/** The language of the form's strings. */
export const TEXT_LANGUAGE = 'en';

/**
 * The lang attribute for text formatted for `language` (the session's) inside the form's
 * English: its locale when another language, undefined when English already covers it.
 */
export function formattedLang(language: string | undefined): string | undefined {
  const locale = toLocale(language);
  return locale.split('-')[0] === TEXT_LANGUAGE ? undefined : locale;
}
