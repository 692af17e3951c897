import type { SessionView } from '../../../common/contract/session-api.ts';
import { resolveMethod } from '../../../common/methods/payment-methods.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { PaymentRecord, StoredPaymentType } from '../ledger/payment-record.ts';
import { listSavedCards, type SavedCard } from '../ledger/token-store.ts';
import type { FormSettings } from '../merchants/merchant-store.ts';

// The session view's saved cards: on a checkout that offers CARD, the form offers
// "Save this card for next time" and lists the cards this customer saved with this merchant
// (token-store.ts listSavedCards: consent given, not hidden, not expired, newest first). Every
// checkout names its merchant_customer_id, so a card checkout always offers the box.

/**
 * Why a session of `paymentType` takes no saved card, or undefined when its card form may offer
 * them. The one answer for the view (which lists none) and for paying (which refuses one), so the
 * form API takes no saved card the form would not have offered. Every payment type decides here.
 */
export function savedCardRefusal(paymentType: StoredPaymentType): string | undefined {
  switch (paymentType) {
    case 'SALE':
    case 'AUTHORIZE':
    case 'RECURRING':
      return undefined;
    case 'TOKEN':
      // Saving a card is the whole session: the card it saves is the one the shopper types in.
      return 'a card-saving session verifies a card typed in; send the card details';
    case 'CIT_SALE':
      return 'a CIT session pays with the saved card its merchant named; the shopper only confirms it with 3-D Secure';
    case 'MIT_SALE':
    case 'MIT_AUTHORIZE':
    case 'RECURRING_REBILL':
      return 'a merchant-initiated charge has no shopper and no form';
  }
}

/** Whether the checkout's card form offers the save box and its customer's saved cards. */
export function offersSavedCards(p: PaymentRecord): boolean {
  if (savedCardRefusal(p.paymentType) !== undefined) return false;
  return p.methods.some((name) => resolveMethod(name) === 'CARD');
}

/** The customer's saved cards for an open card checkout; none for any other. */
export async function savedCardsFor(
  db: Queryable,
  p: PaymentRecord,
  open: boolean,
  now: Date,
): Promise<SavedCard[]> {
  return open && offersSavedCards(p)
    ? listSavedCards(db, p.merchantId, p.merchantCustomerId, now)
    : [];
}

/** The view's saved_cards and save_card_offered: what the form shows, never the BIN or name. */
export function savedCardsView(
  p: PaymentRecord,
  cards: readonly SavedCard[],
  merchant: Pick<FormSettings, 'savedCardWithoutCode'>,
): Pick<SessionView, 'saved_cards' | 'save_card_offered' | 'saved_card_without_code'> {
  if (!offersSavedCards(p)) return {};
  return {
    save_card_offered: true,
    ...(merchant.savedCardWithoutCode && cards.length > 0 && { saved_card_without_code: true }),
    ...(cards.length > 0 && {
      saved_cards: cards.map((card) => ({
        payment_token_id: card.paymentTokenId,
        scheme: card.scheme,
        last4: card.last4,
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
      })),
    }),
  };
}
