import { amountFractionDigits } from '../../../common/money/currency.ts';
import {
  decimalFraction,
  fitsAmountFormat,
  fromMinorUnits,
  mulDivRound,
} from '../../../common/money/decimal.ts';
import type { PaymentRecord } from './payment-record.ts';

// An amount in the merchant's base currency (spec: base_amount, base_currency_code: "amount
// converted to the merchant base currency"), converted exactly: the amount and both rates are
// decimal text read as whole numbers over powers of ten, multiplied out as bigints, and rounded
// once, half up (half away from zero), to the base currency's minor unit (its amount decimals: 2
// for EUR, 0 for KRW). Never a float. The rates are the processor's (Processor.exchangeRate).

/** How many units of `currency` one unit of the processor's reference currency buys, or undefined. */
export type ExchangeRate = (currency: string) => string | undefined;

/**
 * `amount` of `currency` in minor units of `target` with `digits` decimals, rounded once, half
 * up; undefined when either currency has no rate. The one conversion of base amounts and of a
 * CRYPTO payout's asset (server/domain/payouts/crypto-payout.ts).
 */
export function convertedMinorUnits(
  amount: string,
  currency: string,
  target: string,
  digits: number,
  rate: ExchangeRate,
): bigint | undefined {
  const value = decimalFraction(amount);
  const from = decimalFraction(rate(currency) ?? '');
  const to = decimalFraction(rate(target) ?? '');
  if (!value || !from || !to || from.n === 0n) return undefined;
  // value / from × to, in target minor units: (v.n / v.d) × (f.d / f.n) × (t.n / t.d) × 10^digits.
  return mulDivRound(value.n * from.d * to.n, 10n ** BigInt(digits), value.d * from.n * to.d);
}

/**
 * `amount` of `currency` in `base`, as decimal text with the base currency's decimals; undefined
 * when either currency has no rate or the result does not fit the spec's base_amount format
 * (`^\d{1,18}(?:\.\d{1,2})?$`).
 */
export function baseAmountOf(
  amount: string,
  currency: string,
  base: string,
  rate: ExchangeRate,
): string | undefined {
  const digits = amountFractionDigits(base);
  const minor = convertedMinorUnits(amount, currency, base, digits, rate);
  return minor !== undefined && fitsAmountFormat(minor, digits)
    ? fromMinorUnits(minor, digits)
    : undefined;
}

/** The merchant's base currency and the rates to convert to it with. */
export interface BaseCurrency {
  code: string;
  rate: ExchangeRate;
}

/**
 * The payment with its base amount: its amount in the merchant's base currency as it is made,
 * kept for good (a later change of the setting or the rates leaves it as it was). None for a
 * currency without a rate.
 */
export function withBaseAmount(payment: PaymentRecord, base: BaseCurrency): PaymentRecord {
  const baseAmount = baseAmountOf(payment.amount, payment.currencyCode, base.code, base.rate);
  return baseAmount === undefined
    ? { ...payment, baseAmount: null, baseCurrencyCode: null }
    : { ...payment, baseAmount, baseCurrencyCode: base.code };
}
