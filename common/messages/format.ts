// Messages and how they are filled in. A message is text with `{name}` placeholders, or, where a
// number changes the words, one text per plural category of Intl.PluralRules (`other` always
// given), picked by the `count` parameter: no string concatenation decides a shopper's grammar.

/** One text per plural category; `other` is required, the rest as the language needs them. */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage;

/** A catalog: every key of the English source, each with its message. */
export type Catalog<Key extends string> = Readonly<Record<Key, Message>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` with `params[name]`; numbers as the locale writes them. Formatted only when a
 * number is filled in, not for every text: a page's first Intl formatter loads the runtime's
 * number data, the longest step of the hosted page's start, and most texts have no number in
 * them (the runtime keeps the formatter it makes for toLocaleString).
 */
function fill(text: string, params: MessageParams | undefined, locale: string): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

export type Translate<Key extends string> = (key: Key, params?: MessageParams) => string;

/** The translator of one locale's catalog. */
export function createTranslator<Key extends string>(
  locale: string,
  catalog: Catalog<Key>,
): Translate<Key> {
  let plurals: Intl.PluralRules | undefined;
  return (key, params) => {
    const message = catalog[key];
    // A text its page was not sent (form-parts.ts) shows as its key rather than stopping the page.
    if (message === undefined) return key;
    if (typeof message === 'string') return fill(message, params, locale);
    plurals ??= new Intl.PluralRules(locale);
    const count = params?.count;
    const category = typeof count === 'number' ? plurals.select(count) : 'other';
    return fill(message[category] ?? message.other, params, locale);
  };
}
