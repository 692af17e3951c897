import { CHARGE_INTERVALS } from '../../src/contract/subscription-terms-schema.ts';
import { amount, currency, feeAndTaxFields, text, timestamp } from './record-formats.ts';

// JSON Schema of the subscription record: `data` of every SUBSCRIPTION postback and,
// with the next issue, the subscription endpoints' items. The spec names the fields (Resources →
// Subscription) but shows no types; the shape is documented field by field in docs/postbacks.md.
// subscription-view.ts builds it, typed by this schema, and the merchant webhook of the tests and
// the e2e merchant site validate every SUBSCRIPTION postback with it.

const interval = { type: 'string', enum: CHARGE_INTERVALS } as const;
const count = { type: 'integer', minimum: 1 } as const;

export const subscriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'subscription_id',
    'version',
    'created_at',
    'updated_at',
    'merchant_id',
    'payment_id',
    'transaction_id',
    'merchant_customer_id',
    'product_id',
    'is_rebill_enabled',
    'charge_interval',
    'charge_interval_value',
    'is_trial',
    'next_rebill_at',
    'retry_count',
    'rebill_transaction_amount',
    'rebill_transaction_currency_code',
    'transaction_fee_amount',
    'transaction_fee_currency_code',
  ],
  properties: {
    subscription_id: text,
    /** 1 when the subscription is created, one more each time it changes. */
    version: count,
    created_at: timestamp,
    updated_at: timestamp,
    merchant_id: text,
    /** The checkout that started it, and its successful first transaction. */
    payment_id: text,
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
    next_rebill_at: timestamp,
    /** Present while a failed rebill waits for its next try. */
    retry_at: timestamp,
    retry_count: { type: 'integer', minimum: 0 },
    /** What each rebill charges, tax included, and the fee and tax inside it. */
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: currency,
    ...feeAndTaxFields,
  },
} as const;
