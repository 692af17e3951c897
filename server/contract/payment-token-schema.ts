import type { FromSchema } from 'json-schema-to-ts';
import { timestamp } from './record-formats.ts';

// Card management (spec: Card management; Resources → Saved card and consent): the paths and the
// answer of POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete and
// .../revoke-cof-consent. The spec shows no response body; the answer is the token's state after
// the call, Kassa's design (docs/risk-controls.md).

export const paymentTokenParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantCustomerId', 'paymentTokenId'],
  properties: {
    merchantCustomerId: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: "The customer the card was saved for (the checkout's `merchant_customer_id`).",
      examples: ['cust-1'],
    },
    paymentTokenId: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: "The token (`payment_token_id` of the payment's TRANSACTION postback).",
      examples: ['tok_4Hq7Nc2Wm8Zt0Ls6Vb3XaQ'],
    },
  },
} as const;

export const paymentTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_token_id',
    'merchant_customer_id',
    'payment_method',
    'payment_token_type',
    'card_scheme',
    'card_last4',
    'card_expiry_month',
    'card_expiry_year',
    'created_at',
    'is_hidden',
    'hidden_at',
    'cof_consent_status',
    'cof_consent_revoked_at',
  ],
  properties: {
    payment_token_id: { type: 'string' },
    merchant_customer_id: { type: 'string' },
    /** CARD, APPLE_PAY or GOOGLE_PAY: the method the token was saved with. */
    payment_method: { type: 'string' },
    payment_token_type: { type: 'string', enum: ['CARD'] },
    card_scheme: { type: 'string' },
    /** Absent for a wallet's device card, whose BIN is not shown. */
    card_bin: { type: 'string', pattern: '^\\d{6,8}$' },
    card_last4: { type: 'string', pattern: '^\\d{4}$' },
    card_expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
    card_expiry_year: { type: 'integer' },
    created_at: timestamp,
    /** Hidden from the payment form's saved cards (POST …/delete); MIT on it still works. */
    is_hidden: { type: 'boolean' },
    hidden_at: { anyOf: [timestamp, { type: 'null' }] },
    /** REVOKED after POST …/revoke-cof-consent: MIT, CIT and rebills on it are refused (2911). */
    cof_consent_status: { type: 'string', enum: ['GIVEN', 'REVOKED'] },
    cof_consent_revoked_at: { anyOf: [timestamp, { type: 'null' }] },
  },
} as const;

export type PaymentTokenData = FromSchema<typeof paymentTokenSchema>;

export const paymentTokenResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['PAYMENT_TOKEN'] },
    data: paymentTokenSchema,
  },
} as const;
