import type { TaxRule } from '../contract/tax-rule.ts';
import { mulDivRound, toMinorUnits } from './decimal.ts';

// The tax of an order under taxOverride (common/contract/tax-rule.ts). Shared by the server (what is
// charged) and the form (what is shown).

export type { TaxRule } from '../contract/tax-rule.ts';

export interface TaxBreakdown {
  /** What the shopper pays, minor units. */
  charged: bigint;
  /** The tax inside `charged`, minor units. */
  tax: bigint;
  /** The part of the products' total the rule leaves untaxed (its exempt products), minor units. */
  exempt: bigint;
}

/** Whether `rule` leaves the product `productId` untaxed (transaction_tax_exempt_product_ids). */
export function isTaxExempt(rule: TaxRule | null | undefined, productId: string): boolean {
  return rule?.transaction_tax_exempt_product_ids?.includes(productId) ?? false;
}

/**
 * Tax of an order whose products add up to `subtotal` minor units, `exempt` of which are the
 * prices of products the rule leaves untaxed: the tax is computed on the rest alone, and an
 * ON_TOP tax is added to the whole. Rounded half up, once.
 */
export function applyTax(subtotal: bigint, rule: TaxRule | undefined, exempt = 0n): TaxBreakdown {
  if (!rule) return { charged: subtotal, tax: 0n, exempt: 0n };
  // Exempt products are part of the subtotal, never more than it.
  const untaxed = exempt < subtotal ? exempt : subtotal;
  const taxable = subtotal - untaxed;
  // Percentage in hundredths of a percent: "7.25" → 725, so rate = bp / 10 000.
  const basisPoints = toMinorUnits(rule.transaction_tax_percentage, 2) ?? 0n;
  if (rule.transaction_tax_type === 'ON_TOP') {
    const tax = mulDivRound(taxable, basisPoints, 10_000n);
    return { charged: subtotal + tax, tax, exempt: untaxed };
  }
  const tax = mulDivRound(taxable, basisPoints, 10_000n + basisPoints);
  return { charged: subtotal, tax, exempt: untaxed };
}

/** Tax of an order of priced lines (minor units), the rule's exempt products left untaxed. */
export function applyTaxToLines(
  lines: readonly { productId: string; minor: bigint }[],
  rule: TaxRule | undefined,
): TaxBreakdown {
  let subtotal = 0n;
  let exempt = 0n;
  for (const { productId, minor } of lines) {
    subtotal += minor;
    if (isTaxExempt(rule, productId)) exempt += minor;
  }
  return applyTax(subtotal, rule, exempt);
}
