import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { PAYOUT_AMOUNT_PATTERN } from '../../contract/payout-schema.ts';
import { exactNumberText } from '../checkout/amount-input.ts';

// A payout's amount (spec: payout amount, `^\d{1,18}(?:\.\d{0,20})?$`): decimal text, held inside
// as bigint minor units of its currency (a crypto asset's smallest unit for a CRYPTO payout, 6
// decimals for USDT), never a float. More decimals than the currency has are refused unless they
// are zeros, as for every other amount.

const payoutAmountRe = new RegExp(PAYOUT_AMOUNT_PATTERN);

export const PAYOUT_AMOUNT_RULE = `must be an amount: a decimal string or a JSON number matching ${PAYOUT_AMOUNT_PATTERN} (a number with at most 15 significant digits; send longer amounts as strings)`;

/** An amount sent as a JSON number → its exact decimal text; null when it is not one. */
export function payoutAmountText(value: number): string | null {
  const text = exactNumberText(value);
  return text !== null && payoutAmountRe.test(text) ? text : null;
}

/** Minor units of `amount` with `decimals` decimals, or null when a decimal beyond them is not 0. */
export function payoutMinorUnits(amount: string, decimals: number): bigint | null {
  if (!payoutAmountRe.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  if (!/^0*$/.test(fraction.slice(decimals))) return null;
  const padded = fraction.slice(0, decimals).padEnd(decimals, '0');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(padded || '0');
}

/** The payout's amount as it is stored and answered: exactly the currency's decimals. */
export function payoutAmountOf(minor: bigint, decimals: number): string {
  return fromMinorUnits(minor, decimals);
}
