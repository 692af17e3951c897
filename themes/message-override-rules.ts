// The rules of a merchant's own texts (payment_form_override.messages): their limits, the JSON
// Schema the API checks their shape with, and the checks of one text that both the validator
// (common/messages/override-check.ts) and the function that applies them to a page's catalog
// (common/messages/override-apply.ts)
// run. The form renders every message as a text node, so no markup is ever interpreted; these
// rules keep a text from carrying what a text node still shows badly (control characters,
// direction overrides) or from losing what the shopper must read (`{amount}`).

/**
 * Locales in one override: one entry per locale of LOCALES (a test holds the two equal; the
 * number is written out so the schema, which the form's session view carries, needs no list).
 */
export const MAX_LOCALES = 51;
/** Characters (code points) of one text, plural forms each. */
export const MAX_TEXT_LENGTH = 300;
/** Keys overridden in one locale. */
export const MAX_KEYS_PER_LOCALE = 100;
/** Bytes of the whole `messages` object, as stored (UTF-8 JSON, locale ids canonical). */
export const MAX_MESSAGES_BYTES = 32 * 1024;

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A message of the catalog (common/messages/format.ts): a text, or its plural forms. */
export type SourceMessage = string | { readonly other: string };

/** One overriding text, or one text per plural category (`other` among them). */
export type MessageOverride = string | Record<string, string>;

/** Locale id → message key → text, or one text per plural category. */
export type MessageOverrides = Record<string, Record<string, MessageOverride>>;

/**
 * The shape of payment_form_override.messages; what a schema cannot say (locale ids, keys,
 * placeholders, plural categories, the byte limit) is checked by common/messages/override-check.ts.
 */
export const messageOverridesSchema = {
  type: 'object',
  maxProperties: MAX_LOCALES,
  additionalProperties: {
    type: 'object',
    maxProperties: MAX_KEYS_PER_LOCALE,
    additionalProperties: {
      type: ['string', 'object'],
      maxLength: MAX_TEXT_LENGTH,
      maxProperties: PLURAL_CATEGORIES.length,
      additionalProperties: { type: 'string', maxLength: MAX_TEXT_LENGTH },
    },
  },
} as const;

// C0 and C1 controls (line breaks and tabs included: a text is one line of a label or a
// sentence), and the bidirectional embeddings, overrides and isolates, which could reorder what
// follows the text on screen (an amount read backwards); the marks (U+200E, U+200F, U+061C)
// that right-to-left writing needs are allowed.
const CONTROL = /\p{Cc}/u;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}`s a text fills in, as format.ts finds them. */
export function placeholdersOf(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] as string));
}

/** Every placeholder of a message, in any of its forms. */
export function messagePlaceholders(message: SourceMessage): Set<string> {
  if (typeof message === 'string') return placeholdersOf(message);
  const names = new Set<string>();
  for (const text of Object.values(message)) {
    if (typeof text === 'string') for (const name of placeholdersOf(text)) names.add(name);
  }
  return names;
}

const listed = (names: Iterable<string>): string =>
  Array.from(names, (name) => `{${name}}`).join(', ');

/** What is wrong with one text of an override, or null; `text` is already a string. */
export function textError(text: string): string | null {
  if (text.trim() === '') return 'must not be empty';
  if ([...text].length > MAX_TEXT_LENGTH) {
    return `must be at most ${MAX_TEXT_LENGTH} characters long`;
  }
  if (CONTROL.test(text)) return 'must not contain control characters (line breaks, tabs)';
  if (BIDI_CONTROL.test(text)) {
    return 'must not contain bidirectional embedding, override or isolate characters (U+202A–U+202E, U+2066–U+2069); the form sets each text’s direction';
  }
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}

/**
 * Whether `text` keeps the placeholders of the message it replaces: none dropped from `keep`
 * (what the shopper must read, like `{amount}`), none added beyond `known` (which the form
 * would show as they are written).
 */
export function placeholderError(
  text: string,
  keep: ReadonlySet<string>,
  known: ReadonlySet<string>,
): string | null {
  const used = placeholdersOf(text);
  const dropped = [...keep].filter((name) => !used.has(name));
  if (dropped.length > 0) {
    return `must keep the placeholder${dropped.length > 1 ? 's' : ''} ${listed(dropped)} of the English message`;
  }
  const added = [...used].filter((name) => !known.has(name));
  if (added.length > 0) {
    const allowed = known.size > 0 ? `; it fills in ${listed(known)}` : '; it fills in none';
    return `must not add placeholders the English message does not fill in (${listed(added)})${allowed}`;
  }
  return null;
}

/** The plural categories a locale's words change by (Intl.PluralRules), `other` always among them. */
export function pluralCategoriesOf(locale: string): ReadonlySet<string> {
  const categories = new Set<string>(
    new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
  );
  categories.add('other');
  return categories;
}

export const isPluralMessage = (message: SourceMessage): message is { readonly other: string } =>
  typeof message === 'object';
