// The shopper's words of the choice of how to pay (PaymentChoice.tsx): its heading, the card's
// item, the saved cards' removal and what a subscription says instead of the save box. One module,
// so the message catalog can take them over as they are.
import type { SavedCardView } from '../../common/contract/session-api.ts';

/** The heading over several ways to pay. */
export const CHOICE_HEADING = 'Payment method';

/** The card's item among the ways to pay. */
export const CARD_ITEM = 'Card';

/** Between the wallet buttons and the list below them, whatever the list holds. */
export const WALLET_DIVIDER = 'or';

/** "VISA ending in 4242": a saved card as the removal's words name it. */
export const savedCardName = (card: SavedCardView): string =>
  `${card.scheme} ending in ${card.last4}`;

/** The small control on a saved card's row. */
export const REMOVE = 'Remove';
/** Its accessible name: it starts with what it shows, and names the card. */
export const removeLabel = (card: SavedCardView): string => `${REMOVE} ${savedCardName(card)}`;
/** The confirmation under the row. */
export const REMOVE_QUESTION = 'Remove this card from your saved cards?';
export const REMOVE_CONFIRM = 'Remove card';
export const REMOVE_KEEP = 'Keep';
/** Announced once the card is gone. */
export const removedText = (card: SavedCardView): string => `${savedCardName(card)} removed.`;
/** Announced when the removal did not go through; the question stays. */
export const REMOVE_FAILED = 'The card could not be removed. Try again.';

/** In place of "Save this card for next time" where a subscription keeps the card anyway. */
export const KEPT_FOR_RENEWALS = 'Your card is kept for the renewals of your subscription.';

/** The button offering the checkout's other methods, after a decline when it has some. */
export const ANOTHER_METHOD = 'Choose another payment method';
