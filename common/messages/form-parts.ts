// The form's texts a page carries. Most are shown by any checkout (the card, its errors, a
// decline's advice, the result); a part's texts only by a session that has the part, and they are
// read only by that part's code, which the form imports only for such a session
// (common/contract/session-parts.ts, the same conditions). A page carries the texts its session
// can show and no others: a card-only English page does not grow by the wallets', methods',
// subscriptions', saved cards' and customer step's texts. form-parts.test.ts checks that no other
// code reads a part's keys.
import type { SessionView } from '../contract/session-api.ts';
import {
  asksCustomer,
  hasOptionalProducts,
  hasSubscriptionTerms,
  namesAlternativeMethod,
  offersChoiceList,
  offersWallets,
} from '../contract/session-parts.ts';
import { FORM_KEYS, type FormKey } from './en.ts';

/** The view a page's texts depend on. */
export type PartsView = Pick<
  SessionView,
  'wallets' | 'methods' | 'saved_cards' | 'missing_customer_fields' | 'payment_type' | 'products'
>;

/** Each part's keys (those starting with `<prefix>.`) and whether a session has the part. */
export const FORM_PARTS: Readonly<Record<string, (session: PartsView) => boolean>> = {
  wallet: offersWallets,
  apm: namesAlternativeMethod,
  // The names of the methods named in words (a wallet is named by its brand).
  'method.name': namesAlternativeMethod,
  saved_card: offersChoiceList,
  customer: asksCustomer,
  subscription: hasSubscriptionTerms,
  addons: hasOptionalProducts,
};

/**
 * The part a key belongs to, or undefined for the texts every checkout may show. A text's variant
 * for a method named in words (`method.pay_with.words`, chosen by methodKey in
 * common/methods/payment-methods.ts) goes with those methods' names.
 */
export const partOf = (key: string): string | undefined =>
  key.endsWith('.words')
    ? 'method.name'
    : Object.keys(FORM_PARTS).find((prefix) => key.startsWith(`${prefix}.`));

/** The form's keys a page for `session` carries. */
export function formKeysFor(session: PartsView): FormKey[] {
  return FORM_KEYS.filter((key) => {
    const part = partOf(key);
    return part === undefined || (FORM_PARTS[part]?.(session) ?? true);
  });
}
