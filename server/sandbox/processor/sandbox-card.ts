import type { PaymentCard } from '../../domain/processor.ts';
import { testCardNumberOf } from './token-cards.ts';
import { walletCardFor } from './wallet-cards.ts';

// The card a sandbox processor decides from, however it reached the port: typed, stored (a saved
// card, a payment token) or named by a wallet's token. The number stays in this folder.

export interface SandboxCard {
  /** A test card's number, or a number that is no test card (approved like any other card). */
  pan: string;
  holderName: string;
}

// Any date will do: only the number of the wallet's card is read, never its expiry.
const ANY_DATE = new Date(0);

/** The number the sandbox decides from. */
export function sandboxCard(card: PaymentCard): SandboxCard {
  switch (card.kind) {
    case 'typed':
      return { pan: card.number, holderName: card.holderName };
    case 'stored':
      // A stored card of no test card has no number here: "not a test card", which is approved.
      return { pan: testCardNumberOf(card) ?? '', holderName: card.holderName };
    case 'wallet':
      // No cardholder name comes with a wallet payment: no FORCE name, the card decides.
      return { pan: walletCardFor(card.token, ANY_DATE)?.number ?? '', holderName: '' };
  }
}

/** The first 6 digits the card's BIN facts are read from, when the card shows them. */
export function binOf(card: PaymentCard, pan: string): string | undefined {
  if (card.kind === 'stored') return card.bin ?? undefined;
  return pan.length >= 6 ? pan.slice(0, 6) : undefined;
}
