import type { StoredPaymentType } from './payment-record.ts';

// Which payments are authorizations, in one place: the close path (capture, void, expiry), the
// expiry sweep's query and the start of subscriptions at capture all read this list, so an
// authorization is closed the same way whichever endpoint made it — POST /v1/authorize or a
// checkout of type AUTHORIZE (AUTHORIZE), or POST /v1/mit-authorize on a payment token
// (MIT_AUTHORIZE). Its successful AUTHORIZE transaction holds the amount until it is captured,
// voided or expires. Not here: a RECURRING checkout's zero AUTHORIZE (a trial's card
// verification) and a TOKEN session's verification, which hold nothing.

export const AUTHORIZATION_PAYMENT_TYPES = [
  'AUTHORIZE',
  'MIT_AUTHORIZE',
] as const satisfies readonly StoredPaymentType[];
export type AuthorizationPaymentType = (typeof AUTHORIZATION_PAYMENT_TYPES)[number];

/** Whether a payment of this type is an authorization, closed by capture, void or expiry. */
export const isAuthorizationPayment = (
  paymentType: StoredPaymentType,
): paymentType is AuthorizationPaymentType =>
  (AUTHORIZATION_PAYMENT_TYPES as readonly StoredPaymentType[]).includes(paymentType);
