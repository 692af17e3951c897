import { CHARGE_INTERVALS } from '../../src/contract/subscription-terms-schema.ts';
import { AMOUNT_PATTERN } from '../../src/money/decimal.ts';
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

export const subscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'subscription_id',
    'subscription_status',
    'version',
    'created_at',
    'updated_at',
    'merchant_id',
    'payment_id',
    'initial_transaction_id',
    'transaction_id',
    'merchant_customer_id',
    'product_id',
    'is_rebill_enabled',
    'charge_interval',
    'charge_interval_value',
    'is_trial',
    'next_rebill_at',
    'expires_at',
    'retry_count',
    'rebill_transaction_amount',
    'rebill_transaction_currency_code',
    'transaction_fee_amount',
    'transaction_fee_currency_code',
  ],
  properties: {
    subscription_id: text,
    /** TRIAL, ACTIVE, PAST_DUE while it rebills; CANCELLED, UNPAID, NO_CARD_ON_FILE once ended. */
    subscription_status: { type: 'string', enum: SUBSCRIPTION_STATUSES },
    /** 1 when the subscription is created, one more each time it changes. */
    version: count,
    created_at: timestamp,
    updated_at: timestamp,
    merchant_id: text,
    /** The checkout that started it, and its successful first transaction. */
    payment_id: text,
    initial_transaction_id: text,
    /** The same as initial_transaction_id, under the name the first SUBSCRIPTION postbacks used. */
    transaction_id: text,
    merchant_customer_id: text,
    product_id: text,
    merchant_product_id: text,
    is_rebill_enabled: { type: 'boolean' },
    charge_interval: interval,
    charge_interval_value: count,
    is_trial: { type: 'boolean' },
    /** Present exactly when is_trial. */
    trial_interval: interval,
    trial_interval_value: count,
    /** The next rebill; while PAST_DUE, the rebill being tried again; once ended, the last one due. */
    next_rebill_at: timestamp,
    /** When it ends or ended: null while it rebills with no end in sight. */
    expires_at: { type: ['string', 'null'], pattern: timestamp.pattern },
    /** Present while a declined rebill waits for its next try. */
    retry_at: timestamp,
    /** Declined tries of the current rebill; 0 once it is paid. */
    retry_count: { type: 'integer', minimum: 0 },
    /** The last rebill's transaction, whatever its outcome (spelled as the spec spells it). */
    last_transacion_id: text,
    /** What each rebill charges, tax included, and the fee and tax inside it. */
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: currency,
    ...feeAndTaxFields,
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

/** GET /v1/subscription?transaction_id=: one page of the subscriptions a transaction started. */
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
      required: ['page_number', 'page_size', 'total_elements', 'total_pages'],
      properties: {
        /** This page's number, counted from 0. */
        page_number: { type: 'integer', minimum: 0 },
        page_size: { type: 'integer', minimum: 1 },
        /** How many subscriptions the transaction started, on every page. */
        total_elements: { type: 'integer', minimum: 0 },
        total_pages: { type: 'integer', minimum: 0 },
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
        'The successful first transaction of the checkout (its `transaction_id`): its SALE, the ' +
        'zero AUTHORIZE of a checkout whose subscriptions all start in a trial, or the CAPTURE ' +
        'of an AUTHORIZE checkout.',
    },
    page: { type: 'string', pattern: '^[0-9]{1,6}$', description: 'The page, from 0 (default 0).' },
    size: {
      type: 'string',
      pattern: '^[0-9]{1,6}$',
      description: 'Subscriptions a page, 1 to 100 (default 20).',
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
