import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits, sumMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { applyTaxToLines, type TaxBreakdown, type TaxRule } from '../../../common/money/tax.ts';
import type { StoredProduct } from './payment-record.ts';

/**
 * What a product adds to the first charge: its price, except a SUBSCRIPTION product in a trial,
 * which costs nothing today (its rebills charge the price).
 */
export function firstChargePrice(p: StoredProduct): string {
  return p.product_type === 'SUBSCRIPTION' && p.is_trial ? '0' : p.product_price;
}

/** firstChargePrice in the currency's decimals ("0.00" for a trial), for the form. */
export function firstChargeProductPrice(p: StoredProduct, currency: string): string {
  const digits = amountFractionDigits(currency);
  return fromMinorUnits(toMinorUnits(firstChargePrice(p), digits) ?? 0n, digits);
}

const price = (p: StoredProduct, digits: number): bigint =>
  toMinorUnits(firstChargePrice(p), digits) ?? 0n;

/** The required products plus the optional ones preselected on the form. */
export const defaultSelection = (products: readonly StoredProduct[]): StoredProduct[] =>
  products.filter((p) => !p.is_optional || p.is_preselected);

/** First charge of the required products plus the optional ones preselected on the form. */
export function defaultSelectionSubtotal(
  products: readonly StoredProduct[],
  digits: number,
): bigint {
  return sumMinorUnits(defaultSelection(products).map((p) => price(p, digits)));
}

/** Required products plus the optional ones the shopper kept; unknown ids are ignored. */
export function selectedProducts(
  products: readonly StoredProduct[],
  selectedIds: readonly string[] | undefined,
): StoredProduct[] {
  if (!selectedIds) return defaultSelection(products);
  const chosen = new Set(selectedIds);
  return products.filter((p) => !p.is_optional || chosen.has(p.product_id));
}

export function subtotal(products: readonly StoredProduct[], digits: number): bigint {
  return sumMinorUnits(products.map((p) => price(p, digits)));
}

/**
 * The tax of `products` under `rule`, each at `priceOf` (its first charge unless told), the
 * rule's exempt products left untaxed (common/money/tax.ts): what every order's total and tax,
 * and transaction_tax_exempt_amount, are computed with.
 */
export function orderTax(
  products: readonly StoredProduct[],
  rule: TaxRule | null | undefined,
  digits: number,
  priceOf: (p: StoredProduct) => string = firstChargePrice,
): TaxBreakdown {
  return applyTaxToLines(
    products.map((p) => ({
      productId: p.product_id,
      minor: toMinorUnits(priceOf(p), digits) ?? 0n,
    })),
    rule ?? undefined,
  );
}
