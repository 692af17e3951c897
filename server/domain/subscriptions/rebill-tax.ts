import { toMinorUnits } from '../../../common/money/decimal.ts';
import type { TaxRule } from '../../../common/money/tax.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// The tax rule each rebill of a subscription charges under: the checkout's percentage and label,
// INCLUDED (an ON_TOP tax was added to the rebill amount once, when the subscription started), and
// the subscription's product exempt when the checkout's taxOverride exempted it — its rebills
// then carry no tax and report their whole amount as transaction_tax_exempt_amount.

type RebillTaxTerms = Pick<
  SubscriptionRecord,
  'productId' | 'taxPercentage' | 'taxLabel' | 'taxExemptAmount'
>;

/** Whether the checkout's taxOverride left the subscription's product untaxed. */
export function isExemptSubscription(s: Pick<SubscriptionRecord, 'taxExemptAmount'>): boolean {
  // A subscription's rebill is never for zero: any exempt amount is the whole rebill.
  return s.taxExemptAmount !== null && (toMinorUnits(s.taxExemptAmount, 2) ?? 0n) > 0n;
}

/** The rule of `s`'s rebills, or null when its checkout had no taxOverride. */
export function rebillTaxRule(s: RebillTaxTerms): TaxRule | null {
  if (s.taxPercentage === null) return null;
  return {
    transaction_tax_type: 'INCLUDED',
    transaction_tax_percentage: s.taxPercentage,
    ...(s.taxLabel !== null && { transaction_tax_label: s.taxLabel }),
    ...(isExemptSubscription(s) && { transaction_tax_exempt_product_ids: [s.productId] }),
  };
}
