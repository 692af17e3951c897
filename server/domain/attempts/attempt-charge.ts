import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits } from '../../../common/money/decimal.ts';
import type { TaxBreakdown } from '../../../common/money/tax.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { PaymentRecord, StoredProduct } from '../ledger/payment-record.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';
import { orderTax, selectedProducts } from '../ledger/totals.ts';

// What an attempt on a checkout session charges: the selected products, their tax applied, in the
// session's currency. Worked out the same way when the attempt is recorded (begin-attempt.ts) and
// before, when the processor is asked (it may answer by the amount), outside the attempt's database
// transaction so a processor's latency holds no lock.

export interface SelectionCharge extends TaxBreakdown {
  /** The decimals of the currency's amounts. */
  readonly digits: number;
  readonly products: StoredProduct[];
}

/** The charge of the products `selectedIds` picks (none: the default selection) of `payment`. */
export function selectionCharge(
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax' | 'products'>,
  selectedIds: readonly string[] | undefined,
): SelectionCharge {
  const digits = amountFractionDigits(payment.currencyCode);
  const products = selectedProducts(payment.products, selectedIds);
  return { digits, products, ...orderTax(products, payment.tax, digits) };
}

/**
 * The amount (decimal text) and currency an attempt on the session `token` charges, and the
 * session's payment as read then (unlocked: the attempt locks and checks it again).
 */
export async function attemptCharge(
  q: Queryable,
  token: string,
  selectedIds: readonly string[] | undefined,
): Promise<{ payment: PaymentRecord; amount: string; currencyCode: string }> {
  const payment = await findPaymentBySessionToken(q, token);
  if (!payment) throw ApiError.notFound('checkout session');
  const { charged, digits } = selectionCharge(payment, selectedIds);
  return { payment, amount: fromMinorUnits(charged, digits), currencyCode: payment.currencyCode };
}
