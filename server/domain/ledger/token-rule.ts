import { METHODS, type PaymentMethod } from '../../../common/methods/payment-methods.ts';

// When a payment leaves a payment token for later MIT/CIT payments, and when
// the shopper sees it again as a saved card.
//
// The spec gives the postback of a successful one-time checkout sale its payment_token_id: every
// successful card or wallet sale keeps a token for the merchant, as it always has. The card form
// asks "Save this card for next time" (unticked); the answer is the transaction's consent:
//
// - `given`: the box was ticked. The token is also saved for the shopper (payment_tokens.
//   saved_for_shopper): their later checkouts with the same merchant and merchant_customer_id list
//   it, and they pay with it by entering its security code alone. A payment with a saved card
//   records `given` too (the consent it was saved with) and keeps no new token.
// - `checkout_sale`: the box was not ticked (or the method has no box: a wallet). The checkout sale
//   is the consent for the merchant's own token, as before saved cards; the shopper never sees it.
// - `skipped`: the box was not ticked on a one-time sale (a SALE checkout without subscriptions)
//   decided by a processor that returns a network token whatever the shopper said (its routing
//   profile's `network_tokens`). The token is kept, without the shopper's consent: the merchant
//   may not charge it alone (MIT is refused 2911), a CIT (the shopper present) may.
//   cof_consent_skipped reports it.
// - `refused`: keeps no token at all. No form answer records it (an unticked box is not a refusal
//   of the merchant's token).
//
// The postback of each is consistent with this: payment_token_id is the token kept (or the saved
// card paid with) for `given`, `checkout_sale` and `skipped`; cof_consent_skipped is true for
// `skipped` (and `refused`), false for the others.

export const COF_CONSENTS = ['checkout_sale', 'given', 'refused', 'skipped'] as const;
export type CofConsent = (typeof COF_CONSENTS)[number];

/** The consent of a card typed into the form: the "Save this card for next time" box's answer. */
export function cardConsent(saveCard: boolean | undefined): CofConsent {
  return saveCard === true ? 'given' : 'checkout_sale';
}

/** Whether a successful payment with `method` keeps a token: the method can save one, and the shopper did not refuse. */
export function shouldIssueToken(method: PaymentMethod, consent: CofConsent): boolean {
  return METHODS[method].savesToken && consent !== 'refused';
}

/** Whether the token kept is offered to the shopper on their later checkouts (a saved card). */
export function savedForShopper(method: PaymentMethod, consent: CofConsent): boolean {
  return METHODS[method].kind === 'card' && consent === 'given';
}

/**
 * The postback's cof_consent_skipped (spec 1.1.54): the card was kept on file without the
 * shopper's consent (a network token on a box left unticked), or could have been and was not.
 * False for methods that save no token.
 */
export function cofConsentSkipped(method: PaymentMethod, consent: CofConsent): boolean {
  return METHODS[method].savesToken && (consent === 'skipped' || consent === 'refused');
}

/**
 * The consent a payment's token is kept with once its processor is known: an unticked box on a
 * one-time sale is `skipped` where the processor returns a network token regardless.
 */
export function consentWithProcessor(
  consent: CofConsent,
  payment: { paymentType: string; products: readonly { product_type: string }[] },
  processor: { networkTokens?: boolean | undefined },
): CofConsent {
  const oneTimeSale =
    payment.paymentType === 'SALE' &&
    !payment.products.some((product) => product.product_type === 'SUBSCRIPTION');
  return consent === 'checkout_sale' && oneTimeSale && processor.networkTokens === true
    ? 'skipped'
    : consent;
}

/** payment_token_type of the postback: a wallet's token is a card token too. */
export function paymentTokenType(method: PaymentMethod): string | undefined {
  const kind = METHODS[method].kind;
  return kind === 'card' || kind === 'wallet' ? 'CARD' : undefined;
}
