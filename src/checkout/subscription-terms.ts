// What a subscription checkout tells the shopper they agree to, in plain words: each
// subscription product's terms ("7-day free trial, then €9.90 every 30 days"), the consent line
// above the pay button and the pay button's label for a free trial. Pure: the session's terms
// (common/contract/subscription-terms-schema.ts) in, text out. The form's texts are English (see
// shopper-language.ts); amounts are exact and formatted in the form's language and currency as
// the rest of the form formats them (common/money/format.ts).
import type { SessionProduct } from '../../common/contract/session-api.ts';
import { amountFractionDigits } from '../../common/money/currency.ts';
import { toMinorUnits } from '../../common/money/decimal.ts';
import { formatMoney } from '../../common/money/format.ts';

export type SubscriptionTerms = NonNullable<SessionProduct['subscription']>;
type Interval = SubscriptionTerms['charge_interval'];

/** How amounts are formatted: the session's currency, the form's language ("de-de"). */
export interface MoneyContext {
  currency: string;
  language: string | undefined;
}

/** The total row's label of a subscription checkout: what is charged now. */
export const DUE_TODAY = 'Due today';

/** The pay button of a free trial with nothing to pay today. */
export const START_TRIAL = 'Start free trial';

/** Each interval's unit, singular. */
const UNIT_NAMES: Readonly<Record<Interval, string>> = { DAY: 'day' };

/**
 * A length of time in the largest unit that states it exactly. The spec's only interval is DAY
 * (24 hours, no calendar), so a whole number of weeks is said in weeks: 14 days are "2 weeks",
 * 30 days stay "30 days" (a month is not a fixed number of days).
 */
function span(interval: Interval, value: number): { count: number; unit: string } {
  switch (interval) {
    case 'DAY':
      return value % 7 === 0
        ? { count: value / 7, unit: 'week' }
        : { count: value, unit: UNIT_NAMES.DAY };
  }
}

/** "every day", "every 30 days", "every week", "every 2 weeks". */
export function cadence(interval: Interval, value: number): string {
  const { count, unit } = span(interval, value);
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

/**
 * The trial's length as an adjective, singular whatever the count, in the interval's own unit as
 * trials are usually named: "7-day", "14-day", "30-day".
 */
export function trialLength(interval: Interval, value: number): string {
  return `${value}-${UNIT_NAMES[interval]}`;
}

/** A decimal string of the session's currency for people ("€9.90", "9,90 €", "￥1,200"). */
export function formatAmount(amount: string, { currency, language }: MoneyContext): string {
  const minor = toMinorUnits(amount, amountFractionDigits(currency));
  return minor === null ? amount : formatMoney(minor, currency, language);
}

/** "€9.90 every 30 days". */
function recurringCharge(terms: SubscriptionTerms, money: MoneyContext): string {
  return `${formatAmount(terms.rebill_price, money)} ${cadence(terms.charge_interval, terms.charge_interval_value)}`;
}

/**
 * The terms under a subscription product: "7-day free trial, then €9.90 every 30 days", or
 * "€9.90 every 30 days" without a trial (today's charge is then the first of them).
 */
export function productTerms(terms: SubscriptionTerms, money: MoneyContext): string {
  const charge = recurringCharge(terms, money);
  const { trial } = terms;
  return trial
    ? `${trialLength(trial.interval, trial.interval_value)} free trial, then ${charge}`
    : charge;
}

/** A trial's length in milliseconds: the spec's only interval is DAY, 24 hours. */
const DAY_MS = 86_400_000;

/**
 * When the subscription is first charged its price, as the shopper reads it: "First charge
 * today" without a trial (today's payment is that charge), "First charge on 22 May 2026" after
 * a trial, counted from `today` (the server's clock of the session view). The date is the
 * shopper's own calendar day (`timeZone` for tests), in the form's language as its amounts.
 */
export function firstCharge(
  terms: SubscriptionTerms,
  today: Date,
  language: string | undefined,
  timeZone?: string,
): string {
  const { trial } = terms;
  if (!trial) return 'First charge today';
  const day = new Date(today.getTime() + trial.interval_value * DAY_MS);
  const date = new Intl.DateTimeFormat(language ?? 'en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone !== undefined && { timeZone }),
  }).format(day);
  return `First charge on ${date}`;
}

/** "Due today: €0.00": what the shopper pays now, `amount` minor units (SALE products included). */
export function dueToday(amountMinor: bigint, { currency, language }: MoneyContext): string {
  return `${DUE_TODAY}: ${formatMoney(amountMinor, currency, language)}`;
}

/** A subscription product the shopper is about to pay for. */
export interface ChosenSubscription {
  name: string;
  terms: SubscriptionTerms;
}

/** Nothing to pay today and a trial starts: the button starts it rather than "Pay €0.00". */
export function startsFreeTrial(
  chosen: readonly ChosenSubscription[],
  dueTodayMinor: bigint,
): boolean {
  return dueTodayMinor === 0n && chosen.some(({ terms }) => terms.trial !== undefined);
}

/** The pay button's label when it is not "Pay <total>": "Start free trial", else null. */
export function payLabel(
  chosen: readonly ChosenSubscription[],
  dueTodayMinor: bigint,
): string | null {
  return startsFreeTrial(chosen, dueTodayMinor) ? START_TRIAL : null;
}

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The line above the pay button saying what paying allows the merchant to charge later, with the
 * amount and cadence of every chosen subscription (named when there are several): "By starting
 * your free trial, you allow Coffee Club to charge €9.90 every 30 days after your 7-day free trial
 * until you cancel." Null when no subscription is chosen.
 */
export function consentLine(
  chosen: readonly ChosenSubscription[],
  shopName: string | undefined,
  dueTodayMinor: bigint,
  money: MoneyContext,
): string | null {
  if (chosen.length === 0) return null;
  const several = chosen.length > 1;
  const charges = chosen.map(({ name, terms }) => {
    const { trial } = terms;
    return [
      recurringCharge(terms, money),
      several ? ` for ${name}` : '',
      trial ? ` after your ${trialLength(trial.interval, trial.interval_value)} free trial` : '',
    ].join('');
  });
  const by = startsFreeTrial(chosen, dueTodayMinor) ? 'starting your free trial' : 'paying';
  const merchant = shopName?.trim() || 'the merchant';
  return `By ${by}, you allow ${merchant} to charge ${list.format(charges)} until you cancel.`;
}
