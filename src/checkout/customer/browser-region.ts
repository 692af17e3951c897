// The billing country to preselect: the region of the browser's preferred language.
import { parseTag } from '../../../common/language/browser-languages.ts';

/**
 * The region the browser's preferred language names ("de-DE" → "DE"), upper case; undefined when
 * it names none ("de") or names a wider area ("es-419").
 */
export function browserRegion(browserLanguages: readonly string[]): string | undefined {
  const first = browserLanguages[0];
  const region = first === undefined ? undefined : parseTag(first)?.region;
  return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
}
