import { toMinorUnits } from '../../../common/money/decimal.ts';
import { instantMicros } from '../../contract/instants.ts';
import {
  type ApprovalCondition,
  type ApprovalRule,
  isAnswerCode,
  OUTAGE_CODES,
  type OutageWindow,
  TIME_OF_DAY_PATTERN,
} from './behaviour.ts';

// Which part of a sandbox processor's behaviour (behaviour.ts) applies to a payment: the outage
// window `now` falls in, and the first approval rule the payment's facts meet. Amounts are compared
// as exact decimals (minor units of the spec's 2-decimal format), never as floats. A rule or window
// that the document's checks would refuse (behaviour.ts) never applies, so no stored behaviour can
// make a payment fail with a 5xx.

/** What the behaviour is matched against. */
export interface ChargeFacts {
  /** Decimal text, as the transaction's amount (at most 2 decimals). */
  readonly amount: string;
  readonly currencyCode: string;
  /** The card's issuing country by the BIN table, when its BIN is known there. */
  readonly binCountry: string | undefined;
}

const TIME_OF_DAY = new RegExp(TIME_OF_DAY_PATTERN);

/** Minutes since midnight of "HH:MM". */
function minuteOfDay(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}

function inWindow(window: OutageWindow, now: Date): boolean {
  if (TIME_OF_DAY.test(window.from) && TIME_OF_DAY.test(window.to)) {
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const [from, to] = [minuteOfDay(window.from), minuteOfDay(window.to)];
    // A window such as 23:30–00:30 runs past midnight.
    return from < to ? minute >= from && minute < to : minute >= from || minute < to;
  }
  const [from, to] = [instantMicros(window.from), instantMicros(window.to)];
  const at = BigInt(now.getTime()) * 1000n;
  return from !== undefined && to !== undefined && at >= from && at < to;
}

/** The first outage window `now` falls in, if any. */
export function outageAt(
  outages: readonly OutageWindow[] | undefined,
  now: Date,
): OutageWindow | undefined {
  const codes: readonly number[] = OUTAGE_CODES;
  return outages?.find((window) => codes.includes(window.code) && inWindow(window, now));
}

function amountMatches(
  band: NonNullable<ApprovalCondition['amount']>,
  facts: ChargeFacts,
): boolean {
  if (band.currency_code !== facts.currencyCode) return false;
  const amount = toMinorUnits(facts.amount, 2);
  if (amount === null) return false;
  const min = band.min === undefined ? null : toMinorUnits(band.min, 2);
  const max = band.max === undefined ? null : toMinorUnits(band.max, 2);
  return (min === null || amount >= min) && (max === null || amount <= max);
}

function conditionHolds(when: ApprovalCondition, facts: ChargeFacts): boolean {
  if (when.bin_countries !== undefined) {
    if (facts.binCountry === undefined || !when.bin_countries.includes(facts.binCountry)) {
      return false;
    }
  }
  return when.amount === undefined || amountMatches(when.amount, facts);
}

/** The first approval rule the payment meets, with its place in the profile (0-based). */
export function approvalRuleFor(
  profile: readonly ApprovalRule[] | undefined,
  facts: ChargeFacts,
): { readonly rule: ApprovalRule; readonly index: number } | undefined {
  const index =
    profile?.findIndex((rule) => isAnswerCode(rule.code) && conditionHolds(rule.when, facts)) ?? -1;
  const rule = profile?.[index];
  return rule === undefined ? undefined : { rule, index };
}
