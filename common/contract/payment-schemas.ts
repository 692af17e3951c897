import { browserContextSchema } from './browser-context-schema.ts';
import { paymentActionSchema } from './payment-action-schema.ts';
import { shopperParts } from './payment-request-parts.ts';
import { shopperErrorSchema } from './session-view-schema.ts';

export { paymentActionSchema } from './payment-action-schema.ts';

// JSON Schemas of POST /api/sessions/:token/payments: the request the form sends (the server
// validates it; common/contract/session-api.ts derives CardPaymentRequest from it) and the 200 answer
// (the server serializes PaymentResult with it, dropping any field it does not name).

/** A card typed into the form. */
export const typedCardPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'card'],
  properties: {
    method: { type: 'string', enum: ['CARD'] },
    /** Card fields as the shopper typed them. Sent once over TLS, never stored or logged. */
    card: {
      type: 'object',
      additionalProperties: false,
      // The holder name only when the merchant requires it (the session view's
      // cardholder_name_required); the server checks that, naming the field.
      required: ['number', 'expiry_month', 'expiry_year', 'security_code'],
      properties: {
        /** Digits only. */
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
        /** Four digits. */
        expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        security_code: { type: 'string', pattern: '^[0-9]{3,4}$' },
        holder_name: { type: 'string', maxLength: 64 },
      },
    },
    /**
     * The shopper ticked "Save this card for next time": the card is offered on their
     * later checkouts with this merchant. Absent or false: the merchant's token only
     * (server/domain/ledger/token-rule.ts).
     */
    save_card: { type: 'boolean' },
    ...shopperParts,
    /** The shopper's browser, for the transaction's payment_context (3-D Secure fields). */
    browser: browserContextSchema,
  },
} as const;

/** A card the shopper saved on an earlier checkout (the session view's saved_cards). */
export const savedCardPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'saved_card'],
  properties: {
    method: { type: 'string', enum: ['CARD'] },
    saved_card: {
      type: 'object',
      additionalProperties: false,
      required: ['payment_token_id'],
      properties: {
        /** One of the session view's saved_cards. */
        payment_token_id: { type: 'string', minLength: 1, maxLength: 64 },
        /**
         * Entered again for this payment; checked, then forgotten: never stored or logged.
         * Required unless the merchant lets a saved card pay without it (the session view's
         * saved_card_without_code); the server refuses its absence otherwise.
         */
        security_code: { type: 'string', pattern: '^[0-9]{3,4}$' },
      },
    },
    ...shopperParts,
    browser: browserContextSchema,
  },
} as const;

/**
 * The card request: a typed card or a saved one. One variant or the other, chosen by whether
 * `saved_card` is there (if/then/else rather than oneOf, so a refusal names the field of the
 * variant that was sent, not a field of the other one).
 */
export const cardPaymentSchema = {
  if: { type: 'object', required: ['saved_card'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword; this object is never awaited
  then: savedCardPaymentSchema,
  else: typedCardPaymentSchema,
} as const;

const text = { type: 'string' } as const;
const attemptsLeft = { type: 'integer', minimum: 0 } as const;

/**
 * 200 answer of POST /api/sessions/:token/payments: one variant per outcome, each carrying what
 * the form needs for its next step, so it never re-reads the session to learn where to go.
 */
export const paymentResultSchema = {
  oneOf: [
    {
      // Paid; go to `redirect_url` (success_url). Absent only when the merchant's URL could not be
      // used (server/domain/checkout/outcome-urls.ts): the form then asks the session.
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'attempts_left'],
      properties: {
        outcome: { const: 'SUCCESS' },
        redirect_url: text,
        attempts_left: attemptsLeft,
      },
    },
    {
      // The processor answers later; poll GET /api/sessions/:token until the state is terminal.
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'attempts_left'],
      properties: { outcome: { const: 'PENDING' }, attempts_left: attemptsLeft },
    },
    {
      // Declined for a reason the shopper can fix; show `error.error_message`, keep the form.
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'attempts_left'],
      properties: {
        outcome: { const: 'RETRY' },
        error: shopperErrorSchema,
        attempts_left: attemptsLeft,
      },
    },
    {
      // Final; go to `redirect_url` (failure_url with error_code and error_message).
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'attempts_left'],
      properties: {
        outcome: { const: 'FAILED' },
        error: shopperErrorSchema,
        redirect_url: text,
        attempts_left: attemptsLeft,
      },
    },
    {
      // The shopper must act (authenticate, scan, pay a voucher, confirm in an app); then poll.
      type: 'object',
      additionalProperties: false,
      required: ['outcome', 'action', 'attempts_left'],
      properties: {
        outcome: { const: 'ACTION' },
        action: paymentActionSchema,
        attempts_left: attemptsLeft,
      },
    },
  ],
} as const;
