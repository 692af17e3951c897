import type { SessionProduct } from '../../../common/contract/session-api.ts';
import type { PaymentRecord, StoredProduct } from '../ledger/payment-record.ts';
import { rebillCharge } from '../ledger/rebill-charge.ts';

// What the payment form shows of a SUBSCRIPTION product: its cadence, its trial and
// what each later charge costs, for the session view (common/contract/subscription-terms-schema.ts).

export type SubscriptionTerms = NonNullable<SessionProduct['subscription']>;

/** `{ subscription }` for a SUBSCRIPTION product, nothing for a SALE product (session-view.ts). */
export function subscriptionTermsOf(
  product: StoredProduct,
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
): Pick<SessionProduct, 'subscription'> {
  const subscription = subscriptionTerms(product, payment);
  return subscription ? { subscription } : {};
}

/**
 * The terms of `product` as the shopper agrees to them, or undefined for a SALE product. The
 * rebill price is the one the subscription will charge (start-subscriptions.ts): the product's
 * price under the checkout's tax rule, worked out by the one function every rebill amount comes
 * from (rebill-charge.ts), so the form never promises another amount.
 */
export function subscriptionTerms(
  product: StoredProduct,
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
): SubscriptionTerms | undefined {
  if (product.product_type !== 'SUBSCRIPTION') return undefined;
  const { trial_interval, trial_interval_value } = product;
  return {
    charge_interval: product.charge_interval,
    charge_interval_value: product.charge_interval_value,
    rebill_price: rebillCharge(product, payment).amount,
    ...(product.is_trial &&
      trial_interval !== undefined &&
      trial_interval_value !== undefined && {
        trial: { interval: trial_interval, interval_value: trial_interval_value },
      }),
  };
}
