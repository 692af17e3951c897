// How the choice of how to pay (PaymentChoice.tsx) names a saved card in its sentences: the
// removal's accessible name and what is announced once it is gone.
import type { SavedCardView } from '../../common/contract/session-api.ts';
import type { FormMessages } from '../messages/form-messages.ts';

/** "VISA ending in 4242". */
export const savedCardName = (t: FormMessages, card: SavedCardView): string =>
  t('saved_card.name', { scheme: card.scheme, last4: card.last4 });
