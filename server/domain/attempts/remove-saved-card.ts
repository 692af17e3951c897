import type { SavedCardView } from '../../../common/contract/session-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';
import { findSavedCard, listSavedCards } from '../ledger/token-store.ts';
import { DEFAULT_FORM_SETTINGS } from '../merchants/merchant-store.ts';
import { hideSavedCard } from '../payment-tokens/card-management.ts';
import { savedCardRefusal, savedCardsView } from './saved-cards-view.ts';
import { effectiveState } from './session-view.ts';

// The shopper removes one of their saved cards on the form: the card is hidden exactly as the
// merchant's POST …/payment-tokens/{id}/delete hides it (card-management.ts hideSavedCard), so it
// is offered on none of the customer's checkouts again, while the token and its consent stay for
// the merchant's own charges. Only a card the form offers this session can be removed: an open
// session whose form lists saved cards, and a token of its customer that it lists (not hidden,
// not expired); any other id gets the same 404, which says nothing about other customers' cards.

export interface RemoveDeps {
  db: Database;
  now: () => Date;
}

/** The saved cards the form shows once the card is removed. */
export interface RemovedSavedCard {
  saved_cards: SavedCardView[];
}

export async function removeSavedCard(
  deps: RemoveDeps,
  token: string,
  paymentTokenId: string,
): Promise<RemovedSavedCard> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  const now = deps.now();
  const state = effectiveState(payment, now);
  if (state !== 'OPEN') {
    throw new ApiError(409, 'INVALID_REQUEST', `checkout session is ${state.toLowerCase()}`);
  }
  const refusal = savedCardRefusal(payment.paymentType);
  if (refusal !== undefined) throw new ApiError(400, 'INVALID_REQUEST', `saved_card: ${refusal}`);
  const { merchantId, merchantCustomerId } = payment;
  const card = await findSavedCard(deps.db, merchantId, merchantCustomerId, paymentTokenId, now);
  if (!card) throw ApiError.notFound('saved card');
  await hideSavedCard(deps.db, { merchantId, merchantCustomerId, paymentTokenId }, now);
  const left = await listSavedCards(deps.db, merchantId, merchantCustomerId, now);
  return { saved_cards: savedCardsView(payment, left, DEFAULT_FORM_SETTINGS).saved_cards ?? [] };
}
