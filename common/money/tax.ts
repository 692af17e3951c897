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
}

/** Tax of an order whose products add up to `subtotal` minor units. Rounded half up. */
export function applyTax(subtotal: bigint, rule: TaxRule | undefined): TaxBreakdown {
  if (!rule) return { charged: subtotal, tax: 0n };
  // Percentage in hundredths of a percent: "7.25" → 725, so rate = bp / 10 000.
  const basisPoints = toMinorUnits(rule.transaction_tax_percentage, 2) ?? 0n;
  if (rule.transaction_tax_type === 'ON_TOP') {
    const tax = mulDivRound(subtotal, basisPoints, 10_000n);
    return { charged: subtotal + tax, tax };
  }
  const tax = mulDivRound(subtotal, basisPoints, 10_000n + basisPoints);
  return { charged: subtotal, tax };
}
