// How the form's views read their texts: one translator (common/messages/format.ts) for the page's
// locale, given by whatever renders the form (the hosted page, the checkout form from its model,
// the designer preview's panels) with <Messages>, and read by every view under it.
//
// Not a Preact context: createContext and useContext cost the card form's first bytes some 370 B
// gzip of a 30 KB budget. <Messages> instead holds the translator for the render it starts, which
// is safe where a context would be needed: the server renders each page in one synchronous call
// (renderToString never yields, so no other shopper's render runs in between, and each render
// starts at its own <Messages>), and a document in a browser speaks one language at a time (the
// hosted page, a framed form and each designer panel are documents of their own). A view that
// renders again on its own reads the translator its page last gave.
import { type ComponentChildren, Fragment, h, type JSX } from 'preact';
import type { FormCatalog as Catalog, FormKey } from '../../common/messages/en.ts';
import {
  createTranslator,
  type MessageParams,
  type Translate,
} from '../../common/messages/format.ts';

/** The page's translator, t('pay.button.amount', { amount: '€12.50' }), and its locale. */
export interface FormMessages extends Translate<FormKey> {
  /** The BCP 47 tag the texts are in ("de", "pt-BR"): `<html lang>`, dates in sentences. */
  readonly locale: string;
  /** The direction its script is written in: `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * What amounts, dates and country names are formatted in when the checkout named no language:
   * the spec's form ("ja-jp"), chosen with the locale (common/language/shopper-language.ts).
   */
  readonly formats: string;
}

/**
 * The translator of `catalog`, the messages of `locale`, on a page formatting in `formats`
 * ("en-gb" when not given: English as most of the world reads it).
 */
export function formMessages(
  locale: string,
  catalog: Catalog,
  dir: 'ltr' | 'rtl' = 'ltr',
  formats = 'en-gb',
): FormMessages {
  return Object.assign(createTranslator(locale, catalog), { locale, dir, formats });
}

/** The translator the render under way was given (see above). */
let given: FormMessages | null = null;

/** The translator of the form around this component. */
export function useMessages(): FormMessages {
  // A programming error: short words, as they ship with the form's first bytes.
  if (!given) throw new Error('[Kassa] render the form inside <Messages>');
  return given;
}

/** Gives `messages` to every view under it: rendered before them, it hands them on. */
export function Messages({
  messages,
  children,
}: {
  messages: FormMessages;
  children: ComponentChildren;
}): JSX.Element {
  given = messages;
  return h(Fragment, null, children);
}

// A placeholder's mark inside a translated text, so that an element can take its place: no text
// of a catalog holds this control character.
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A message some of whose placeholders are elements ("Pay <span lang="de">12,50 €</span>"): the
 * text around them in the order the locale's message puts them.
 */
export function withParts(
  t: FormMessages,
  key: FormKey,
  parts: Readonly<Record<string, ComponentChildren>>,
  params: MessageParams = {},
): ComponentChildren[] {
  const marked: Record<string, string | number> = { ...params };
  for (const name of Object.keys(parts)) marked[name] = `${MARK}${name}${MARK}`;
  return t(key, marked)
    .split(MARKED)
    .map((piece, index) => (index % 2 === 1 ? parts[piece] : piece))
    .filter((piece) => piece !== '');
}
