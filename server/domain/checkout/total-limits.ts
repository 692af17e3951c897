import { fitsAmountFormat, fromMinorUnits } from '../../../common/money/decimal.ts';
import type { TaxRule } from '../../../common/money/tax.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { StoredProduct } from '../ledger/payment-record.ts';
import { defaultSelection, orderTax, subtotal } from '../ledger/totals.ts';

// Every total Kassa may answer must fit the spec's amount format ^\d{1,18}(?:\.\d{1,2})?$:
// the default selection and, since the shopper may tick every optional
// product on the form, the largest selection too, each with its tax. Prices already match the
// format (the schema checks them) and tax never exceeds the total it belongs to.

const largestAmount = (digits: number): string =>
  fromMinorUnits(10n ** BigInt(18 + digits) - 1n, digits);

export function checkTotalsFit(
  products: readonly StoredProduct[],
  tax: TaxRule | undefined,
  digits: number,
): void {
  const selections = [
    { products: defaultSelection(products), which: '' },
    { products, which: ' with every optional product selected' },
  ];
  for (const selection of selections) {
    if (!fitsAmountFormat(subtotal(selection.products, digits), digits)) {
      throw ApiError.badParameter(
        'products',
        `must add up to at most ${largestAmount(digits)}${selection.which} (the amount format)`,
      );
    }
    const { charged, tax: taxMinor } = orderTax(selection.products, tax, digits);
    if (!fitsAmountFormat(charged, digits) || !fitsAmountFormat(taxMinor, digits)) {
      throw ApiError.badParameter(
        'taxOverride',
        `must leave a total of at most ${largestAmount(digits)}${selection.which} (the amount format)`,
      );
    }
  }
}
