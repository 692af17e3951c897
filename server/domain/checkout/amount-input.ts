import { TAX_PERCENTAGE_PATTERN } from '../../../common/contract/tax-rule.ts';
import { AMOUNT_PATTERN, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';

const amountRe = new RegExp(AMOUNT_PATTERN);
const percentageRe = new RegExp(TAX_PERCENTAGE_PATTERN);

/**
 * The decimal text of a JSON number, when it is exactly the decimal the merchant wrote. A JSON
 * number has been through a binary float by the time it reaches us, so it is accepted only with
 * at most 15 significant digits, which a double always round-trips (9.99 → "9.99", 25.0 → "25").
 * Negative numbers (-0 included), exponents (1e21) and anything longer are refused: such amounts
 * must be sent as strings. Never float arithmetic: the text is what is used from here on.
 */
export function exactNumberText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const text = String(value);
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  const significant = text.replace('.', '').replace(/^0+/, '');
  return significant.length <= 15 ? text : null;
}

const AMOUNT_RULE = `must be an amount: a decimal string or a JSON number matching ${AMOUNT_PATTERN} (a number with at most 15 significant digits; send longer amounts as strings)`;
const PERCENTAGE_RULE = `must be a percentage from 0 to 100 with at most 2 decimals: a decimal string or a JSON number matching ${TAX_PERCENTAGE_PATTERN}`;

/** An amount sent as a JSON number → its exact decimal string; `null` when it is not one. */
export function amountText(value: number): string | null {
  const text = exactNumberText(value);
  return text !== null && amountRe.test(text) ? text : null;
}

/** A tax percentage sent as a JSON number → its exact decimal string; `null` when it is not one. */
export function percentageText(value: number): string | null {
  const text = exactNumberText(value);
  return text !== null && percentageRe.test(text) ? text : null;
}

export { AMOUNT_RULE, PERCENTAGE_RULE };

/** Minor units of an amount string (the schema checked its format), or a 400 naming `field`. */
export function normaliseAmount(
  field: string,
  value: string,
  fractionDigits: number,
  currency: string,
): bigint {
  const minor = toMinorUnits(value, fractionDigits);
  if (minor === null) {
    throw ApiError.badParameter(
      field,
      `must have at most ${fractionDigits} decimals for ${currency}`,
    );
  }
  return minor;
}
