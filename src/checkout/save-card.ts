// What a token session changes on the form (POST /v1/token): the shopper saves a card
// and pays nothing, so the form names no amount — no total row, "Save card" on the button, and a
// line above it that says what saving does (it describes the button). Loaded with the subscription
// chunk (subscription.ts hands a TOKEN session to it), so a card-only checkout downloads none of it.
import { h, type JSX } from 'preact';
import type { FormMessages } from '../messages/form-messages.ts';

/** The line's id: the button is described by it. */
export const SAVE_CARD_NOTE_ID = 'kassa-save-card-note';

/** The line's look, from the theme's variables (as the subscription consent line's). */
const NOTE_STYLE = {
  margin: '0 0 12px',
  fontSize: 'var(--kassa-font-size-small)',
  color: 'var(--kassa-muted-color)',
} as const;

/** The sentence above the button, naming the shop when the session names one. */
export function saveCardNote(t: FormMessages, shopName: string | undefined): string {
  return shopName ? t('save_card.note.shop', { shop: shopName }) : t('save_card.note');
}

export interface SaveCardShown {
  consent: JSX.Element;
  totalLabel: string;
  hideTotal: true;
  button: { label: string; done: string; 'aria-describedby': string };
}

export function saveCardShown(t: FormMessages, shopName: string | undefined): SaveCardShown {
  return {
    consent: h('p', { class: 'kassa-consent', id: SAVE_CARD_NOTE_ID, style: NOTE_STYLE }, [
      saveCardNote(t, shopName),
    ]),
    totalLabel: '',
    hideTotal: true,
    button: {
      label: t('save_card.button'),
      done: t('save_card.done'),
      'aria-describedby': SAVE_CARD_NOTE_ID,
    },
  };
}
