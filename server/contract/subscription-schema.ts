import { CHARGE_INTERVALS } from '../../common/contract/subscription-terms-schema.ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { CARD_NUMBER_EXEMPT, EXEMPT_BECAUSE } from './card-number-text.ts';
import { amount, currency, feeAndTaxFields, text, timestamp } from './record-formats.ts';
import { SUBSCRIPTION_STATUSES } from './subscription-status.ts';

// JSON Schema of the subscription record: `data` of every SUBSCRIPTION postback and of the
// subscription endpoints' answers (GET and PATCH /v1/subscription). The spec names some of its
// fields (Resources → Subscription) but shows no types; the shape is documented field by field in
// docs/subscriptions.md. subscription-view.ts builds it, typed by this schema, and the merchant
// webhook of the tests and the e2e merchant site validate every SUBSCRIPTION postback with it.
// Below it, the endpoints' requests and answers.

const interval = { type: 'string', enum: CHARGE_INTERVALS } as const;
const count = { type: 'integer', minimum: 1 } as const;

// Every field is in every record (the live service's reference lists them all): one with no value
// is null, never left out.
const textOrNull = { type: ['string', 'null'] } as const;
const amountOrNull = { type: ['string', 'null'], pattern: amount.pattern } as const;
const currencyOrNull = { type: ['string', 'null'], pattern: currency.pattern } as const;
const timestampOrNull = { type: ['string', 'null'], pattern: timestamp.pattern } as const;
const intervalOrNull = { type: ['string', 'null'], enum: [...CHARGE_INTERVALS, null] } as const;
const countOrNull = { type: ['integer', 'null'], minimum: 1 } as const;
const tax = feeAndTaxFields;

/**
 * The fields of the live service's reference, in its order, then Kassa's own beside them (the
 * union: a client of either finds its fields).
 */
const referenceFields = [
  'version',
  'initial_transaction_id',
  'subscription_id',
  'created_at',
  'subscription_status',
  'expires_at',
  'merchant_id',
  'merchant_product_id',
  'merchant_payment_id',
  'merchant_customer_id',
  'payment_method',
  'currency_code',
  'amount',
  'transaction_currency_code',
  'transaction_amount',
  'transaction_fee_currency_code',
  'transaction_fee_amount',
  'transaction_tax_currency_code',
  'transaction_tax_amount',
  'transaction_tax_type',
  'transaction_tax_label',
  'transaction_tax_percentage',
  'transaction_tax_exempt_amount',
  'is_trial',
  'charge_interval',
  'charge_interval_value',
  'is_rebill_enabled',
  'trial_interval',
  'trial_interval_value',
  'payment_id',
  'product_id',
  'retry_at',
  'retry_count',
  'retry_total_count',
  'shop_name',
  'shop_url',
] as const;

export const subscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...referenceFields,
    'updated_at',
    'transaction_id',
    'next_rebill_at',
    'last_transacion_id',
    'rebill_transaction_amount',
    'rebill_transaction_currency_code',
  ],
  properties: {
    /** 1 when the subscription is created, one more each time it changes. */
    version: count,
    /**
     * Its successful first transaction: the SALE, the zero AUTHORIZE of a checkout whose
     * subscriptions all start in a trial, or the CAPTURE of an AUTHORIZE checkout.
     */
    initial_transaction_id: text,
    subscription_id: text,
    created_at: timestamp,
    /** TRIAL, ACTIVE, PAST_DUE while it rebills; CANCELLED, UNPAID, NO_CARD_ON_FILE once ended. */
    subscription_status: { type: 'string', enum: SUBSCRIPTION_STATUSES },
    /** When it ends or ended: null while it rebills with no end in sight. */
    expires_at: timestampOrNull,
    merchant_id: text,
    /** Your product's id, as the checkout's product sent it; null when it sent none. */
    merchant_product_id: textOrNull,
    /** The first payment's, as the checkout sent it; null when it sent none. */
    merchant_payment_id: textOrNull,
    merchant_customer_id: text,
    /** The method the first payment was paid with (CARD, or APPLE_PAY, GOOGLE_PAY, …). */
    payment_method: text,
    /**
     * What each rebill charges and its currency: the same as rebill_transaction_amount. A rebill
     * is charged in the currency the subscription was sold in, so transaction_amount and
     * transaction_currency_code say the same again.
     */
    currency_code: currency,
    amount,
    transaction_currency_code: currency,
    transaction_amount: amount,
    /** The fee inside each rebill (0 in the sandbox). */
    transaction_fee_currency_code: tax.transaction_fee_currency_code,
    transaction_fee_amount: tax.transaction_fee_amount,
    /** The tax inside each rebill, when the checkout had one (its type then INCLUDED); else null. */
    transaction_tax_currency_code: currencyOrNull,
    transaction_tax_amount: amountOrNull,
    transaction_tax_type: {
      type: ['string', 'null'],
      enum: [...tax.transaction_tax_type.enum, null],
    },
    transaction_tax_label: {
      type: ['string', 'null'],
      enum: [...tax.transaction_tax_label.enum, null],
    },
    transaction_tax_percentage: {
      type: ['string', 'null'],
      pattern: tax.transaction_tax_percentage.pattern,
    },
    transaction_tax_exempt_amount: amountOrNull,
    is_trial: { type: 'boolean' },
    charge_interval: interval,
    charge_interval_value: count,
    is_rebill_enabled: { type: 'boolean' },
    /** The trial's length when is_trial; null without a trial. */
    trial_interval: intervalOrNull,
    trial_interval_value: countOrNull,
    /** The checkout that started it. */
    payment_id: text,
    product_id: text,
    /** While a declined rebill waits for its next try: when; null otherwise. */
    retry_at: timestampOrNull,
    /** Declined tries of the current rebill; 0 once it is paid. */
    retry_count: { type: 'integer', minimum: 0 },
    /** Every rebill charge tried in its life (rebills and retries, whatever the outcome). */
    retry_total_count: { type: 'integer', minimum: 0 },
    /** The first payment's shop, as its checkout named it; null when it named none. */
    shop_name: textOrNull,
    shop_url: textOrNull,
    updated_at: timestamp,
    /** The same as initial_transaction_id, under the name the first SUBSCRIPTION postbacks used. */
    transaction_id: text,
    /** The next rebill; while PAST_DUE, the rebill being tried again; once ended, the last one due. */
    next_rebill_at: timestamp,
    /**
     * Its last transaction (spelled as the spec spells it): the last rebill's, whatever its
     * outcome; before the first rebill, initial_transaction_id.
     */
    last_transacion_id: text,
    /** What each rebill charges, tax included. */
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: currency,
  },
} as const;

/** `{"type": "SUBSCRIPTION", "data": …}`: GET /v1/subscription/{id} and both PATCHes. */
export const subscriptionResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['SUBSCRIPTION'] },
    data: subscriptionSchema,
  },
} as const;

const pageNumber = {
  type: 'integer',
  minimum: 1,
  description: 'This page, counted from 1 (a `page` of 0 asked for the first page: 1).',
} as const;
const pageSize = { type: 'integer', minimum: 1, maximum: 100 } as const;
const totalElements = {
  type: 'integer',
  minimum: 0,
  description: 'How many subscriptions the transaction belongs to, on every page.',
} as const;
const totalPages = { type: 'integer', minimum: 0 } as const;

/**
 * GET /v1/subscription?transaction_id=: one page of the subscriptions a transaction belongs to.
 * `meta` says the page in the reference's names (pageNumber, pageSize) and in Kassa's first ones
 * (page_number, page_size), the same values, with the totals under both spellings.
 */
export const subscriptionListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data', 'meta'],
  properties: {
    type: { type: 'string', enum: ['SUBSCRIPTION'] },
    data: { type: 'array', items: subscriptionSchema },
    meta: {
      type: 'object',
      additionalProperties: false,
      required: [
        'pageNumber',
        'pageSize',
        'totalElements',
        'totalPages',
        'page_number',
        'page_size',
        'total_elements',
        'total_pages',
      ],
      properties: {
        pageNumber,
        pageSize,
        totalElements,
        totalPages,
        page_number: pageNumber,
        page_size: pageSize,
        total_elements: totalElements,
        total_pages: totalPages,
      },
    },
  },
} as const;

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const subscriptionParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subscriptionId'],
  properties: {
    subscriptionId: { ...id, description: 'The `subscription_id` of a SUBSCRIPTION postback.' },
  },
} as const;

/** Query values are text (types are not coerced): page and size are digits, checked for range by the route. */
export const subscriptionListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_id'],
  properties: {
    transaction_id: {
      ...id,
      description:
        "Any transaction of the subscription: the first payment's (its SALE, the zero AUTHORIZE " +
        'of a checkout whose subscriptions all start in a trial, the CAPTURE of an AUTHORIZE ' +
        "checkout, a declined attempt, a refund) or a rebill's. A checkout that started several " +
        'subscriptions finds them all.',
      examples: ['trx_Zk1c3Vq8R0yW2m4T6n8P0a'],
    },
    page: {
      type: 'string',
      pattern: '^[0-9]{1,6}$',
      description: 'The page, counted from 1 (default 1); 0 is the first page too.',
      examples: ['1'],
    },
    size: {
      type: 'string',
      pattern: '^[0-9]{1,6}$',
      description: 'Subscriptions a page, 1 to 100 (default 20).',
      examples: ['100'],
    },
  },
} as const;

export const subscriptionProductQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant_product_id'],
  properties: {
    merchant_product_id: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: "Your product's id, as the checkout's product sent it.",
    },
    merchant_customer_id: {
      ...id,
      description: 'The customer, when several of your customers subscribed to the product.',
    },
  },
} as const;

/** The longest charge interval a change may set: ten years of days. */
export const MAX_CHARGE_INTERVAL_DAYS = 3660;

export const subscriptionChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    is_rebill_enabled: {
      type: 'boolean',
      description:
        'false stops the rebills: the subscription ends when the period paid for does ' +
        '(`expires_at`), at once while PAST_DUE; true, before then, takes that back.',
    },
    rebill_transaction_amount: {
      type: 'string',
      pattern: AMOUNT_PATTERN,
      description:
        'What each rebill charges from the next one on, tax included (a JSON number is taken ' +
        "too); never zero. The tax inside it follows at the subscription's percentage.",
      [CARD_NUMBER_EXEMPT]: EXEMPT_BECAUSE.amount,
    },
    rebill_transaction_currency_code: {
      type: 'string',
      pattern: '^[A-Z]{3}$',
      description: "The subscription's currency, if sent: it cannot change.",
    },
    charge_interval: interval,
    charge_interval_value: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_CHARGE_INTERVAL_DAYS,
      description: 'Days between rebills, from the next rebill paid on.',
    },
    next_rebill_at: {
      type: 'string',
      maxLength: 64,
      description:
        'When the next rebill is due (RFC 3339, after now, at most 9999-12-31T23:59:59.999Z); ' +
        'not while PAST_DUE, when retry_at decides.',
      [CARD_NUMBER_EXEMPT]: EXEMPT_BECAUSE.time,
    },
  },
} as const;
