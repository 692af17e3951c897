import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits } from '../../../common/money/decimal.ts';
import type { PaymentRecord, StoredProduct } from './payment-record.ts';
import { defaultSelection, firstChargePrice, orderTax } from './totals.ts';

// transaction_tax_exempt_amount: the part of an amount its taxOverride leaves untaxed, the prices
// of the products it exempts (common/money/tax.ts), computed from the products charged as the tax
// itself was, so the two always agree.

type TaxedPayment = Pick<PaymentRecord, 'tax' | 'currencyCode' | 'paymentType'>;

/** What each product adds: its first charge, or for a rebill's payment the rebill's price. */
const chargedPrice = (p: TaxedPayment) =>
  p.paymentType === 'RECURRING_REBILL'
    ? (product: StoredProduct) => product.product_price
    : firstChargePrice;

/** The exempt part of `products` charged under `p`'s rule; null without a rule. */
export function taxExemptAmount(
  p: TaxedPayment,
  products: readonly StoredProduct[],
): string | null {
  if (!p.tax) return null;
  const digits = amountFractionDigits(p.currencyCode);
  return fromMinorUnits(orderTax(products, p.tax, digits, chargedPrice(p)).exempt, digits);
}

/** The exempt part of the payment's amount: its required and preselected products. */
export function paymentTaxExemptAmount(
  p: TaxedPayment & Pick<PaymentRecord, 'products'>,
): string | null {
  return taxExemptAmount(p, defaultSelection(p.products));
}
