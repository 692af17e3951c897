// The checkout page as the server sent it (server/api/pages/checkout-page.ts): the session view
// it carries, and the form's markup, which the script takes over (hydrates) without losing what the
// shopper typed before it ran.
import type { SessionView } from '../common/contract/session-api.ts';
import type { FormCatalog } from '../common/messages/en.ts';
import type { LocaleId } from '../common/messages/locales.ts';
import { replayInput } from '../src/checkout/replayed-input.ts';

/** Marks the root while it holds the server's markup (server/api/pages/checkout-page.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the `<script type="application/json">` that carries the session view. */
export const SESSION_VIEW_ID = 'kassa-session';

/** The session view the page carries, or undefined (a page served without one, a bad token). */
export function carriedSession(document: Document): SessionView | undefined {
  const element = document.getElementById(SESSION_VIEW_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SessionView;
  } catch {
    return undefined;
  }
}

/** The id of the `<script type="application/json">` that carries the page's catalog. */
export const MESSAGES_ID = 'kassa-messages';

/**
 * What that element holds: the page's locale, its direction, its messages (none other's) and the
 * language it formats in (common/language/shopper-language.ts).
 */
export interface CarriedMessages {
  locale: LocaleId;
  dir: 'ltr' | 'rtl';
  messages: FormCatalog;
  formats: string;
}

/**
 * The catalog the server chose for this page (server/api/pages/checkout-page.ts), or undefined
 * when it carries none (the dev server, a page served without its session).
 */
export function carriedMessages(document: Document): CarriedMessages | undefined {
  const text = document.getElementById(MESSAGES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const carried = JSON.parse(text) as Partial<CarriedMessages> | null;
    const { locale, dir, messages, formats } = carried ?? {};
    return typeof locale === 'string' &&
      (dir === 'ltr' || dir === 'rtl') &&
      messages &&
      typeof messages === 'object' &&
      typeof formats === 'string'
      ? { locale, dir, messages, formats }
      : undefined;
  } catch {
    return undefined;
  }
}

type Typed = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isChoice = (field: Typed): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isTyped = (field: Element | null): field is Typed =>
  field instanceof HTMLInputElement ||
  field instanceof HTMLSelectElement ||
  field instanceof HTMLTextAreaElement;

const typedFields = (root: HTMLElement): Typed[] =>
  Array.from(root.querySelectorAll<Typed>('input, select, textarea')).filter((field) =>
    isChoice(field)
      ? // A radio chosen fires for itself; the one it unchecked follows from that choice.
        field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)
      : field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue,
  );

interface TypedBefore {
  id: string;
  field: Typed;
  value: string;
  checked: boolean;
}

/** Fires, on each field changed before the script ran, the events typing or choosing would. */
function replayTyping(document: Document, changed: readonly TypedBefore[]): void {
  for (const { id, field: before, value, checked } of changed) {
    // Hydration keeps the elements; should one have been replaced, its successor takes the value.
    const field = before.isConnected ? before : id ? document.getElementById(id) : null;
    if (!isTyped(field)) continue;
    // A choice fires `change` (its handlers toggle or read it), a text field `input`, as each does
    // when used; never both, so that no handler runs twice.
    if (isChoice(field)) {
      field.checked = checked;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = value;
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
  }
}

/**
 * Hydrates the server's markup in `root` (`hydrate` attaches the components to it) and hands what
 * the shopper changed in it before the script ran to the form's model, as if typed now: each such
 * field fires the events typing would, so the model reads it exactly as it reads typing
 * (formatting, scheme detection), but moves no focus on (src/checkout/replayed-input.ts): focus and
 * the caret stay where the shopper left them.
 */
export function takeOver(root: HTMLElement, hydrate: () => void): void {
  const document = root.ownerDocument;
  const changed = typedFields(root).map((field) => ({
    id: field.id,
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement ? field.checked : false,
  }));
  const active = document.activeElement;
  const caret =
    active instanceof HTMLInputElement && active.selectionStart !== null
      ? [active.selectionStart, active.selectionEnd ?? active.selectionStart]
      : null;
  hydrate();
  replayInput(() => replayTyping(document, changed));
  if (active instanceof HTMLElement && active.isConnected && document.activeElement !== active) {
    active.focus();
  }
  if (caret && active instanceof HTMLInputElement && document.activeElement === active) {
    try {
      active.setSelectionRange(caret[0] ?? null, caret[1] ?? null);
    } catch {
      // Inputs of some types have no caret.
    }
  }
}
