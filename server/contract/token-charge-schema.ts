import type { FromSchema } from 'json-schema-to-ts';
import { TOKEN_METHODS } from '../../common/methods/payment-methods.ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { paymentFormOverrideSchema } from '../../themes/payment-form-override.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { checkoutProductSchema, requestLanguage } from './checkout-schema.ts';
import { paymentSchema } from './payment-schema.ts';
import { transactionSchema } from './transaction-schema.ts';

// JSON Schemas of the charges on a payment token (spec: Endpoints → POST /mit-sale,
// /cit-sale, /mit-authorize). The body is the spec's /mit-sale body; /cit-sale adds forced_3d and
// needs success_url and failure_url (the shopper is redirected to one of them). Unknown fields are
// refused. Rules a schema cannot say (amounts, currency decimals, the token) live in
// subsequent-payment.ts and token-check.ts, with messages in the same form.

const string = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength }) as const;
const id = string(1, 64);
const requestUrl = { ...string(1, 512), format: 'uri', pattern: '^https?://' } as const;

const commonProperties = {
  payment_token_id: id,
  // The methods whose successful payment saves a token: the table's savesToken rows.
  payment_method: { type: 'string', enum: TOKEN_METHODS },
  merchant_payment_id: id,
  merchant_customer_id: id,
  email: { ...string(1, 320), format: 'email' },
  amount: cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount),
  language: requestLanguage,
  country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
  currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
  success_url: requestUrl,
  failure_url: requestUrl,
  shop_name: string(1, 128),
  shop_url: { ...string(1, 128), pattern: '^https?://' },
  products: { type: 'array', minItems: 1, maxItems: 10, items: checkoutProductSchema },
  payment_form_override: paymentFormOverrideSchema,
} as const;

const commonRequired = [
  'payment_token_id',
  'payment_method',
  'merchant_customer_id',
  'email',
  'amount',
  'country_code',
  'currency_code',
  'products',
] as const;

/** POST /v1/mit-sale and POST /v1/mit-authorize. */
export const mitBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: commonRequired,
  properties: commonProperties,
} as const;

/** POST /v1/cit-sale: the /mit-sale body plus forced_3d; the shopper's URLs are required. */
export const citBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [...commonRequired, 'success_url', 'failure_url'],
  properties: { ...commonProperties, forced_3d: { type: 'boolean' } },
} as const;

export const MIT_MODES = ['SYNC', 'ASYNC'] as const;
export type MitMode = (typeof MIT_MODES)[number];

/** SYNC when absent (docs/after-checkout.md: Charging a saved token). */
export const mitQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { mode: { type: 'string', enum: MIT_MODES } },
} as const;

export type MitBody = FromSchema<typeof mitBodySchema>;
/** What both bodies share; a CIT body is one with forced_3d. */
export type TokenChargeBody = MitBody & { forced_3d?: boolean };

const { session: _session, ...paymentProperties } = paymentSchema.properties;
const { payment: _payment, ...transactionProperties } = transactionSchema.properties;

/**
 * 200 answer of /mit-sale and /mit-authorize: the spec's synchronous PAYMENT envelope, the
 * payment (no session: nobody visits a form) with its transaction in `data.transactions` — the
 * same record as the TRANSACTION postback, without the payment it sits in.
 */
export const mitResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['PAYMENT'] },
    data: {
      type: 'object',
      additionalProperties: false,
      required: paymentSchema.required.filter((name) => name !== 'session'),
      properties: {
        ...paymentProperties,
        transactions: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: transactionSchema.required.filter((name) => name !== 'payment'),
            properties: transactionProperties,
          },
        },
      },
    },
  },
} as const;
