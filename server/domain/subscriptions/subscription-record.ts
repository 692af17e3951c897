import type { CHARGE_INTERVALS } from '../../../common/contract/subscription-terms-schema.ts';
import type { TaxLabel, TaxType } from '../../../common/contract/tax-rule.ts';
import type { SubscriptionStatus } from '../../contract/subscription-status.ts';

// A subscription as the server holds it (migrations 0012, 0022, 0031): started by a successful RECURRING
// checkout, one per SUBSCRIPTION product the shopper paid for, changed by the merchant
// (PATCH /v1/subscription) and by its rebills. Amounts are decimal strings in the currency's
// decimals.

export type ChargeInterval = (typeof CHARGE_INTERVALS)[number];

export interface SubscriptionRecord {
  subscriptionId: string;
  /** 1 when created, one more each time it changes. */
  version: number;
  /** Where it is in its life (subscription-lifecycle.ts). */
  status: SubscriptionStatus;
  merchantId: string;
  paymentId: string;
  /** The checkout's successful first transaction. */
  initialTransactionId: string;
  merchantCustomerId: string;
  /** The first payment's facts, kept as they were: its reference, the method paid with, the shop. */
  merchantPaymentId: string | null;
  paymentMethod: string;
  shopName: string | null;
  shopUrl: string | null;
  /** The card a rebill charges, when the first payment left a token. */
  paymentTokenId: string | null;
  productId: string;
  merchantProductId: string | null;
  productName: string;
  productDescription: string;
  isRebillEnabled: boolean;
  chargeInterval: ChargeInterval;
  chargeIntervalValue: number;
  isTrial: boolean;
  /** Present exactly when isTrial. */
  trialInterval: ChargeInterval | null;
  trialIntervalValue: number | null;
  /**
   * What each rebill charges, tax included (a checkout's ON_TOP tax was added once, when the
   * subscription started): taxType is INCLUDED whenever there is a tax, and taxAmount is the tax
   * inside this amount.
   */
  rebillAmount: string;
  rebillCurrencyCode: string;
  feeAmount: string;
  feeCurrencyCode: string;
  taxAmount: string | null;
  taxCurrencyCode: string | null;
  taxType: TaxType | null;
  taxLabel: TaxLabel | null;
  taxPercentage: string | null;
  taxExemptAmount: string | null;
  /** The next rebill (the end of a trial); while PAST_DUE, the rebill being retried. */
  nextRebillAt: Date;
  /** When it ends (rebills turned off) or ended; null while it rebills with no end. */
  expiresAt: Date | null;
  /** A declined rebill's next try. */
  retryAt: Date | null;
  /** Declined tries of the current rebill. */
  retryCount: number;
  /** Every rebill charge tried (rebills and retries), whatever its outcome: it never starts again. */
  retryTotalCount: number;
  /** The last rebill's transaction, whatever its outcome. */
  lastTransactionId: string | null;
  /** The sandbox's forced response code for the next rebill or retry only (migration 0023). */
  nextRebillCode: number | null;
  /** The sandbox clock it lives on (migration 0024); null on the server's own time. */
  clockId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
