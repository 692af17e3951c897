import {
  isPluralMessage,
  MAX_KEYS_PER_LOCALE,
  MAX_MESSAGES_BYTES,
  type MessageOverride,
  type MessageOverrides,
  messagePlaceholders,
  placeholderError,
  placeholdersOf,
  pluralCategoriesOf,
  textError,
} from '../../themes/message-override-rules.ts';
import { en, type MessageKey } from './en.ts';
import type { Catalog, PluralMessage } from './format.ts';
import { LOCALES, type LocaleId, resolveLocale } from './locales.ts';

// The check of payment_form_override.messages (the rules are in themes/message-override-rules.ts): the API's
// 400, the designer preview's inline errors and MERCHANT_THEME at start all come from here,
// through themes/validate-override.ts. A locale is named by its id as LOCALES writes it, in any
// case ("pt-br" is stored as "pt-BR"); a spelling that only resolves to a locale ("es-mx",
// "zh-cn") is refused with the id to write, so one entry never silently covers another locale.

/** Reports a refused part: the field as the API names it, and the rule it broke. */
export type Report = (field: string, rule: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a.b` for plain names, `a["pay.button"]` otherwise, as themes/check-override.ts names them. */
const child = (field: string, key: string): string =>
  /^[A-Za-z_][\w-]*$/.test(key) ? `${field}.${key}` : `${field}[${JSON.stringify(key)}]`;

const BY_LOWER = new Map<string, LocaleId>(LOCALES.map(({ id }) => [id.toLowerCase(), id]));

function localeError(name: string): string {
  const resolved = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(name)
    ? resolveLocale([name])
    : null;
  const language = name.slice(0, 2).toLowerCase();
  const hint =
    resolved && (resolved !== 'en' || language === 'en')
      ? `; pages asked for ${name} speak ${resolved}: write ${resolved}`
      : '';
  return `is not a locale id of the form (ar, de, en, en-GB, es-419, pt-BR, zh-Hans, … as docs/themes.md lists them)${hint}`;
}

/** Bytes of `value` as UTF-8 JSON. */
const jsonBytes = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value)).length;

function checkText(
  raw: unknown,
  at: string,
  keep: ReadonlySet<string>,
  known: ReadonlySet<string>,
  report: Report,
): string | null {
  if (typeof raw !== 'string') {
    report(at, 'must be a string');
    return null;
  }
  const error = textError(raw) ?? placeholderError(raw, keep, known);
  if (error) report(at, error);
  return error ? null : raw.trim();
}

function checkPlural(
  raw: unknown,
  at: string,
  locale: LocaleId,
  english: PluralMessage,
  report: Report,
): MessageOverride | null {
  if (!isRecord(raw)) {
    report(
      at,
      `must be an object of plural forms (${[...pluralCategoriesOf(locale)].join(', ')}); the English message has one text per number`,
    );
    return null;
  }
  const categories = pluralCategoriesOf(locale);
  const known = messagePlaceholders(english);
  const keepOther = placeholdersOf(english.other);
  // Another form than `other` may spell its number out ("one item"), so only `other` must keep {count}.
  const keepForm = new Set([...keepOther].filter((name) => name !== 'count'));
  if (!Object.hasOwn(raw, 'other')) {
    report(at, 'must have the plural form other, which every number falls back to');
    return null;
  }
  const forms: Record<string, string> = {};
  let ok = true;
  for (const [category, text] of Object.entries(raw)) {
    const where = child(at, category);
    if (!categories.has(category)) {
      report(where, `is not a plural form of ${locale}; its forms: ${[...categories].join(', ')}`);
      ok = false;
      continue;
    }
    const checked = checkText(
      text,
      where,
      category === 'other' ? keepOther : keepForm,
      known,
      report,
    );
    if (checked === null) ok = false;
    else forms[category] = checked;
  }
  return ok ? forms : null;
}

function checkLocale(
  raw: unknown,
  at: string,
  locale: LocaleId,
  source: Catalog<string>,
  report: Report,
): Record<string, MessageOverride> {
  if (!isRecord(raw)) {
    report(at, 'must be an object of message keys to texts');
    return {};
  }
  const entries = Object.entries(raw);
  if (entries.length > MAX_KEYS_PER_LOCALE) {
    report(at, `must have at most ${MAX_KEYS_PER_LOCALE} entries`);
    return {};
  }
  const kept: Record<string, MessageOverride> = {};
  for (const [key, value] of entries) {
    const where = child(at, key);
    const english = Object.hasOwn(source, key) ? source[key] : undefined;
    if (english === undefined) {
      report(where, 'is not a message key of the form (common/messages/source/ lists them)');
      continue;
    }
    if (isPluralMessage(english)) {
      const plural = checkPlural(value, where, locale, english, report);
      if (plural !== null) kept[key] = plural;
      continue;
    }
    if (isRecord(value)) {
      report(where, 'must be a string: the English message has no plural forms');
      continue;
    }
    const names = placeholdersOf(english);
    const text = checkText(value, where, names, names, report);
    if (text !== null) kept[key] = text;
  }
  return kept;
}

/**
 * Walks payment_form_override.messages, reporting every refused part to `report`, and answers
 * what passes under canonical locale ids (texts trimmed). `source` is the English catalog the
 * keys, placeholders and plural forms are checked against (tests pass one of their own).
 */
export function checkMessageOverrides(
  value: unknown,
  field: string,
  report: Report,
  source: Catalog<string> = en as Catalog<MessageKey>,
): MessageOverrides {
  if (!isRecord(value)) {
    report(field, 'must be an object of locale ids to messages');
    return {};
  }
  const entries = Object.entries(value);
  if (entries.length > LOCALES.length) {
    report(field, `must have at most ${LOCALES.length} entries, one per locale`);
    return {};
  }
  const overrides: MessageOverrides = {};
  const written = new Map<LocaleId, string>();
  for (const [name, raw] of entries) {
    const at = child(field, name);
    const locale = BY_LOWER.get(name.toLowerCase());
    if (!locale) {
      report(at, localeError(name));
      continue;
    }
    const twin = written.get(locale);
    if (twin !== undefined) {
      report(at, `names the same locale as ${twin} (${locale}); write each locale once`);
      continue;
    }
    written.set(locale, name);
    overrides[locale] = checkLocale(raw, at, locale, source, report);
  }
  const bytes = jsonBytes(overrides);
  if (bytes > MAX_MESSAGES_BYTES) {
    report(field, `must be at most ${MAX_MESSAGES_BYTES} bytes as JSON (UTF-8), is ${bytes}`);
    return {};
  }
  return overrides;
}
