import { browserContextSchema } from '../../common/contract/browser-context-schema.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../common/contract/transactions.ts';
import { CARD_BIN_TYPES } from './card-bin-types.ts';
import { paymentSchema } from './payment-schema.ts';
import { payoutDetailsSchema } from './payout-schema.ts';
import {
  amount,
  cardFactFields,
  currency,
  feeAndTaxFields,
  text,
  timestamp,
} from './record-formats.ts';

// JSON Schema of the transaction record: `data` of every TRANSACTION postback
// and the items of GET /v1/transaction. The spec names the fields by group
// (Resources → Transaction (as carried in postbacks)) but shows neither types nor nesting; the
// shape here is documented field by field in docs/postbacks.md. transaction-view.ts builds it,
// typed by this schema, and the e2e merchant site validates every postback it receives with it.
//
// Card data is BIN, last 4, expiry, scheme and holder name: there is no place for a card number
// or a security code, and `additionalProperties: false` keeps it so.

/** The payment's products as this transaction charged them. */
const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...paymentSchema.properties.products.items.required, 'product_transaction_price'],
  properties: {
    ...paymentSchema.properties.products.items.properties,
    product_transaction_price: amount,
    // Product level, for SUBSCRIPTION products: what each rebill charges.
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: currency,
    rebill_transaction_fee_amount: amount,
    rebill_transaction_fee_currency_code: currency,
    rebill_transaction_tax_amount: amount,
    rebill_transaction_tax_currency_code: currency,
  },
} as const;

const { session: _session, products: _products, ...paymentProperties } = paymentSchema.properties;

/**
 * The spec's Payment as POST /v1/checkout answers it, without `session` (see docs/postbacks.md); a
 * payout's is the Payout as POST /v1/payout answers it, with its `payment_details` and
 * `description`, no products and forced_3d false (docs/payouts.md).
 */
const recordPaymentSchema = {
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
    'products',
  ],
  properties: {
    ...paymentProperties,
    products: { type: 'array', items: productSchema },
    /** A payout's destination (POST /v1/payout's answer). */
    payment_details: payoutDetailsSchema,
    /** A payout's description, when it has one. */
    description: text,
  },
} as const;

const browser = browserContextSchema.properties;

/** Where and with what the shopper paid: the request's facts and the form's browser fields. */
export const paymentContextSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The address the payment request came from, as the server saw it. */
    ip: { type: 'string', maxLength: 45 },
    /** The User-Agent and Accept-Language request headers, cut to 512 and 256 characters. */
    user_agent: { type: 'string', maxLength: 512 },
    accept_language: { type: 'string', maxLength: 256 },
    browser_language: browser.language,
    browser_screen_width: browser.screen_width,
    browser_screen_height: browser.screen_height,
    browser_color_depth: browser.color_depth,
    browser_time_zone_offset: browser.time_zone_offset,
    browser_java_enabled: browser.java_enabled,
    browser_javascript_enabled: browser.javascript_enabled,
  },
} as const;

const transactionDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'processor',
    'processor_response_text',
    'processor_response_code',
    'cascade_attempt',
    'has_been_cascaded',
    'rrn',
    'cof_consent_skipped',
    'processor_response_transaction_amount',
  ],
  properties: {
    /** The name of the processor that answered. */
    processor: text,
    processor_response_text: text,
    /** The processor's own code for its answer, beside the spec's response_code. */
    processor_response_code: text,
    /** How many processors of a cascade were tried before the one that answered: 0 for the first. */
    cascade_attempt: { type: 'integer', minimum: 0 },
    has_been_cascaded: { type: 'boolean' },
    card_bin_country_name: text,
    card_bin_country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
    card_bin_type: { type: 'string', enum: CARD_BIN_TYPES },
    /** Retrieval reference number, 12 digits. */
    rrn: { type: 'string', pattern: '^\\d{12}$' },
    payment_method_reference_type: text,
    payment_method_reference_number: text,
    cof_consent_skipped: { type: 'boolean' },
    processor_response_transaction_amount: amount,
    /** base_amount as the processor converted it; absent where the transaction has none. */
    processor_response_base_amount: amount,
  },
} as const;

const paymentDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...cardFactFields,
    customer_email: text,
    customer_first_name: text,
    customer_last_name: text,
    customer_phone_number: text,
    customer_selected_country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
    payment_token_type: text,
  },
} as const;

export const transactionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'version',
    'transaction_id',
    'transaction_type',
    'transaction_status',
    'created_at',
    'updated_at',
    'response_code',
    'response_text',
    'transaction_amount',
    'transaction_currency_code',
    'transaction_fee_amount',
    'transaction_fee_currency_code',
    'transaction_details',
    'payment_context',
    'payment_details',
    'payment',
  ],
  properties: {
    /** 1 when the transaction is recorded, one more each time it changes (docs/postbacks.md). */
    version: { type: 'integer', minimum: 1 },
    transaction_id: text,
    transaction_type: { type: 'string', enum: TRANSACTION_TYPES },
    transaction_status: { type: 'string', enum: TRANSACTION_STATUSES },
    created_at: timestamp,
    updated_at: timestamp,
    /** The spec's response code (docs/sandbox.md lists them). */
    response_code: { type: 'integer', minimum: 1000, maximum: 9999 },
    response_text: text,
    transaction_amount: amount,
    transaction_currency_code: currency,
    /**
     * transaction_amount in the merchant's base currency (docs/payouts.md, Base currency), at most
     * 2 decimals; absent for a transaction recorded before base amounts, or in a currency without
     * a rate.
     */
    base_amount: { type: 'string', pattern: '^\\d{1,18}(?:\\.\\d{1,2})?$' },
    base_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    ...feeAndTaxFields,
    transaction_details: transactionDetailsSchema,
    payment_context: paymentContextSchema,
    payment_details: paymentDetailsSchema,
    payment: recordPaymentSchema,
    /**
     * A REFUND's: the transaction it refunds (server/domain/refunds/); a dispute's (FRAUD_ALERT,
     * CHARGEBACK, CHARGEBACK_REVERSAL, RDR, RDR_REVERSAL): the SALE or CAPTURE it disputes.
     */
    original_transaction_id: text,
    /** A dispute's: the card network's reason code (docs/disputes.md, Reason codes). */
    dispute_reason_code: text,
    /** A dispute's: the network and the reason code's meaning ("Visa: Other Fraud: …"). */
    dispute_reason: text,
    /** A REFUND's: what the merchant said it is for; null when it said nothing. */
    reason: { type: ['string', 'null'] },
    /** A REFUND's: who the merchant said asked for it; null when it said nothing. */
    initiated_by: { type: ['string', 'null'] },
  },
} as const;

/** `{"type": "TRANSACTION", "data": <transaction>}`: an answer that is one transaction's record. */
export const transactionAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: { type: { type: 'string', enum: ['TRANSACTION'] }, data: transactionSchema },
} as const;
