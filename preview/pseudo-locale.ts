// The pseudo-locale of the designer preview: the English source made some 40 % longer and written
// in accented letters ("Pay {amount}" → "[Ƥȧẏ {amount} one two]"), so a designer sees where a
// longer language would wrap, clip or scroll before any translation is written, and spots a text
// left out of the catalog (it stays plain English). `en-XA` is the tag Android and Chrome give
// their long pseudo-locale. Made from the source when the preview loads it, never a file of its
// own; only the preview imports this module, and no page a shopper reaches speaks it: `en-XA` is
// no locale of the catalog (common/messages/locales.ts), so a session naming it gets English.
import type { Catalog, Message, PluralMessage } from '../common/messages/format.ts';

export const PSEUDO_LOCALE = 'en-XA';

/** How much longer a pseudo text is than its source: German and Finnish run some 30–40 % longer. */
export const PSEUDO_GROWTH = 0.4;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOOKALIKE = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşţŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const ACCENTED: ReadonlyMap<string, string> = new Map(
  [...LOOKALIKE].map((accented, index) => [PLAIN[index] ?? '', accented]),
);

// Words, not a run of one character: a padded text still wraps where a real language would.
const PADDING = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');

const PLACEHOLDER = /(\{\w+\})/;

/**
 * `text` in accented letters between brackets, padded to at least 1.4 times its length; its
 * `{placeholders}` are kept as they are, so the translator still fills them in. The brackets show
 * at a glance whether a text is whole: one missing is a text cut off.
 */
export function pseudoText(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((piece, index) =>
      index % 2 === 1 ? piece : [...piece].map((letter) => ACCENTED.get(letter) ?? letter).join(''),
    )
    .join('');
  // Counted in code points, as a reader sees letters.
  const length = [...text].length;
  const extra = Math.ceil(length * PSEUDO_GROWTH);
  // Whole words, as many as make up the growth.
  const words: string[] = [];
  for (let at = 0; words.join(' ').length < extra; at++)
    words.push(PADDING[at % PADDING.length] ?? '');
  const padding = words.length > 0 ? ` ${words.join(' ')}` : '';
  return `[${accented}${padding}]`;
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  const forms: Partial<Record<keyof PluralMessage, string>> = {};
  for (const [category, text] of Object.entries(message) as [keyof PluralMessage, string][])
    forms[category] = pseudoText(text);
  return { ...forms, other: pseudoText(message.other) };
}

/** Every message of `source` (the English catalog) as the pseudo-locale's, key for key. */
export function pseudoCatalog<Key extends string>(source: Catalog<Key>): Catalog<Key> {
  const catalog = {} as Record<Key, Message>;
  for (const key of Object.keys(source) as Key[]) catalog[key] = pseudoMessage(source[key]);
  return catalog;
}
