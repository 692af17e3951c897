import type { TaxRule } from '../../../common/money/tax.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { CheckoutBody } from '../../contract/checkout-schema.ts';
import type { StoredProduct } from '../ledger/payment-record.ts';

// The checkout's taxOverride as the payment keeps it: the percentage, where the tax stands
// (ON_TOP or INCLUDED), its label, and the products it leaves untaxed, each of which must be one of
// the checkout's own (by the product_id the merchant gave it). docs/checkout.md, Tax.

const FIELD = 'taxOverride.transaction_tax_exempt_product_ids';

/** The rule of `override`, or null without one; an empty list of exempt products is none. */
export function taxRuleOf(override: CheckoutBody['taxOverride']): TaxRule | null {
  if (!override) return null;
  const exempt = override.transaction_tax_exempt_product_ids ?? [];
  return {
    transaction_tax_type: override.transaction_tax_type,
    transaction_tax_percentage: override.transaction_tax_percentage,
    ...(override.transaction_tax_label && {
      transaction_tax_label: override.transaction_tax_label,
    }),
    ...(exempt.length > 0 && { transaction_tax_exempt_product_ids: [...exempt] }),
  };
}

/** Each exempt product the rule names is a product of the checkout. */
export function checkExemptProducts(
  rule: TaxRule | null,
  products: readonly StoredProduct[],
): void {
  const ids = products.map((p) => p.product_id);
  rule?.transaction_tax_exempt_product_ids?.forEach((id, i) => {
    if (!ids.includes(id)) {
      throw ApiError.badParameter(
        `${FIELD}[${i}]`,
        `must be the product_id of one of the checkout's products (${ids.join(', ')}), not ${id}: give the product a product_id to exempt it`,
      );
    }
  });
}
