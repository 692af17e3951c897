import { METHODS, type PaymentMethod } from '../../src/methods/payment-methods.ts';

// When a payment leaves a payment token for later MIT/CIT payments (issue 14, item 4).
//
// The spec gives the postback of a successful one-time checkout sale its payment_token_id, and the
// form has no "save my card" box yet: the checkout sale is itself the consent record
// (`checkout_sale`), so every successful card sale keeps a token, as it always has. A form that
// asks will record `given` or `refused`; `refused` keeps no token.

export const COF_CONSENTS = ['checkout_sale', 'given', 'refused'] as const;
export type CofConsent = (typeof COF_CONSENTS)[number];

/** Whether a successful payment with `method` keeps a token: the method can save one, and the shopper did not refuse. */
export function shouldIssueToken(method: PaymentMethod, consent: CofConsent): boolean {
  return METHODS[method].savesToken && consent !== 'refused';
}

/**
 * The postback's cof_consent_skipped (spec 1.1.54): the method could have been kept on file but
 * was not, because the shopper's consent was not there. False for methods that save no token.
 */
export function cofConsentSkipped(method: PaymentMethod, consent: CofConsent): boolean {
  return METHODS[method].savesToken && !shouldIssueToken(method, consent);
}

/** payment_token_type of the postback: a wallet's token is a card token too. */
export function paymentTokenType(method: PaymentMethod): string | undefined {
  const kind = METHODS[method].kind;
  return kind === 'card' || kind === 'wallet' ? 'CARD' : undefined;
}
