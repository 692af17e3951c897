import { CHARGE_INTERVALS } from '../../../src/contract/subscription-terms-schema.ts';
import { TAX_LABELS, TAX_TYPES } from '../../../src/contract/tax-rule.ts';
import { boolean, integer, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// SQL for subscriptions lives here and nowhere else, built from the one column table below.

const subscriptions = defineTable<SubscriptionRecord>('subscriptions', {
  subscriptionId: column('subscription_id', text),
  version: column('version', integer),
  merchantId: column('merchant_id', text),
  paymentId: column('payment_id', text),
  initialTransactionId: column('initial_transaction_id', text),
  merchantCustomerId: column('merchant_customer_id', text),
  paymentTokenId: column('payment_token_id', nullable(text)),
  productId: column('product_id', text),
  merchantProductId: column('merchant_product_id', nullable(text)),
  productName: column('product_name', text),
  productDescription: column('product_description', text),
  isRebillEnabled: column('is_rebill_enabled', boolean),
  chargeInterval: column('charge_interval', oneOf(CHARGE_INTERVALS)),
  chargeIntervalValue: column('charge_interval_value', integer),
  isTrial: column('is_trial', boolean),
  trialInterval: column('trial_interval', nullable(oneOf(CHARGE_INTERVALS))),
  trialIntervalValue: column('trial_interval_value', nullable(integer)),
  rebillAmount: column('rebill_transaction_amount', text),
  rebillCurrencyCode: column('rebill_transaction_currency_code', text),
  feeAmount: column('transaction_fee_amount', text),
  feeCurrencyCode: column('transaction_fee_currency_code', text),
  taxAmount: column('transaction_tax_amount', nullable(text)),
  taxCurrencyCode: column('transaction_tax_currency_code', nullable(text)),
  taxType: column('transaction_tax_type', nullable(oneOf(TAX_TYPES))),
  taxLabel: column('transaction_tax_label', nullable(oneOf(TAX_LABELS))),
  taxPercentage: column('transaction_tax_percentage', nullable(text)),
  taxExemptAmount: column('transaction_tax_exempt_amount', nullable(text)),
  nextRebillAt: column('next_rebill_at', timestamptz),
  retryAt: column('retry_at', nullable(timestamptz)),
  retryCount: column('retry_count', integer),
  createdAt: column('created_at', timestamptz),
  updatedAt: column('updated_at', timestamptz),
});

// The unique (payment_id, product_id) decides, not a read before the write: a second insert for
// the same payment and product returns no row, whoever gets there first.
const INSERT_NEW = `${subscriptions.insert}
  ON CONFLICT (payment_id, product_id) DO NOTHING RETURNING ${subscriptions.list}`;

/**
 * Inserts `subscription` unless its payment already started one for the same product; answers
 * the inserted row, or undefined when there was one already.
 */
export async function insertSubscriptionOnce(
  db: Queryable,
  subscription: SubscriptionRecord,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.query(INSERT_NEW, subscriptions.params(subscription));
  return row && subscriptions.toRecord(row);
}

const BY_PAYMENT = `${subscriptions.select} WHERE payment_id = $1 ORDER BY created_at, subscription_id`;

/** The subscriptions a payment started. */
export async function findSubscriptionsByPayment(
  db: Queryable,
  paymentId: string,
): Promise<SubscriptionRecord[]> {
  const rows = await db.query(BY_PAYMENT, [paymentId]);
  return rows.map(subscriptions.toRecord);
}
