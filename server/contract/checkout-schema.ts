import type { FromSchema } from 'json-schema-to-ts';
import { CHARGE_INTERVALS } from '../../common/contract/subscription-terms-schema.ts';
import { taxRuleSchema } from '../../common/contract/tax-rule.ts';
import { UI_MODES } from '../../common/contract/ui-modes.ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { paymentFormOverrideSchema } from '../../themes/payment-form-override.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { MAX_CHARGE_INTERVAL_DAYS } from './subscription-schema.ts';

/** The `payment_data.type` values a checkout accepts (spec: SALE, AUTHORIZE, RECURRING). */
export const CHECKOUT_PAYMENT_TYPES = ['SALE', 'AUTHORIZE', 'RECURRING'] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];

// JSON Schema of POST /v1/checkout (spec: Endpoints → POST /checkout, Resources → Value formats,
// Limits). Unknown fields are refused so a misspelt field is an error, not a silent default.
// The names here are the canonical ones: the other spellings merchants send (`price`, `charge`,
// `tax_override`, JSON numbers for amounts, …) are turned into these by the normalizer
// (server/http/dialects/checkout-dialect.ts) before this schema runs.
// Rules a schema cannot say (totals, currency decimals, unsupported options) live in
// create-checkout.ts, with messages in the same form.

const string = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength }) as const;
const id = string(1, 64);
const amount = cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount);
const requestUrl = { ...string(1, 512), format: 'uri', pattern: '^https?://' } as const;

/**
 * A language in a request: the spec's `^[a-z]{2}-[a-z]{2}$` ("en-us"), or the bare language some
 * clients send ("en"), which the form gives its region (common/language/shopper-language.ts).
 */
export const requestLanguage = { type: 'string', pattern: '^[a-z]{2}(?:-[a-z]{2})?$' } as const;

export const PRODUCT_TYPES = ['SALE', 'SUBSCRIPTION'] as const;

export const checkoutProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product_type', 'product_name', 'product_price'],
  properties: {
    product_type: { type: 'string', enum: PRODUCT_TYPES },
    product_id: id,
    merchant_product_id: string(1, 128),
    product_price: amount,
    product_transaction_price: amount,
    product_name: string(1, 256),
    product_description: string(1, 256),
    is_optional: { type: 'boolean' },
    is_preselected: { type: 'boolean' },
    // SUBSCRIPTION products only (create-checkout.ts checks which are required). Ten years of days
    // at most: every rebill date must be a date the database keeps.
    charge_interval_value: { type: 'integer', minimum: 1, maximum: MAX_CHARGE_INTERVAL_DAYS },
    charge_interval: { type: 'string', enum: CHARGE_INTERVALS },
    is_trial: { type: 'boolean' },
    trial_interval_value: { type: 'integer', minimum: 1, maximum: MAX_CHARGE_INTERVAL_DAYS },
    trial_interval: { type: 'string', enum: CHARGE_INTERVALS },
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
} as const;

export const checkoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_data', 'customer', 'callback', 'products'],
  properties: {
    payment_data: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'currency_code'],
      properties: {
        ui_mode: { type: 'string', enum: UI_MODES },
        type: { type: 'string', enum: CHECKOUT_PAYMENT_TYPES },
        methods: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          // The spec's names (PAYMENT_METHOD_NAMES), checked by checkMethods
          // (supported-methods.ts) so the refusal names the value sent.
          items: { type: 'string', minLength: 1, maxLength: 64 },
        },
        // A JSON number is turned into its exact decimal string by the normalizer.
        amount: {
          ...amount,
          description:
            'What is charged now; with a subscription in a trial, the same order with the trial at its price is taken too (what client libraries send).',
        },
        currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
        merchant_payment_id: id,
        language: requestLanguage,
        shop_name: string(1, 128),
        shop_url: { ...string(1, 128), pattern: '^https?://' },
        forced_3d: { type: 'boolean' },
      },
    },
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['merchant_customer_id'],
      properties: {
        merchant_customer_id: id,
        email: {
          ...string(1, 320),
          format: 'email',
          description: 'Also accepted as `additional_info.email` (the reference spelling).',
        },
        country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
        first_name: string(1, 64),
        last_name: string(1, 64),
        phone_number: {
          type: 'string',
          pattern: '^\\+?[0-9 ()-]{4,32}$',
          description: 'Also accepted as `additional_info.phone` (the reference spelling).',
        },
      },
    },
    callback: {
      type: 'object',
      additionalProperties: false,
      required: ['success_url', 'failure_url'],
      properties: { success_url: requestUrl, failure_url: requestUrl },
    },
    products: { type: 'array', minItems: 1, maxItems: 10, items: checkoutProductSchema },
    payment_form_override: paymentFormOverrideSchema,
    taxOverride: taxRuleSchema,
    additional_info: {
      type: 'object',
      additionalProperties: false,
      properties: {
        payment_token_id: id,
        customer_full_name: string(1, 64),
        crypto_network: string(1, 32),
        crypto_address: string(1, 128),
        crypto_withdrawal_address: string(1, 128),
      },
    },
  },
} as const;

/** The request body as the schema admits it: derived, so the two cannot drift apart. */
export type CheckoutBody = FromSchema<typeof checkoutBodySchema>;

export type CheckoutProductInput = FromSchema<typeof checkoutProductSchema>;
