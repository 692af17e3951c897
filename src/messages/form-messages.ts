// How the form's views read their texts: one translator (common/messages/format.ts) for the page's
// locale, given through a Preact context by whatever renders the form (the hosted page, the
// checkout form from its model, the designer preview's panels). Never a module-level value: the
// server renders pages for many shoppers at once, each in their own language.
import { type ComponentChildren, createContext, h, type JSX } from 'preact';
import { useContext } from 'preact/hooks';
import type { Messages as Catalog, MessageKey } from '../../common/messages/en.ts';
import {
  createTranslator,
  type MessageParams,
  type Translate,
} from '../../common/messages/format.ts';

/** The page's translator, t('pay.button.amount', { amount: '€12.50' }), and its locale. */
export interface FormMessages extends Translate<MessageKey> {
  /** The BCP 47 tag the texts are in ("de", "pt-BR"): `<html lang>`, dates in sentences. */
  readonly locale: string;
  /** The direction its script is written in: `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
}

/** The translator of `catalog`, the messages of `locale`. */
export function formMessages(
  locale: string,
  catalog: Catalog,
  dir: 'ltr' | 'rtl' = 'ltr',
): FormMessages {
  return Object.assign(createTranslator(locale, catalog), { locale, dir });
}

export const MessagesContext = createContext<FormMessages | null>(null);

/** The translator of the form around this component. */
export function useMessages(): FormMessages {
  const t = useContext(MessagesContext);
  if (!t) throw new Error('[Kassa] the form was rendered without its messages (MessagesContext)');
  return t;
}

/** Gives `messages` to every view under it. */
export function Messages({
  messages,
  children,
}: {
  messages: FormMessages;
  children: ComponentChildren;
}): JSX.Element {
  return h(MessagesContext.Provider, { value: messages }, children);
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
  key: MessageKey,
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
