// The API between the payment form and the server, under `/api/sessions/:token`.
// It is not the merchant API: it is addressed by the unguessable session token from
// `session.redirect_url` and never accepts (or needs) the merchant's X-Api-Key.
// The types are derived from the JSON Schemas the server validates and serializes with
// (session-view-schema.ts, payment-schemas.ts), so the server, the form and the wire cannot drift
// apart.

import type { FromSchema } from 'json-schema-to-ts';
import type { apmPaymentSchema } from './apm-schemas.ts';
import type {
  paymentActionSchema,
  paymentResultSchema,
  savedCardPaymentSchema,
  typedCardPaymentSchema,
} from './payment-schemas.ts';
import type {
  SESSION_STATES,
  sessionProductSchema,
  sessionViewSchema,
  shopperErrorSchema,
} from './session-view-schema.ts';
import type { walletPaymentSchema } from './wallet-schemas.ts';

/** Where a checkout session is in its life. Only OPEN accepts a payment. */
export type SessionState = (typeof SESSION_STATES)[number];

export type { ShopperCustomerField } from './shopper-customer-fields.ts';

/** What the shopper entered for the missing customer fields (the payment body's `customer`). */
export type ShopperCustomerInput = NonNullable<CardPaymentRequest['customer']>;

export type SessionProduct = FromSchema<typeof sessionProductSchema>;

/** A message for the shopper and the response code it stands for (spec: Response codes). */
export type ShopperError = FromSchema<typeof shopperErrorSchema>;

/** GET /api/sessions/:token → 200 SessionView, or 404 NOT_FOUND in the spec's error body. */
export type SessionView = FromSchema<typeof sessionViewSchema>;

/** A card the customer saved on an earlier checkout, as the session view lists it. */
export type SavedCardView = NonNullable<SessionView['saved_cards']>[number];

/** POST /api/sessions/:token/payments with a card typed in. */
export type TypedCardPaymentRequest = FromSchema<typeof typedCardPaymentSchema>;

/** POST /api/sessions/:token/payments with a saved card. */
export type SavedCardPaymentRequest = FromSchema<typeof savedCardPaymentSchema>;

/** POST /api/sessions/:token/payments: either variant (payment-schemas.ts cardPaymentSchema). */
export type CardPaymentRequest = TypedCardPaymentRequest | SavedCardPaymentRequest;

/** POST /api/sessions/:token/wallet-payments */
export type WalletPaymentRequest = FromSchema<typeof walletPaymentSchema>;

/** POST /api/sessions/:token/apm-payments */
export type ApmPaymentRequest = FromSchema<typeof apmPaymentSchema>;

/** Card fields as the shopper typed them. Sent once over TLS, never stored or logged. */
export type CardInput = TypedCardPaymentRequest['card'];

/**
 * A payment request, one shape per payment method kind: the card's goes to
 * POST /api/sessions/:token/payments, a wallet's to POST /api/sessions/:token/wallet-payments, an
 * alternative method's to POST /api/sessions/:token/apm-payments.
 */
export type PaymentRequest = CardPaymentRequest | WalletPaymentRequest | ApmPaymentRequest;

/** What the shopper must do before the payment can be decided (payment-schemas.ts). */
export type PaymentAction = FromSchema<typeof paymentActionSchema>;

export type ActionKind = PaymentAction['kind'];

/**
 * 200 response of POST /api/sessions/:token/payments, one variant per outcome (payment-schemas.ts).
 * 400 for malformed card fields, 409 when the session no longer accepts payments (re-read the
 * session then), 404 for an unknown token.
 */
export type PaymentResult = FromSchema<typeof paymentResultSchema>;

export const sessionApiPath = (token: string): string =>
  `/api/sessions/${encodeURIComponent(token)}`;
