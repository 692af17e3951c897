// The saved cards on the card form: which card pays (a saved one, chosen by default, or
// a new one typed in), the security code a saved card asks for (none when the merchant lets a
// saved card pay without it: saved_card_without_code) and the cards left once the shopper removed
// one. It takes over the card method's request while a saved card is chosen: the flow
// (flow/flow-model.ts) still asks the card method, whose validate, buildRequest and onDeclined this
// wraps once, when the list of ways to pay first renders. It comes with the list's chunk; the
// "Save this card for next time" box, which every checkout offers, is a model of its own in the
// form's first bytes (save-card-model.ts), on which this one builds.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { SavedCardView, SessionView } from '../../common/contract/session-api.ts';
import { browserContext } from '../checkout/browser-context.ts';
import type { FieldModel } from '../checkout/card/card-fields.ts';
import type { CardMethodModel } from '../checkout/card/card-method.ts';
import { saveCardOf } from './save-card-model.ts';

export interface SavedCardsModel {
  /** The saved cards offered, newest first; fewer once the shopper removed one. */
  readonly cards: ReadonlySignal<readonly SavedCardView[]>;
  /** The saved card chosen (its payment_token_id), or null for a new card. */
  readonly chosen: ReadonlySignal<string | null>;
  choose(paymentTokenId: string | null): void;
  /**
   * The cards offered from now on (the server's answer to a removal). A chosen card no longer
   * among them gives way to the newest left, else to a new card.
   */
  replaceCards(cards: readonly SavedCardView[]): void;
  /** The merchant lets a saved card pay without its security code: none is asked or sent. */
  readonly withoutCode: boolean;
  /** The chosen saved card's security code. */
  readonly securityCode: FieldModel;
  /** 4 for an American Express card, else 3. */
  readonly codeLength: ReadonlySignal<number>;
  /** The form offers "Save this card for next time" under a new card. */
  readonly offersSave: boolean;
  readonly saveCard: Signal<boolean>;
  /** Changes when focus must go to the security code (a decline, an invalid code). */
  readonly focusCode: ReadonlySignal<number>;
}

/** "American Express" cards have a 4-digit code; every other scheme a 3-digit one. */
export const codeLengthOf = (scheme: string | undefined): number =>
  scheme === 'American Express' ? 4 : 3;

const models = new WeakMap<CardMethodModel, SavedCardsModel>();

/** The saved-card model of `card`, made (and `card` wrapped) the first time it is asked for. */
export function savedCardsOf(card: CardMethodModel, session: SessionView): SavedCardsModel {
  const known = models.get(card);
  if (known) return known;
  const model = attachSavedCards(card, session);
  models.set(card, model);
  return model;
}

function attachSavedCards(card: CardMethodModel, session: SessionView): SavedCardsModel {
  // First: the box's model wraps the card's request before this one wraps it in turn.
  const { offersSave, saveCard, chosen } = saveCardOf(card, session);
  const cards = signal<readonly SavedCardView[]>(session.saved_cards ?? []);
  const withoutCode = session.saved_card_without_code === true;
  const code = signal('');
  const touched = signal(false);
  const focusCode = signal(0);
  const chosenCard = computed(() => cards.value.find((c) => c.payment_token_id === chosen.value));
  const codeLength = computed(() => codeLengthOf(chosenCard.value?.scheme));
  // The card form's words for its security code (src/checkout/field-messages.ts), repeated here:
  // importing them would make the initial bundle export them, which costs it bytes.
  const problem = computed(() =>
    new RegExp(`^\\d{${codeLength.value}}$`).test(code.value)
      ? null
      : `Enter the ${codeLength.value}-digit security code`,
  );
  const securityCode: FieldModel = {
    value: code,
    error: computed(() => (touched.value ? problem.value : null)),
    input(raw) {
      code.value = raw.replace(/\D/g, '').slice(0, 4);
    },
    blur() {
      if (code.peek() !== '') touched.value = true;
    },
  };
  const clearCode = (): void =>
    batch(() => {
      code.value = '';
      touched.value = false;
    });

  const typed = {
    validate: card.validate,
    buildRequest: card.buildRequest,
    onDeclined: card.onDeclined,
  };
  card.validate = (moveFocus = true) => {
    if (!chosenCard.peek()) return typed.validate(moveFocus);
    if (withoutCode) return null;
    touched.value = true;
    if (!problem.peek()) return null;
    if (moveFocus) focusCode.value += 1;
    // The card's security code, whichever card it is for.
    return 'security_code';
  };
  card.buildRequest = (selectedProductIds) => {
    const saved = chosenCard.peek();
    // A new card: its own request, with the box's answer (save-card-model.ts).
    if (!saved) return typed.buildRequest(selectedProductIds);
    return {
      method: 'CARD',
      saved_card: {
        payment_token_id: saved.payment_token_id,
        ...(!withoutCode && { security_code: code.peek() }),
      },
      selected_product_ids: selectedProductIds,
      browser: browserContext(),
    };
  };
  card.onDeclined = (blame) => {
    if (!chosenCard.peek()) return typed.onDeclined(blame);
    // Without a code to ask again, the alert says what happened and the card stays chosen.
    if (withoutCode) return;
    // Declined: the code is asked again, and focus goes to it (the alert says why).
    clearCode();
    focusCode.value += 1;
  };

  return {
    cards,
    chosen,
    choose(paymentTokenId) {
      if (paymentTokenId === chosen.peek()) return;
      batch(() => {
        chosen.value = paymentTokenId;
        clearCode();
      });
    },
    replaceCards(next) {
      batch(() => {
        cards.value = next;
        const id = chosen.peek();
        if (id !== null && !next.some((c) => c.payment_token_id === id)) {
          chosen.value = next[0]?.payment_token_id ?? null;
          clearCode();
        }
      });
    },
    withoutCode,
    securityCode,
    codeLength,
    offersSave,
    saveCard,
    focusCode,
  };
}
