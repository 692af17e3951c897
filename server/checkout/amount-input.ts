import { AMOUNT_PATTERN } from '../../src/money/decimal.ts';

const amountRe = new RegExp(AMOUNT_PATTERN);

/**
 * The spec lets `payment_data.amount` be a number or a string. A JSON number has already been
 * through a binary float by the time it reaches us, so it is accepted only when that float is
 * exactly the decimal the merchant wrote: at most 15 significant digits, which a double always
 * round-trips. Anything larger must be sent as a string.
 */
export function amountFromJson(value: string | number): string | null {
  if (typeof value === 'string') return amountRe.test(value) ? value : null;
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  if (!amountRe.test(text)) return null;
  const significant = text.replace('.', '').replace(/^0+/, '');
  return significant.length <= 15 ? text : null;
}
