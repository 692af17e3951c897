// The "Save this card for next time" box under a new card: whether the form offers it, the
// shopper's answer, which a new card's request carries (save_card), and which card pays (a saved
// one, or null for a new card), which the box shows under a new card only. Part of the form's
// first bytes with the box (SaveCardBox.tsx): every checkout that offers the card offers the box.
// The saved cards themselves (their choice, their security code, their removal) come with the
// list of ways to pay (saved-cards-model.ts), which only a checkout with saved cards loads.
import { type Signal, signal } from '@preact/signals';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { CardMethodModel } from '../checkout/card/card-method.ts';

export interface SaveCardModel {
  /** The form offers "Save this card for next time" under a new card. */
  readonly offersSave: boolean;
  readonly saveCard: Signal<boolean>;
  /**
   * The saved card chosen (its payment_token_id), or null for a new card. The newest saved card
   * unless the shopper had begun typing a new one; the saved cards' model moves it.
   */
  readonly chosen: Signal<string | null>;
}

const models = new WeakMap<CardMethodModel, SaveCardModel>();

/**
 * The box's model of `card`, made the first time it is asked for: from then on a new card's
 * request carries the box's answer, when the form offers it.
 */
export function saveCardOf(card: CardMethodModel, session: SessionView): SaveCardModel {
  const known = models.get(card);
  if (known) return known;
  const offersSave = session.save_card_offered === true;
  const typing = card.fields.number.value.peek() !== '';
  const model: SaveCardModel = {
    offersSave,
    saveCard: signal(false),
    chosen: signal(typing ? null : (session.saved_cards?.[0]?.payment_token_id ?? null)),
  };
  const typed = card.buildRequest;
  card.buildRequest = (selectedProductIds) => {
    const request = typed(selectedProductIds);
    return offersSave ? { ...request, save_card: model.saveCard.peek() } : request;
  };
  models.set(card, model);
  return model;
}
