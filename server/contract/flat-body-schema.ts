import type { FromSchema } from 'json-schema-to-ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { paymentFormOverrideSchema } from '../../themes/payment-form-override.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { checkoutBodySchema, checkoutProductSchema } from './checkout-schema.ts';

// JSON Schema of the flat bodies of POST /v1/sale, /v1/authorize and /v1/recurring (spec:
// Endpoints → POST /sale, POST /authorize, POST /recurring; Limits). One schema for the three: the
// same field names and bounds (the spec shows none of its own for /authorize and /recurring, so
// /sale's apply). The fields' formats are the checkout's own (server/contract/checkout-schema.ts), read from
// its schema so the two cannot drift apart; what differs by payment type (zero amounts, product
// types) is the checkout's rules too, applied by create-checkout.ts once the body is mapped
// (flat-to-checkout.ts).

const data = checkoutBodySchema.properties.payment_data.properties;
const customer = checkoutBodySchema.properties.customer.properties;
const callback = checkoutBodySchema.properties.callback.properties;

export const flatPaymentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_method',
    'merchant_customer_id',
    'email',
    'amount',
    // The spec calls `language` required for SALE, AUTHORIZE and RECURRING; it is taken as the
    // checkout takes it instead (left out, the form uses the shopper's browser language), since
    // client libraries send none.
    'country_code',
    'currency_code',
    'success_url',
    'failure_url',
    'products',
  ],
  properties: {
    // One of the spec's method names, checked against the method table by the checkout's rules.
    payment_method: { type: 'string', minLength: 1, maxLength: 64 },
    merchant_payment_id: data.merchant_payment_id,
    merchant_customer_id: customer.merchant_customer_id,
    email: customer.email,
    // A JSON number is turned into its exact decimal string first (checkout-dialect.ts).
    amount: cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount),
    language: data.language,
    country_code: customer.country_code,
    currency_code: data.currency_code,
    forced_3d: data.forced_3d,
    success_url: callback.success_url,
    failure_url: callback.failure_url,
    shop_name: data.shop_name,
    shop_url: data.shop_url,
    // Spec: "0..10 items (at least 1 expected)": 1..10 here.
    products: { type: 'array', minItems: 1, maxItems: 10, items: checkoutProductSchema },
    payment_form_override: paymentFormOverrideSchema,
  },
} as const;

export type FlatPaymentBody = FromSchema<typeof flatPaymentBodySchema>;
