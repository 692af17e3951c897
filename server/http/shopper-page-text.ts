import { loadCatalog } from '../../common/messages/catalogs.ts';
import type { MessageKey, Messages } from '../../common/messages/en.ts';
import { createTranslator, type Message, type Translate } from '../../common/messages/format.ts';
import { type LocaleId, localeInfo, resolveLocale } from '../../common/messages/locales.ts';
import { applyMessageOverrides } from '../../common/messages/override-apply.ts';
import { escapeHtml } from '../platform/escape-html.ts';
import { acceptedLanguages } from './accept-language.ts';

// The language of a page the server renders for a shopper (the sandbox's challenge, provider and
// return pages): the payment's `language` first, then the browser's, by common/messages/locales.ts
// resolveLocale; the page's texts from that locale's catalog; `<html lang dir>` from the locale.
// The pages are strings without a template engine, so a text comes out as HTML: the catalog's
// words escaped, a value escaped, and only markup this code wrote (`markup`) put in as it is.

/** Markup written by the page's own code (`<code>success_url</code>`), put into a text as is. */
export interface Markup {
  readonly markup: string;
}

export const markup = (html: string): Markup => ({ markup: html });

/** A value for a placeholder: text (escaped), a number (the locale's digits), or markup. */
export type HtmlParams = Readonly<Record<string, string | number | Markup>>;

/** A message as HTML, with its placeholders filled. */
export type HtmlTranslate = (key: MessageKey, params?: HtmlParams) => string;

export interface ShopperPageText {
  /** The locale's tag, for `<html lang>` and Intl. */
  lang: LocaleId;
  dir: 'ltr' | 'rtl';
  /** A message as HTML, for the page's markup. */
  html: HtmlTranslate;
  /** A message as text, for a value the page escapes where it puts it. */
  text: Translate<MessageKey>;
  /** A moment as the locale writes a date and time, in UTC and saying so. */
  dateTime: (at: Date) => string;
}

const escapeMessage = (message: Message): Message =>
  typeof message === 'string'
    ? escapeHtml(message)
    : {
        ...Object.fromEntries(
          Object.entries(message).map(([category, text]) => [category, escapeHtml(text)]),
        ),
        other: escapeHtml(message.other),
      };

const escapedCatalogs = new WeakMap<Messages, Messages>();

/** The catalog with every message escaped once; its placeholders (`{name}`) are left as they are. */
function escapedCatalog(catalog: Messages): Messages {
  let escaped = escapedCatalogs.get(catalog);
  if (!escaped) {
    escaped = Object.fromEntries(
      Object.entries(catalog).map(([key, message]) => [key, escapeMessage(message)]),
    ) as Messages;
    escapedCatalogs.set(catalog, escaped);
  }
  return escaped;
}

/**
 * The texts of `locale` from `catalog`. Tests pass a catalog of their own here (every value its
 * key) to prove a page writes no text of its own.
 */
export function pageText(locale: LocaleId, catalog: Messages): ShopperPageText {
  const fromEscaped = createTranslator(locale, escapedCatalog(catalog));
  const dates = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return {
    lang: locale,
    dir: localeInfo(locale).dir,
    text: createTranslator(locale, catalog),
    html: (key, params) => {
      if (!params) return fromEscaped(key);
      const filled: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(params)) {
        filled[name] =
          typeof value === 'number'
            ? value
            : typeof value === 'string'
              ? escapeHtml(value)
              : value.markup;
      }
      return fromEscaped(key, filled);
    },
    dateTime: (at) => dates.format(at),
  };
}

/**
 * The catalog a shopper page of `payment` speaks in `locale`. The one place a page's catalog is
 * chosen: the merchant's own texts for the locale (payment_form_override) go on top of it here.
 */
export async function shopperPageCatalog(
  locale: LocaleId,
  payment: { paymentFormOverride: unknown } | null,
): Promise<Messages> {
  const catalog = await loadCatalog(locale);
  const override = payment?.paymentFormOverride;
  const messages =
    typeof override === 'object' && override !== null && 'messages' in override
      ? override.messages
      : undefined;
  return applyMessageOverrides(catalog, locale, messages);
}

/**
 * The texts of a shopper page for a request and the payment it shows (null when the page names
 * no payment, or one that does not exist): the payment's language, else the browser's.
 */
export async function shopperPageText(
  headers: { 'accept-language'?: string | undefined },
  payment: { language: string | null; paymentFormOverride: unknown } | null,
): Promise<ShopperPageText> {
  const locale = resolveLocale([
    payment?.language,
    ...acceptedLanguages(headers['accept-language']),
  ]);
  return pageText(locale, await shopperPageCatalog(locale, payment));
}
