// What a token session changes on the form (POST /v1/token): the shopper saves a card
// and pays nothing, so the form names no amount — no total row, "Save card" on the button, and a
// line above it that says what saving does (it describes the button). Loaded with the subscription
// chunk (subscription.ts hands a TOKEN session to it), so a card-only checkout downloads none of it.
import { h, type JSX } from 'preact';

export const SAVE_CARD_LABEL = 'Save card';
export const CARD_SAVED_LABEL = 'Card saved';

/** The line's id: the button is described by it. */
export const SAVE_CARD_NOTE_ID = 'kassa-save-card-note';

/** The line's look, from the theme's variables (as the subscription consent line's). */
const NOTE_STYLE = {
  margin: '0 0 12px',
  fontSize: 'var(--kassa-font-size-small)',
  color: 'var(--kassa-muted-color)',
} as const;

/** The sentence above the button, naming the shop when the session names one. */
export function saveCardNote(shopName: string | undefined): string {
  return `${shopName ?? 'The shop'} keeps your card for later payments. You are not charged now.`;
}

export interface SaveCardShown {
  consent: JSX.Element;
  totalLabel: string;
  hideTotal: true;
  button: { label: string; done: string; 'aria-describedby': string };
}

export function saveCardShown(shopName: string | undefined): SaveCardShown {
  return {
    consent: h('p', { class: 'kassa-consent', id: SAVE_CARD_NOTE_ID, style: NOTE_STYLE }, [
      saveCardNote(shopName),
    ]),
    totalLabel: '',
    hideTotal: true,
    button: {
      label: SAVE_CARD_LABEL,
      done: CARD_SAVED_LABEL,
      'aria-describedby': SAVE_CARD_NOTE_ID,
    },
  };
}
