// What a session's form shows besides the card, read from its view: the one place each condition
// is written. The form imports each part's code only when its session has the part
// (src/checkout/model.ts, src/components/), the server announces those chunks in the page
// (hosted/session-chunks.ts) and sends the catalog's texts for them only then
// (common/messages/form-parts.ts).
import type { SessionView } from './session-api.ts';

/** Whether the session offers a wallet (`wallets` is there exactly then). */
export const offersWallets = (session: Pick<SessionView, 'wallets'>): boolean =>
  session.wallets !== undefined;

/** Whether the session's `methods` name a method besides the card and the wallets. */
export const namesAlternativeMethod = (
  session: Pick<SessionView, 'methods' | 'wallets'>,
): boolean =>
  session.methods.some(
    (name) => name !== 'CARD' && !session.wallets?.methods.some((wallet) => wallet === name),
  );

export const hasSavedCards = (session: Pick<SessionView, 'saved_cards'>): boolean =>
  (session.saved_cards?.length ?? 0) > 0;

/**
 * Whether the session's form may show a list of ways to pay: it has saved cards (the card among
 * them), or names a method besides the card and the wallets. Once shown, the list stays when the
 * shopper removes the last saved card: it says so, and puts focus back.
 */
export const offersChoiceList = (
  session: Pick<SessionView, 'methods' | 'wallets' | 'saved_cards'>,
): boolean => hasSavedCards(session) || namesAlternativeMethod(session);

/** Whether the form asks the shopper for details the checkout left out (the customer step). */
export const asksCustomer = (session: Pick<SessionView, 'missing_customer_fields'>): boolean =>
  (session.missing_customer_fields ?? []).length > 0;

/** Whether the shopper agrees to terms: a subscription product, or a token session's saved card. */
export const hasSubscriptionTerms = (
  session: Pick<SessionView, 'payment_type' | 'products'>,
): boolean => session.payment_type === 'TOKEN' || session.products.some((p) => p.subscription);

/** Whether the summary offers products the shopper may add or leave (add-ons). */
export const hasOptionalProducts = (session: Pick<SessionView, 'products'>): boolean =>
  session.products.some((product) => product.is_optional);
