import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { applyTax, isTaxExempt } from '../../../common/money/tax.ts';
import { feeFor } from '../fees/transaction-fee.ts';
import type { FeeLine } from '../routing/processor-profile.ts';
import type { ExchangeRate } from './base-amount.ts';
import type { PaymentRecord, StoredProduct } from './payment-record.ts';

// What each rebill of a SUBSCRIPTION product charges, in one place. rebill_transaction_amount is
// the amount a rebill charges the card, tax included, as transaction_amount is for any
// transaction: the product's price under the checkout's tax rule (an ON_TOP tax added, an
// INCLUDED one already inside). rebill_transaction_tax_amount is the tax inside it. The
// checkout's answer, the form's terms, both postbacks, the subscription endpoints and the
// rebills' own payments all say this amount.

const noRates: ExchangeRate = () => undefined;

/** The spec's product-level rebill fields (Resources → Product, type SUBSCRIPTION). */
export interface RebillFields {
  rebill_transaction_amount: string;
  rebill_transaction_currency_code: string;
  rebill_transaction_fee_amount: string;
  rebill_transaction_fee_currency_code: string;
  rebill_transaction_tax_amount?: string;
  rebill_transaction_tax_currency_code?: string;
}

/** The product whose rebills are charged: its id (a tax rule may exempt it) and its price. */
export type RebilledProduct = Pick<StoredProduct, 'product_id' | 'product_price'>;

/**
 * Each rebill's charge of `product`, the tax inside it and the part of it the tax leaves out (all
 * of it for a product the rule exempts); both null without a tax rule.
 */
export function rebillCharge(
  product: RebilledProduct,
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
): { amount: string; taxAmount: string | null; taxExemptAmount: string | null } {
  const digits = amountFractionDigits(payment.currencyCode);
  const price = toMinorUnits(product.product_price, digits) ?? 0n;
  const rule = payment.tax ?? undefined;
  const { charged, tax, exempt } = applyTax(
    price,
    rule,
    isTaxExempt(rule, product.product_id) ? price : 0n,
  );
  return {
    amount: fromMinorUnits(charged, digits),
    taxAmount: rule ? fromMinorUnits(tax, digits) : null,
    taxExemptAmount: rule ? fromMinorUnits(exempt, digits) : null,
  };
}

/**
 * What charges each rebill's fee: the fee schedule of the processor that holds the subscription's
 * card, the rates converting into its currency, and the method the rebills charge (the first
 * payment's: CARD, APPLE_PAY, …).
 */
export interface RebillFeeSource {
  schedule: readonly FeeLine[];
  rates: ExchangeRate;
  method: string;
}

/**
 * The rebill fields of a SUBSCRIPTION product: the fee each rebill is
 * charged under `fees`' REBILL line (server/domain/fees; zero in the payment's currency without a
 * source or a line), and the tax when there is one.
 */
export function rebillFields(
  product: RebilledProduct,
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
  fees?: RebillFeeSource,
): RebillFields {
  const currency = payment.currencyCode;
  const { amount, taxAmount } = rebillCharge(product, payment);
  const fee = feeFor(
    fees?.schedule ?? [],
    { method: fees?.method ?? '', kind: 'REBILL', amount, currencyCode: currency },
    fees?.rates ?? noRates,
  );
  return {
    rebill_transaction_amount: amount,
    rebill_transaction_currency_code: currency,
    rebill_transaction_fee_amount: fee.amount,
    rebill_transaction_fee_currency_code: fee.currency_code,
    ...(taxAmount !== null && {
      rebill_transaction_tax_amount: taxAmount,
      rebill_transaction_tax_currency_code: currency,
    }),
  };
}
