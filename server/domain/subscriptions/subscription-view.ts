import type { FromSchema } from 'json-schema-to-ts';
import type { subscriptionSchema } from '../../contract/subscription-schema.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// The subscription record (subscription-schema.ts) built from a stored subscription: `data` of the
// SUBSCRIPTION postback and of the subscription endpoints' answers. Every field is there, null
// where it has no value, as the live service's reference lists the record.

export type SubscriptionData = FromSchema<typeof subscriptionSchema>;

export function subscriptionData(s: SubscriptionRecord): SubscriptionData {
  return {
    version: s.version,
    initial_transaction_id: s.initialTransactionId,
    subscription_id: s.subscriptionId,
    created_at: s.createdAt.toISOString(),
    subscription_status: s.status,
    expires_at: s.expiresAt?.toISOString() ?? null,
    merchant_id: s.merchantId,
    merchant_product_id: s.merchantProductId,
    merchant_payment_id: s.merchantPaymentId,
    merchant_customer_id: s.merchantCustomerId,
    payment_method: s.paymentMethod,
    // A rebill is charged in the currency the subscription was sold in: no conversion, so the
    // amount and the transaction amount are both what each rebill charges.
    currency_code: s.rebillCurrencyCode,
    amount: s.rebillAmount,
    transaction_currency_code: s.rebillCurrencyCode,
    transaction_amount: s.rebillAmount,
    transaction_fee_currency_code: s.feeCurrencyCode,
    transaction_fee_amount: s.feeAmount,
    transaction_tax_currency_code: s.taxCurrencyCode,
    transaction_tax_amount: s.taxAmount,
    transaction_tax_type: s.taxType,
    transaction_tax_label: s.taxLabel,
    transaction_tax_percentage: s.taxPercentage,
    transaction_tax_exempt_amount: s.taxExemptAmount,
    is_trial: s.isTrial,
    charge_interval: s.chargeInterval,
    charge_interval_value: s.chargeIntervalValue,
    is_rebill_enabled: s.isRebillEnabled,
    trial_interval: s.trialInterval,
    trial_interval_value: s.trialIntervalValue,
    payment_id: s.paymentId,
    product_id: s.productId,
    retry_at: s.retryAt?.toISOString() ?? null,
    retry_count: s.retryCount,
    retry_total_count: s.retryTotalCount,
    shop_name: s.shopName,
    shop_url: s.shopUrl,
    updated_at: s.updatedAt.toISOString(),
    transaction_id: s.initialTransactionId,
    next_rebill_at: s.nextRebillAt.toISOString(),
    // Before the first rebill, the subscription's last transaction is its first payment's.
    last_transacion_id: s.lastTransactionId ?? s.initialTransactionId,
    rebill_transaction_amount: s.rebillAmount,
    rebill_transaction_currency_code: s.rebillCurrencyCode,
  };
}
