import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { instantAfter, LAST_INSTANT } from '../../contract/instants.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { isAuthorizationPayment } from '../ledger/authorization-payments.ts';
import type { PaymentRecord, StoredSubscriptionProduct } from '../ledger/payment-record.ts';
import { rebillCharge } from '../ledger/rebill-charge.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { enqueuePostback } from '../postbacks/outbox-store.ts';
import { startStatus } from './subscription-lifecycle.ts';
import type { ChargeInterval, SubscriptionRecord } from './subscription-record.ts';
import { findCustomerClock, insertSubscriptionOnce } from './subscription-store.ts';
import { subscriptionData } from './subscription-view.ts';

// A successful RECURRING checkout, or a SALE checkout that sells a subscription beside its
// one-time products, starts its subscriptions: one per SUBSCRIPTION product the transaction charged (an optional one the shopper left unticked was not charged and
// starts none), each with its SUBSCRIPTION postback, in the caller's database transaction, right
// after the outcome's TRANSACTION postback (apply-outcome.ts).

const DAY_MS = 86_400_000;

/**
 * `at` plus `value` intervals, or undefined past the last instant Kassa keeps (9999-12-31,
 * contract/instants.ts). DAY is 24 hours of UTC time: no calendar, no daylight saving.
 */
export function addInterval(at: Date, interval: ChargeInterval, value: number): Date | undefined {
  switch (interval) {
    case 'DAY':
      return instantAfter(at, value * DAY_MS);
  }
}

/**
 * The first rebill: after the trial when there is one, else one charge interval after `now`;
 * undefined when it would fall past the calendar's end.
 */
export function firstRebillAt(product: StoredSubscriptionProduct, now: Date): Date | undefined {
  if (product.is_trial && product.trial_interval && product.trial_interval_value !== undefined) {
    return addInterval(now, product.trial_interval, product.trial_interval_value);
  }
  return addInterval(now, product.charge_interval, product.charge_interval_value);
}

/**
 * The terms of a subscription that rebills and whose next rebill is `next`. One past the calendar
 * (undefined) is never charged: rebills are off and the subscription ends at the calendar's last
 * instant, as one whose rebills were turned off ends when its period does.
 */
export function nextRebillTerms(
  next: Date | undefined,
): Pick<SubscriptionRecord, 'nextRebillAt' | 'expiresAt' | 'isRebillEnabled'> {
  if (next !== undefined) return { nextRebillAt: next, expiresAt: null, isRebillEnabled: true };
  return { nextRebillAt: LAST_INSTANT, expiresAt: LAST_INSTANT, isRebillEnabled: false };
}

function newSubscription(
  payment: PaymentRecord,
  transaction: TransactionRecord,
  product: StoredSubscriptionProduct,
  now: Date,
  clockId: string | null,
): SubscriptionRecord {
  const currency = payment.currencyCode;
  const zero = fromMinorUnits(0n, amountFractionDigits(currency));
  const rebill = rebillCharge(product, payment);
  const tax = payment.tax;
  return {
    subscriptionId: newId('sub'),
    version: 1,
    status: startStatus(product.is_trial),
    merchantId: payment.merchantId,
    paymentId: payment.paymentId,
    initialTransactionId: transaction.transactionId,
    merchantCustomerId: payment.merchantCustomerId,
    merchantPaymentId: payment.merchantPaymentId,
    // The method the shopper paid with (APPLE_PAY on a card checkout paid by Apple Pay).
    paymentMethod: transaction.paymentMethod,
    shopName: payment.shopName,
    shopUrl: payment.shopUrl,
    paymentTokenId: payment.paymentTokenId,
    productId: product.product_id,
    merchantProductId: product.merchant_product_id ?? null,
    productName: product.product_name,
    productDescription: product.product_description,
    chargeInterval: product.charge_interval,
    chargeIntervalValue: product.charge_interval_value,
    isTrial: product.is_trial,
    trialInterval: product.is_trial ? (product.trial_interval ?? null) : null,
    trialIntervalValue: product.is_trial ? (product.trial_interval_value ?? null) : null,
    rebillAmount: rebill.amount,
    rebillCurrencyCode: currency,
    // What each rebill will be charged, as the processor that took the first payment said.
    feeAmount: transaction.rebillFees?.[product.product_id]?.amount ?? zero,
    feeCurrencyCode: transaction.rebillFees?.[product.product_id]?.currency_code ?? currency,
    taxAmount: rebill.taxAmount,
    taxCurrencyCode: tax ? currency : null,
    // The rebill amount holds its tax (an ON_TOP tax was added to the price just now).
    taxType: tax ? 'INCLUDED' : null,
    taxLabel: tax?.transaction_tax_label ?? null,
    taxPercentage: tax?.transaction_tax_percentage ?? null,
    // All of each rebill when the checkout's taxOverride exempts the product, else nothing.
    taxExemptAmount: rebill.taxExemptAmount,
    ...nextRebillTerms(firstRebillAt(product, now)),
    retryAt: null,
    retryCount: 0,
    retryTotalCount: 0,
    lastTransactionId: null,
    nextRebillCode: null,
    clockId,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A RECURRING or SALE checkout starts its subscriptions with its successful first transaction; an
 * authorization (an AUTHORIZE checkout or an MIT_AUTHORIZE) with its capture (POST /v1/capture):
 * an authorization that is voided or expires sold nothing, so it starts nothing.
 */
function startsSubscriptions(payment: PaymentRecord, transaction: TransactionRecord): boolean {
  if (transaction.status !== 'SUCCESS') return false;
  if (payment.paymentType === 'RECURRING' || payment.paymentType === 'SALE') return true;
  return isAuthorizationPayment(payment.paymentType) && transaction.transactionType === 'CAPTURE';
}

/**
 * Starts the subscriptions of `transaction`, the successful first transaction of a RECURRING or
 * SALE `payment` or the capture of an authorization, and queues a SUBSCRIPTION postback for each.
 * Idempotent: a product whose subscription this payment already started (the same outcome applied
 * again) is skipped, postback and all.
 */
export async function startSubscriptions(
  tx: Queryable,
  payment: PaymentRecord,
  transaction: TransactionRecord,
  now: Date,
): Promise<SubscriptionRecord[]> {
  if (!startsSubscriptions(payment, transaction)) return [];
  // A customer attached to a sandbox clock starts its subscriptions on it.
  const clockId = await findCustomerClock(tx, payment.merchantId, payment.merchantCustomerId);
  const started: SubscriptionRecord[] = [];
  for (const product of transaction.products) {
    if (product.product_type !== 'SUBSCRIPTION') continue;
    const subscription = await insertSubscriptionOnce(
      tx,
      newSubscription(payment, transaction, product, now, clockId),
    );
    if (!subscription) continue;
    await enqueuePostback(tx, {
      merchantId: payment.merchantId,
      type: 'SUBSCRIPTION',
      data: subscriptionData(subscription),
      now,
    });
    started.push(subscription);
  }
  return started;
}
