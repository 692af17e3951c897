import { sumMinorUnits, toMinorUnits } from '../../src/money/decimal.ts';
import type { StoredProduct } from './payment-record.ts';

const price = (p: StoredProduct, digits: number): bigint =>
  toMinorUnits(p.product_price, digits) ?? 0n;

/** Required products plus the optional ones preselected on the form. */
export function defaultSelectionSubtotal(
  products: readonly StoredProduct[],
  digits: number,
): bigint {
  return sumMinorUnits(
    products.filter((p) => !p.is_optional || p.is_preselected).map((p) => price(p, digits)),
  );
}

/** Required products plus the optional ones the shopper kept; unknown ids are ignored. */
export function selectedProducts(
  products: readonly StoredProduct[],
  selectedIds: readonly string[] | undefined,
): StoredProduct[] {
  if (!selectedIds) return products.filter((p) => !p.is_optional || p.is_preselected);
  const chosen = new Set(selectedIds);
  return products.filter((p) => !p.is_optional || chosen.has(p.product_id));
}

export function subtotal(products: readonly StoredProduct[], digits: number): bigint {
  return sumMinorUnits(products.map((p) => price(p, digits)));
}
