// What a subscription checkout tells the shopper they agree to, in plain words: each
// subscription product's terms ("7-day free trial, then €9.90 every 30 days"), the consent line
// above the pay button and the pay button's label for a free trial. Pure: the session's terms
// (common/contract/subscription-terms-schema.ts) in, text out. The words are the page's (the catalog's subscription.* keys); amounts are exact and formatted in the form's language and currency as
// the rest of the form formats them (common/money/format.ts).
import type { SessionProduct } from '../../common/contract/session-api.ts';
import { amountFractionDigits } from '../../common/money/currency.ts';
import { toMinorUnits } from '../../common/money/decimal.ts';
import { formatMoney } from '../../common/money/format.ts';
import type { FormMessages } from '../messages/form-messages.ts';

export type SubscriptionTerms = NonNullable<SessionProduct['subscription']>;
type Interval = SubscriptionTerms['charge_interval'];

/** How amounts are formatted: the session's currency, the form's language ("de-de"). */
export interface MoneyContext {
  currency: string;
  language: string | undefined;
}

/**
 * A recurring charge in the largest unit that states it exactly: "€9.90 every 30 days". The
 * spec's only interval is DAY (24 hours, no calendar), so a whole number of weeks is said in weeks
 * ("every 2 weeks"), and 30 days stay 30 days (a month is not a fixed number of days).
 */
function chargeText(t: FormMessages, amount: string, interval: Interval, value: number): string {
  switch (interval) {
    case 'DAY':
      return value % 7 === 0
        ? t('subscription.charge.weeks', { amount, count: value / 7 })
        : t('subscription.charge.days', { amount, count: value });
  }
}

/** A decimal string of the session's currency for people ("€9.90", "9,90 €", "￥1,200"). */
export function formatAmount(amount: string, { currency, language }: MoneyContext): string {
  const minor = toMinorUnits(amount, amountFractionDigits(currency));
  return minor === null ? amount : formatMoney(minor, currency, language);
}

/** "€9.90 every 30 days". */
function recurringCharge(t: FormMessages, terms: SubscriptionTerms, money: MoneyContext): string {
  return chargeText(
    t,
    formatAmount(terms.rebill_price, money),
    terms.charge_interval,
    terms.charge_interval_value,
  );
}

/**
 * The terms under a subscription product: "7-day free trial, then €9.90 every 30 days", or
 * "€9.90 every 30 days" without a trial (today's charge is then the first of them).
 */
export function productTerms(
  t: FormMessages,
  terms: SubscriptionTerms,
  money: MoneyContext,
): string {
  const charge = recurringCharge(t, terms, money);
  const { trial } = terms;
  return trial ? t('subscription.terms.trial', { count: trial.interval_value, charge }) : charge;
}

/** A trial's length in milliseconds: the spec's only interval is DAY, 24 hours. */
const DAY_MS = 86_400_000;

/**
 * When the subscription is first charged its price, as the shopper reads it: "First charge
 * today" without a trial (today's payment is that charge), "First charge on 22 May 2026" after
 * a trial, counted from `today` (the server's clock of the session view). The date is the
 * shopper's own calendar day (`timeZone` for tests), in the page's language as the sentence round it.
 */
export function firstCharge(
  t: FormMessages,
  terms: SubscriptionTerms,
  today: Date,
  timeZone?: string,
): string {
  const { trial } = terms;
  if (!trial) return t('subscription.first_charge.today');
  const day = new Date(today.getTime() + trial.interval_value * DAY_MS);
  const date = new Intl.DateTimeFormat(t.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone !== undefined && { timeZone }),
  }).format(day);
  return t('subscription.first_charge.on', { date });
}

/** "Due today: €0.00": what the shopper pays now, `amount` minor units (SALE products included). */
export function dueToday(
  t: FormMessages,
  amountMinor: bigint,
  { currency, language }: MoneyContext,
): string {
  return t('subscription.due_today.amount', {
    amount: formatMoney(amountMinor, currency, language),
  });
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
  t: FormMessages,
  chosen: readonly ChosenSubscription[],
  dueTodayMinor: bigint,
): string | null {
  return startsFreeTrial(chosen, dueTodayMinor) ? t('subscription.start_trial') : null;
}

/**
 * The line above the pay button saying what paying allows the merchant to charge later, with the
 * amount and cadence of every chosen subscription (named when there are several): "By starting
 * your free trial, you allow Coffee Club to charge €9.90 every 30 days after your 7-day free trial
 * until you cancel." Null when no subscription is chosen.
 */
export function consentLine(
  t: FormMessages,
  chosen: readonly ChosenSubscription[],
  shopName: string | undefined,
  dueTodayMinor: bigint,
  money: MoneyContext,
): string | null {
  if (chosen.length === 0) return null;
  const several = chosen.length > 1;
  const charges = chosen.map(({ name, terms }) => {
    const charge = recurringCharge(t, terms, money);
    const count = terms.trial?.interval_value;
    if (count === undefined)
      return several ? t('subscription.consent.for', { charge, name }) : charge;
    return several
      ? t('subscription.consent.for_after_trial', { charge, name, count })
      : t('subscription.consent.after_trial', { charge, count });
  });
  const list = new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(charges);
  const trial = startsFreeTrial(chosen, dueTodayMinor);
  const merchant = shopName?.trim();
  if (merchant)
    return t(trial ? 'subscription.consent.trial' : 'subscription.consent.paying', {
      merchant,
      charges: list,
    });
  return t(
    trial ? 'subscription.consent.trial.no_merchant' : 'subscription.consent.paying.no_merchant',
    { charges: list },
  );
}
