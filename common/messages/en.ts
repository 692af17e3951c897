// The catalog's source: every text a shopper can see, in English (United States), gathered from
// source/ (one module per part, so each part's texts stay together). Keys name where a text is
// shown and what it says (`card.number.label`); each locale's file (locales/<id>.ts) has every key.
// A message is text with `{name}` placeholders, or one text per plural category (format.ts).
import type { Catalog } from './format.ts';
import { form } from './source/form.ts';
import { pages } from './source/pages.ts';

export const en = { ...form, ...pages } as const satisfies Catalog<string>;

export type MessageKey = keyof typeof en;

/** One locale's catalog: a message for every key. */
export type Messages = Catalog<MessageKey>;

/**
 * A regional locale's file (en-GB, fr-CA, es-419, pt-PT, zh-Hant-HK): only the messages whose text
 * differs from its language's catalog, which it is laid over when loaded (catalogs.ts).
 */
export type RegionalMessages = Partial<Messages>;

/** The keys of the payment form's texts: all a form's page carries of its locale's catalog. */
export type FormKey = keyof typeof form;

/** The part of a locale's catalog the payment form reads. */
export type FormCatalog = Catalog<FormKey>;

/** The form's keys, for the server to pick a page's catalog (never imported by the form). */
export const FORM_KEYS: readonly FormKey[] = Object.keys(form) as FormKey[];
