import type { FromSchema } from 'json-schema-to-ts';
import { checkoutBodySchema } from './checkout-schema.ts';
import { flatPaymentBodySchema } from './flat-body-schema.ts';
import { paymentSchema } from './payment-schema.ts';

// POST /v1/token (spec: Endpoints → POST /token; Resources → Token response): the request's and
// the answer's JSON Schemas.

const flat = flatPaymentBodySchema.properties;
const requestUrl = {
  ...checkoutBodySchema.properties.callback.properties.success_url,
  maxLength: 2048,
};

export const tokenBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_method',
    'merchant_customer_id',
    'email',
    'language',
    'country_code',
    'success_url',
    'failure_url',
  ],
  properties: {
    payment_method: { type: 'string', enum: ['CARD'] },
    merchant_payment_id: flat.merchant_payment_id,
    merchant_customer_id: flat.merchant_customer_id,
    email: flat.email,
    language: flat.language,
    country_code: flat.country_code,
    // Spec (Limits): 2048 characters in token requests.
    success_url: requestUrl,
    failure_url: requestUrl,
    prefilled_card_holder: { type: 'string', minLength: 1, maxLength: 64 },
    // Not in the request table, but in the token response (optional): taken as the sale takes them.
    shop_name: flat.shop_name,
    shop_url: flat.shop_url,
  },
} as const;

export type TokenBody = FromSchema<typeof tokenBodySchema>;

const p = paymentSchema.properties;

/** The spec's token response: no amount, no currency, no products. */
export const tokenDataSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_id',
    'payment_type',
    'payment_method',
    'created_at',
    'merchant_id',
    'merchant_customer_id',
    'email',
    'country_code',
    'success_url',
    'failure_url',
    'session',
  ],
  properties: {
    payment_id: p.payment_id,
    payment_type: { type: 'string', enum: ['TOKEN'] },
    payment_method: { type: 'string', enum: ['CARD'] },
    created_at: p.created_at,
    merchant_id: p.merchant_id,
    merchant_payment_id: p.merchant_payment_id,
    merchant_customer_id: p.merchant_customer_id,
    email: p.email,
    language: p.language,
    country_code: p.country_code,
    success_url: p.success_url,
    failure_url: p.failure_url,
    prefilled_card_holder: { type: 'string' },
    shop_name: p.shop_name,
    shop_url: p.shop_url,
    session: p.session,
  },
} as const;

export const tokenResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: { type: { type: 'string', enum: ['PAYMENT'] }, data: tokenDataSchema },
} as const;

export type TokenAnswer = FromSchema<typeof tokenResponseSchema>;
