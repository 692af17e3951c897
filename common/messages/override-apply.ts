import {
  isPluralMessage,
  messagePlaceholders,
  placeholderError,
  placeholdersOf,
  pluralCategoriesOf,
  textError,
} from '../../themes/message-override-rules.ts';
import type { Catalog, Message } from './format.ts';
import type { LocaleId } from './locales.ts';

// A merchant's texts (payment_form_override.messages, checked by override-check.ts) laid over the
// catalog of the page's locale. For each key: the entry for the page's exact locale, else the
// entry for its language alone ("es" on an es-419 page, "fr" on fr-CA, "en" on en-GB), else the
// catalog's own message. An override read back from storage is not trusted: every text is
// checked again against the message it replaces and dropped when it fails, as themes are.

/** The locale an entry of the page's language is written under: "es" for "es-419", none for "de". */
const languageOf = (locale: string): string | null => {
  const language = locale.split('-')[0] ?? '';
  return language !== locale ? language : null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `text` when it may replace one form of a message that fills in `known`, keeping `keep`. */
function usable(
  text: unknown,
  keep: ReadonlySet<string>,
  known: ReadonlySet<string>,
): string | null {
  if (typeof text !== 'string') return null;
  return textError(text) || placeholderError(text, keep, known) ? null : text.trim();
}

/** The override of one message, or null when it does not fit the message it would replace. */
function overridden(message: Message, raw: unknown, locale: string): Message | null {
  if (!isPluralMessage(message)) {
    const names = placeholdersOf(message);
    return usable(raw, names, names);
  }
  if (!isRecord(raw)) return null;
  const known = messagePlaceholders(message);
  const keepOther = placeholdersOf(message.other);
  const keepForm = new Set([...keepOther].filter((name) => name !== 'count'));
  const categories = pluralCategoriesOf(locale);
  const other = usable(raw.other, keepOther, known);
  if (other === null) return null;
  const forms: Record<string, string> = { other };
  for (const [category, text] of Object.entries(raw)) {
    if (category === 'other' || !categories.has(category)) continue;
    const form = usable(text, keepForm, known);
    if (form !== null) forms[category] = form;
  }
  return forms as unknown as Message;
}

/**
 * `catalog` (the messages of `locale`, as loadCatalog answers them) with the merchant's texts for
 * that locale in place. `layers` are payment_form_override-shaped `messages` objects, lowest
 * first: the merchant's defaults (`merchant_theme.messages`), then the checkout's own, whose
 * texts win key by key. `catalog` itself is left unchanged (it is shared by every page); it is
 * answered as it is when nothing applies.
 */
export function applyMessageOverrides<Key extends string>(
  catalog: Catalog<Key>,
  locale: LocaleId,
  ...layers: unknown[]
): Catalog<Key> {
  const language = languageOf(locale);
  const entries = layers
    .filter(isRecord)
    .flatMap((overrides) => [language ? overrides[language] : undefined, overrides[locale]])
    .filter(isRecord);
  let result: Record<Key, Message> | null = null;
  for (const entry of entries) {
    for (const [key, raw] of Object.entries(entry)) {
      if (!Object.hasOwn(catalog, key)) continue;
      const message = overridden(catalog[key as Key], raw, locale);
      if (message === null) continue;
      result ??= { ...catalog };
      result[key as Key] = message;
    }
  }
  return result ?? catalog;
}
