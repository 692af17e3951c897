import type { FromSchema } from 'json-schema-to-ts';
import type { subscriptionSchema } from '../../contract/subscription-schema.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// The subscription record (subscription-schema.ts) built from a stored subscription: `data` of the
// SUBSCRIPTION postback and of the subscription endpoints' answers. Absent values are left out, as
// in the transaction record, except expires_at, which integrations read as always there (null
// while the subscription has no end).

export type SubscriptionData = FromSchema<typeof subscriptionSchema>;

export function subscriptionData(s: SubscriptionRecord): SubscriptionData {
  return {
    subscription_id: s.subscriptionId,
    subscription_status: s.status,
    version: s.version,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    merchant_id: s.merchantId,
    payment_id: s.paymentId,
    initial_transaction_id: s.initialTransactionId,
    transaction_id: s.initialTransactionId,
    merchant_customer_id: s.merchantCustomerId,
    product_id: s.productId,
    ...(s.merchantProductId !== null && { merchant_product_id: s.merchantProductId }),
    is_rebill_enabled: s.isRebillEnabled,
    charge_interval: s.chargeInterval,
    charge_interval_value: s.chargeIntervalValue,
    is_trial: s.isTrial,
    ...(s.trialInterval !== null && { trial_interval: s.trialInterval }),
    ...(s.trialIntervalValue !== null && { trial_interval_value: s.trialIntervalValue }),
    next_rebill_at: s.nextRebillAt.toISOString(),
    expires_at: s.expiresAt?.toISOString() ?? null,
    ...(s.retryAt !== null && { retry_at: s.retryAt.toISOString() }),
    retry_count: s.retryCount,
    ...(s.lastTransactionId !== null && { last_transacion_id: s.lastTransactionId }),
    rebill_transaction_amount: s.rebillAmount,
    rebill_transaction_currency_code: s.rebillCurrencyCode,
    transaction_fee_amount: s.feeAmount,
    transaction_fee_currency_code: s.feeCurrencyCode,
    ...(s.taxAmount !== null && { transaction_tax_amount: s.taxAmount }),
    ...(s.taxCurrencyCode !== null && { transaction_tax_currency_code: s.taxCurrencyCode }),
    ...(s.taxType !== null && { transaction_tax_type: s.taxType }),
    ...(s.taxLabel !== null && { transaction_tax_label: s.taxLabel }),
    ...(s.taxPercentage !== null && { transaction_tax_percentage: s.taxPercentage }),
    ...(s.taxExemptAmount !== null && { transaction_tax_exempt_amount: s.taxExemptAmount }),
  };
}
