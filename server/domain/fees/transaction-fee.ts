import { amountFractionDigits } from '../../../common/money/currency.ts';
import {
  decimalFraction,
  fitsAmountFormat,
  fromMinorUnits,
  mulDivRound,
} from '../../../common/money/decimal.ts';
import type { Processor } from '../processor.ts';
import type { FeeLine, FeeTransactionKind } from '../routing/processor-profile.ts';
import { type FeeSubject, feeKindOf } from './fee-kind.ts';

// What a processor charges for one transaction (transaction_fee_amount, _currency_code), from its
// fee schedule (ProcessorProfile.fees): the most specific line for the transaction's method and
// kind, its percentage of the amount converted into the line's currency plus its fixed part,
// rounded once, half up, to that currency's amount decimals. Exact: every decimal text is read as
// a whole number over a power of ten and multiplied out as bigints. docs/fees.md says the same.

/** How many units of a currency one unit of the processor's reference currency buys (its rates). */
type ExchangeRate = Processor['exchangeRate'];

/** The spec's money pair: a decimal string and its ISO 4217 code. */
export interface Fee {
  amount: string;
  currency_code: string;
}

/** The transaction a fee is asked for. */
export interface FeeQuery {
  /** The method it was paid or paid out with (CARD, APPLE_PAY, SEPA, …). */
  method: string;
  kind: FeeTransactionKind;
  /** Decimal text in `currencyCode`: the transaction's amount. */
  amount: string;
  currencyCode: string;
}

/**
 * How closely `line` fits the transaction: 3 for its method and kind, 2 for its method, 1 for its
 * kind, 0 for a line naming neither; undefined when it names another method or kind.
 */
function specificity(line: FeeLine, method: string, kind: FeeTransactionKind): number | undefined {
  if (line.method !== undefined && line.method !== method) return undefined;
  if (line.transaction_kind !== undefined && line.transaction_kind !== kind) return undefined;
  return (line.method !== undefined ? 2 : 0) + (line.transaction_kind !== undefined ? 1 : 0);
}

/**
 * The line of `schedule` that charges for a transaction of `method` and `kind`: the most specific
 * one (method and kind, then method, then kind, then neither); between equally specific lines, the
 * first in the schedule's order. Undefined when no line applies.
 */
export function feeLineFor(
  schedule: readonly FeeLine[],
  method: string,
  kind: FeeTransactionKind,
): FeeLine | undefined {
  let best: FeeLine | undefined;
  let bestScore = -1;
  for (const line of schedule) {
    const score = specificity(line, method, kind);
    // Strictly greater: the first of equally specific lines stays.
    if (score !== undefined && score > bestScore) {
      best = line;
      bestScore = score;
    }
  }
  return best;
}

/** A schedule's decimal text, which the routing document's validation admits only well formed. */
function fraction(text: string, what: string): { n: bigint; d: bigint } {
  const value = decimalFraction(text);
  if (!value) throw new TypeError(`[Kassa] fee line ${what} is not a decimal text: ${text}`);
  return value;
}

/** Zero in `currency`'s amount decimals: "0.00", "0" for JPY. */
function zeroFee(currency: string): Fee {
  return { amount: fromMinorUnits(0n, amountFractionDigits(currency)), currency_code: currency };
}

/**
 * The fee for `query` under `schedule`, in the line's currency; `rates` converts the amount into
 * it (how many units of a currency one unit of the reference currency buys). No applicable line:
 * zero in the transaction's currency. The amount cannot be converted (either currency has no
 * rate) or the fee would not fit the amount format: the percentage alone, charged in the
 * transaction's currency — the fixed part is priced in a currency that cannot be converted, so it
 * is left out rather than guessed.
 */
export function feeFor(schedule: readonly FeeLine[], query: FeeQuery, rates: ExchangeRate): Fee {
  const line = feeLineFor(schedule, query.method, query.kind);
  if (!line) return zeroFee(query.currencyCode);
  const amount = fraction(query.amount, 'amount');
  const percent = fraction(line.percentage, 'percentage');
  const fixed = fraction(line.fixed, 'fixed');
  const converted = inLineCurrency(query, line, amount, percent, fixed, rates);
  if (converted !== undefined) return converted;
  // The fallback: percentage × amount in the transaction's own currency.
  const digits = amountFractionDigits(query.currencyCode);
  const minor = mulDivRound(
    amount.n * percent.n,
    10n ** BigInt(digits),
    amount.d * percent.d * 100n,
  );
  return { amount: fromMinorUnits(minor, digits), currency_code: query.currencyCode };
}

type Fraction = { n: bigint; d: bigint };

/** percentage × amount × to/from + fixed, in minor units of the line's currency, rounded once. */
function inLineCurrency(
  query: FeeQuery,
  line: FeeLine,
  amount: Fraction,
  percent: Fraction,
  fixed: Fraction,
  rates: ExchangeRate,
): Fee | undefined {
  const currency = line.currency_code;
  // Same currency: no conversion, so no rate is needed.
  let rate: Fraction = { n: 1n, d: 1n };
  if (currency !== query.currencyCode) {
    const from = decimalFraction(rates(query.currencyCode) ?? '');
    const to = decimalFraction(rates(currency) ?? '');
    if (!from || !to || from.n === 0n) return undefined;
    rate = { n: to.n * from.d, d: to.d * from.n };
  }
  const digits = amountFractionDigits(currency);
  const scale = 10n ** BigInt(digits);
  // (a × p / 100 × r + f) × 10^digits over one common denominator, so the fee is rounded once.
  const share = { n: amount.n * percent.n * rate.n, d: amount.d * percent.d * 100n * rate.d };
  const minor = mulDivRound(share.n * fixed.d + fixed.n * share.d, scale, share.d * fixed.d);
  if (!fitsAmountFormat(minor, digits)) return undefined;
  return { amount: fromMinorUnits(minor, digits), currency_code: currency };
}

/**
 * The fee of one transaction record (transaction_fee_amount, _currency_code): its kind's line
 * (fee-kind.ts), or zero in the transaction's currency for a transaction that carries none.
 */
export function transactionFee(
  schedule: readonly FeeLine[],
  t: FeeSubject & Omit<FeeQuery, 'kind'>,
  rates: ExchangeRate,
): Fee {
  const kind = feeKindOf(t);
  if (kind === undefined) return zeroFee(t.currencyCode);
  return feeFor(
    schedule,
    { method: t.method, kind, amount: t.amount, currencyCode: t.currencyCode },
    rates,
  );
}
