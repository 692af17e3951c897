import type { CHARGE_INTERVALS } from '../../../src/contract/subscription-terms-schema.ts';
import type { TaxLabel, TaxType } from '../../../src/contract/tax-rule.ts';

// A subscription as the server holds it (migration 0012): started by a successful RECURRING
// checkout, one per SUBSCRIPTION product the shopper paid for, and what the rebill scheduler
// (the next issue) works from. Amounts are decimal strings in the currency's decimals.

export type ChargeInterval = (typeof CHARGE_INTERVALS)[number];

export interface SubscriptionRecord {
  subscriptionId: string;
  /** 1 when created, one more each time it changes. */
  version: number;
  merchantId: string;
  paymentId: string;
  /** The checkout's successful first transaction. */
  initialTransactionId: string;
  merchantCustomerId: string;
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
  /** What each rebill charges, tax included. */
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
  nextRebillAt: Date;
  /** A failed rebill's next try. */
  retryAt: Date | null;
  retryCount: number;
  createdAt: Date;
  updatedAt: Date;
}
