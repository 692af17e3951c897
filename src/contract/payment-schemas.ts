import { shopperErrorSchema } from './session-view-schema.ts';

// JSON Schemas of POST /api/sessions/:token/payments: the request the form sends (the server
// validates it; src/contract/session-api.ts derives CardPaymentRequest from it) and the 200 answer
// (the server serializes PaymentResult with it, dropping any field it does not name).

export const PAYMENT_OUTCOMES = ['SUCCESS', 'PENDING', 'RETRY', 'FAILED'] as const;

export const cardPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'card'],
  properties: {
    method: { type: 'string', enum: ['CARD'] },
    /** Card fields as the shopper typed them. Sent once over TLS, never stored or logged. */
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'expiry_month', 'expiry_year', 'security_code', 'holder_name'],
      properties: {
        /** Digits only. */
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
        /** Four digits. */
        expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        security_code: { type: 'string', pattern: '^[0-9]{3,4}$' },
        holder_name: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    /** product_ids of the optional products the shopper kept selected. */
    selected_product_ids: {
      type: 'array',
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

export const paymentResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome', 'attempts_left'],
  properties: {
    outcome: { type: 'string', enum: PAYMENT_OUTCOMES },
    error: shopperErrorSchema,
    redirect_url: { type: 'string' },
    attempts_left: { type: 'integer' },
  },
} as const;
