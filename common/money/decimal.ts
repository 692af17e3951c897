// Exact decimal money: amounts travel as decimal strings ("12.50") and are held inside as
// bigint minor units. No floating point anywhere on the path.

/** The spec's amount format for sale-type amounts and prices. */
export const AMOUNT_PATTERN = '^\\d{1,18}(?:\\.\\d{1,2})?$';
const amountRe = new RegExp(AMOUNT_PATTERN);

/**
 * Minor units of `amount` in a currency with `fractionDigits` decimals, or null when the string is
 * not an amount or has more decimals than the currency allows ("1.5" JPY).
 */
export function toMinorUnits(amount: string, fractionDigits: number): bigint | null {
  if (!amountRe.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > fractionDigits) {
    // Trailing zeros carry no value ("100.00" JPY is 100), anything else is a precision error.
    if (!/^0*$/.test(fraction.slice(fractionDigits))) return null;
  }
  const padded = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  return BigInt(whole) * 10n ** BigInt(fractionDigits) + BigInt(padded || '0');
}

/** The decimal string of `minor` units with exactly `fractionDigits` decimals: 1230n, 2 → "12.30". */
export function fromMinorUnits(minor: bigint, fractionDigits: number): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return sign + digits;
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

/** 10^(18 + d) for d = 0, 1, 2: the first minor-unit count too large for AMOUNT_PATTERN. */
const AMOUNT_LIMITS = [10n ** 18n, 10n ** 19n, 10n ** 20n];

/** Whether `minor` units with `fractionDigits` decimals fit AMOUNT_PATTERN (at most 18 digits). */
export function fitsAmountFormat(minor: bigint, fractionDigits: number): boolean {
  const limit = AMOUNT_LIMITS[fractionDigits];
  return minor >= 0n && limit !== undefined && minor < limit;
}

export function sumMinorUnits(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

/**
 * A non-negative decimal text as a whole numerator over a power of ten, exactly: "1.08" → 108n /
 * 100n, "0.000012" → 12n / 1000000n; undefined when it is not such a text. For rates and
 * percentages, which have more decimals than any amount.
 */
export function decimalFraction(decimal: string): { n: bigint; d: bigint } | undefined {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return { n: BigInt(whole + fraction), d: 10n ** BigInt(fraction.length) };
}

/** `value` × `numerator` / `denominator`, rounded half away from zero. Exact for any size. */
export function mulDivRound(value: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const product = value * numerator;
  const negative = product < 0n !== denominator < 0n;
  const p = product < 0n ? -product : product;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (p * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}
