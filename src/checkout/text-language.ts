// The language the form's words are in (the page's locale, its catalog's), apart from the
// language its amounts and dates are formatted in (the session's). When they differ, a formatted
// amount carries its own lang, so a screen reader reads "12,50 €" with the voice of its language
// inside a page of another.
import { toLocale } from '../../common/money/format.ts';

/**
 * The lang attribute for text formatted for `language` (the session's) inside a page whose words
 * are in `pageLocale`: its locale when another language, undefined when the page's covers it.
 */
export function formattedLang(
  language: string | undefined,
  pageLocale: string,
): string | undefined {
  const locale = toLocale(language);
  const primary = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? tag;
  return primary(locale) === primary(pageLocale) ? undefined : locale;
}
