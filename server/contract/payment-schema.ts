import { PAYMENT_TYPES } from '../../common/contract/payment-types.ts';
import { TAX_LABELS, TAX_TYPES } from '../../common/contract/tax-rule.ts';
import { UI_MODES } from '../../common/contract/ui-modes.ts';

// JSON Schema of the spec's Payment resource (Resources → Payment) as POST /v1/checkout answers it
// in {"type":"PAYMENT","data":…}; payment-view.ts builds it, typed by this schema. Fastify
// serializes the answer with it and drops any field it does not name, so a field the view adds is
// named here first.

const text = { type: 'string' } as const;

const storedProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'product_id',
    'product_type',
    'product_name',
    'product_price',
    'is_optional',
    'is_preselected',
  ],
  properties: {
    product_id: text,
    merchant_product_id: text,
    product_type: { type: 'string', enum: ['SALE', 'SUBSCRIPTION'] },
    product_name: text,
    product_description: text,
    product_price: text,
    product_transaction_price: text,
    is_optional: { type: 'boolean' },
    is_preselected: { type: 'boolean' },
    // SUBSCRIPTION products only.
    charge_interval: { type: 'string', enum: ['DAY'] },
    charge_interval_value: { type: 'integer' },
    is_trial: { type: 'boolean' },
    trial_interval: { type: 'string', enum: ['DAY'] },
    trial_interval_value: { type: 'integer' },
    // What each rebill charges, tax included, and the fee and tax inside it.
    rebill_transaction_amount: text,
    rebill_transaction_currency_code: text,
    rebill_transaction_fee_amount: text,
    rebill_transaction_fee_currency_code: text,
    rebill_transaction_tax_amount: text,
    rebill_transaction_tax_currency_code: text,
    /**
     * The transaction that last charged or moved it (spelled as the spec spells it): in a
     * transaction record, that transaction; in a payment's answer, its charge. Absent until one.
     */
    last_transacion_id: text,
  },
} as const;

const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['created_at', 'expires_at', 'redirect_url'],
  properties: { created_at: text, expires_at: text, redirect_url: text },
} as const;

export const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_id',
    'payment_type',
    'payment_method',
    'created_at',
    'merchant_id',
    'merchant_customer_id',
    'amount',
    'currency_code',
    'transaction_amount',
    'transaction_currency_code',
    'forced_3d',
    'session',
    'products',
  ],
  properties: {
    payment_id: text,
    /** A RECURRING_REBILL's subscription. */
    initial_subscription_id: text,
    payment_type: { type: 'string', enum: PAYMENT_TYPES },
    payment_method: text,
    created_at: text,
    merchant_id: text,
    merchant_payment_id: text,
    merchant_customer_id: text,
    email: text,
    amount: text,
    language: text,
    country_code: text,
    currency_code: text,
    /** The amount in the merchant's base currency (docs/payouts.md, Base currency). */
    base_amount: { type: 'string', pattern: '^\\d{1,18}(?:\\.\\d{1,2})?$' },
    base_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    transaction_amount: text,
    transaction_currency_code: text,
    transaction_tax_amount: text,
    transaction_tax_currency_code: text,
    transaction_tax_type: { type: 'string', enum: TAX_TYPES },
    transaction_tax_label: { type: 'string', enum: TAX_LABELS },
    transaction_tax_percentage: text,
    /** The part of the amount the taxOverride leaves untaxed: the prices of its exempt products. */
    transaction_tax_exempt_amount: text,
    forced_3d: { type: 'boolean' },
    success_url: text,
    failure_url: text,
    payment_token_id: text,
    shop_name: text,
    shop_url: text,
    session: sessionSchema,
    products: { type: 'array', items: storedProductSchema },
  },
} as const;

/**
 * What the answer repeats of the checkout request, at its top level, as the live service's
 * reference marks required there: `payment_data`, `customer`, `callback` and `products`, in the
 * canonical names and formats (amounts as decimal strings, `SUBSCRIPTION` as RECURRING), read from
 * the payment Kassa stored. Never `additional_info` (a saved card's token, crypto addresses) nor
 * `payment_form_override`: only what the merchant needs to match the answer to its order.
 */
const echoedPaymentDataSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'ui_mode', 'methods', 'amount', 'currency_code', 'forced_3d'],
  properties: {
    type: { type: 'string', enum: ['SALE', 'AUTHORIZE', 'RECURRING'] },
    ui_mode: { type: 'string', enum: UI_MODES },
    methods: { type: 'array', items: text },
    amount: text,
    currency_code: text,
    merchant_payment_id: text,
    language: text,
    shop_name: text,
    shop_url: text,
    forced_3d: { type: 'boolean' },
  },
} as const;

const echoedCustomerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant_customer_id'],
  properties: {
    merchant_customer_id: text,
    email: text,
    country_code: text,
    first_name: text,
    last_name: text,
    phone_number: text,
  },
} as const;

/** A CIT sale's request may name no URLs: its callback is then empty. */
const echoedCallbackSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { success_url: text, failure_url: text },
} as const;

/**
 * 200 answer of POST /v1/checkout (spec: Endpoints → POST /checkout): the spec's envelope, and
 * beside it the live service's checkout fields that its reference marks required — `id` (the
 * payment id), `created_at`, `merchant_id`, `session` (the same object as data.session) and the
 * echoes of the request — which integrations read as `result.id` and
 * `result.session.redirect_url`. The union of both: `data` stays as it is for its clients.
 */
export const paymentResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'type',
    'data',
    'id',
    'created_at',
    'merchant_id',
    'session',
    'payment_data',
    'customer',
    'callback',
    'products',
  ],
  properties: {
    type: { type: 'string', enum: ['PAYMENT'] },
    data: paymentSchema,
    id: text,
    created_at: text,
    merchant_id: text,
    session: sessionSchema,
    payment_data: echoedPaymentDataSchema,
    customer: echoedCustomerSchema,
    callback: echoedCallbackSchema,
    products: { type: 'array', items: storedProductSchema },
  },
} as const;
