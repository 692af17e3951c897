import { validatePaymentFormOverride } from '../../../common/messages/override-validation.ts';
import { amountFractionDigits, isKnownCurrency } from '../../../common/money/currency.ts';
import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { checkCallbackUrl } from './callback-url.ts';

// The rules every request that makes a payment shares, whatever endpoint it came to: the checkout
// (create-checkout.ts) and the charges on a saved token (../token-charges/subsequent-payment.ts).
// Each names the field where that endpoint's body has it (`payment_data.currency_code` in a
// checkout, `currency_code` at the top of a token charge), in the same words everywhere. The
// products' rules (checkout-products.ts) are the rest of the set; no text of either body holds a
// card number, which the edge checks for every endpoint (server/http/card-number-scan.ts).

const bad = ApiError.badParameter;

/** A success_url or failure_url, parsed by the rules the redirect at the end of the session uses. */
export function checkedCallbackUrl(field: string, value: string, maxLength?: number): string {
  const checked = checkCallbackUrl(value, maxLength);
  if (!checked.ok) throw bad(field, checked.rule);
  return value;
}

/** An ISO 4217 currency, and how many fraction digits its amounts have. */
export function checkedCurrency(field: string, code: string): { currency: string; digits: number } {
  if (!isKnownCurrency(code)) throw bad(field, 'must be an ISO 4217 currency code');
  return { currency: code, digits: amountFractionDigits(code) };
}

/**
 * The schema checks the override's shape; the theme validator its names and values, the same
 * check the designer preview runs and the form repeats before it renders.
 */
export function checkedFormOverride(override: unknown): PaymentRecord['paymentFormOverride'] {
  if (override === undefined || override === null) return null;
  const checked = validatePaymentFormOverride(override);
  if (!checked.ok) throw bad(checked.error.field, checked.error.rule);
  return checked.override;
}

/**
 * The amount the merchant sent (normaliseAmount's), which must be what the products add up to:
 * `total`, what is charged now. `asPriced`, when given, is taken too: the same order with every
 * subscription in a trial at its price, as clients total a subscription checkout (the charge is
 * still `total`).
 */
export function checkAmountIsTotal(
  field: string,
  amount: bigint,
  total: bigint,
  digits: number,
  withTax = false,
  asPriced: bigint = total,
): void {
  if (amount === total || amount === asPriced) return;
  const sum = `the total of the required and preselected products${withTax ? ' with tax' : ''}`;
  throw bad(
    field,
    asPriced === total
      ? `must equal ${sum} (${fromMinorUnits(total, digits)})`
      : `must equal ${sum}: what is due now (${fromMinorUnits(total, digits)}), or the same with every trial at its price (${fromMinorUnits(asPriced, digits)})`,
  );
}
