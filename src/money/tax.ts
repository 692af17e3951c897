import { mulDivRound, toMinorUnits } from './decimal.ts';

// taxOverride (spec: POST /checkout; content "not shown", designed here and documented in the
// README): a percentage applied to the order, either already INCLUDED in the prices or added
// ON_TOP of them. Shared by the server (what is charged) and the form (what is shown).

export type TaxType = 'INCLUDED' | 'ON_TOP';
export type TaxLabel = 'TAX' | 'VAT' | 'GST' | 'SALES_TAX';

export interface TaxRule {
  transaction_tax_type: TaxType;
  transaction_tax_label?: TaxLabel;
  /** Decimal string 0..100 with up to 2 decimals, e.g. "20" or "7.25". */
  transaction_tax_percentage: string;
}

export const TAX_PERCENTAGE_PATTERN = '^(?:100(?:\\.0{1,2})?|\\d{1,2}(?:\\.\\d{1,2})?)$';

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
