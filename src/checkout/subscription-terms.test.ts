import { describe, expect, it } from 'vitest';
import { en } from '../../common/messages/en.ts';
import { formMessages } from '../messages/form-messages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import {
  type ChosenSubscription,
  consentLine,
  dueToday,
  firstCharge,
  formatAmount,
  payLabel,
  productTerms,
  type SubscriptionTerms,
} from './subscription-terms.ts';

// The words a subscription checkout shows. Intl puts a no-break space between some
// amounts and their currency sign; the tests name it.
const NBSP = '\u00a0';

const t = englishMessages;
/** British English dates (the page's locale formats a sentence's date). */
const gb = formMessages('en-GB', en);

const EUR_US = { currency: 'EUR', language: 'en-us' };
const EUR_DE = { currency: 'EUR', language: 'de-de' };
const JPY_US = { currency: 'JPY', language: 'en-us' };

const monthly: SubscriptionTerms = {
  charge_interval: 'DAY',
  charge_interval_value: 30,
  rebill_price: '9.90',
};
const withTrial = (days: number, terms: SubscriptionTerms = monthly): SubscriptionTerms => ({
  ...terms,
  trial: { interval: 'DAY', interval_value: days },
});

describe('cadence and trial length', () => {
  it('says one day, days, one week and weeks, singular and plural', () => {
    const every = (days: number) =>
      productTerms(t, { ...monthly, charge_interval_value: days }, EUR_US);
    expect(every(1)).toBe('€9.90 every day');
    expect(every(2)).toBe('€9.90 every 2 days');
    expect(every(30)).toBe('€9.90 every 30 days');
    expect(every(7)).toBe('€9.90 every week');
    expect(every(14)).toBe('€9.90 every 2 weeks');
    expect(every(365)).toBe('€9.90 every 365 days');
  });

  it('names a trial in days as a singular adjective, whatever its count', () => {
    for (const days of [1, 3, 7, 14])
      expect(productTerms(t, withTrial(days), EUR_US)).toMatch(
        new RegExp(`^${days}-day free trial, then`),
      );
  });
});

describe('product terms', () => {
  it('with a trial: the trial, then the price and cadence', () => {
    expect(productTerms(t, withTrial(7), EUR_US)).toBe(
      '7-day free trial, then €9.90 every 30 days',
    );
    expect(productTerms(t, withTrial(1, { ...monthly, charge_interval_value: 7 }), EUR_US)).toBe(
      '1-day free trial, then €9.90 every week',
    );
    expect(productTerms(t, withTrial(10), EUR_US)).toBe(
      '10-day free trial, then €9.90 every 30 days',
    );
  });

  it('without a trial: the price and cadence', () => {
    expect(productTerms(t, monthly, EUR_US)).toBe('€9.90 every 30 days');
    expect(productTerms(t, { ...monthly, charge_interval_value: 14 }, EUR_US)).toBe(
      '€9.90 every 2 weeks',
    );
  });

  it('formats the amount exactly, in the form language: de-de and en-us differ', () => {
    const big = { ...monthly, rebill_price: '1234567.89' };
    expect(productTerms(t, big, EUR_US)).toBe('€1,234,567.89 every 30 days');
    expect(productTerms(t, big, EUR_DE)).toBe(`1.234.567,89${NBSP}€ every 30 days`);
    expect(productTerms(t, withTrial(3), EUR_DE)).toBe(
      `3-day free trial, then 9,90${NBSP}€ every 30 days`,
    );
  });

  it('keeps every digit of an amount a float would round', () => {
    expect(formatAmount('90071992547409.93', EUR_US)).toBe('€90,071,992,547,409.93');
  });

  it('a zero-decimal currency shows no decimals', () => {
    expect(productTerms(t, { ...monthly, rebill_price: '1200' }, JPY_US)).toBe(
      '¥1,200 every 30 days',
    );
  });
});

describe('due today', () => {
  it('what is charged now, in the form language', () => {
    expect(dueToday(t, 0n, EUR_US)).toBe('Due today: €0.00');
    expect(dueToday(t, 500n, EUR_DE)).toBe(`Due today: 5,00${NBSP}€`);
    expect(dueToday(t, 1200n, JPY_US)).toBe('Due today: ¥1,200');
  });
});

const plan = (name: string, terms: SubscriptionTerms): ChosenSubscription => ({ name, terms });

describe('the consent line and the pay button', () => {
  it('a free trial with nothing due: starts the trial, names the shop, amount and cadence', () => {
    const chosen = [plan('Coffee plan', withTrial(10))];
    expect(consentLine(t, chosen, 'Coffee Club', 0n, EUR_US)).toBe(
      'By starting your free trial, you allow Coffee Club to charge €9.90 every 30 days after your 10-day free trial until you cancel.',
    );
    expect(payLabel(t, chosen, 0n)).toBe('Start free trial');
  });

  it('a trial with a one-time product to pay today: paying, and the usual pay button', () => {
    const chosen = [plan('Coffee plan', withTrial(10))];
    expect(consentLine(t, chosen, 'Coffee Club', 500n, EUR_US)).toBe(
      'By paying, you allow Coffee Club to charge €9.90 every 30 days after your 10-day free trial until you cancel.',
    );
    expect(payLabel(t, chosen, 500n)).toBeNull();
  });

  it('without a trial, and without a shop name: the merchant', () => {
    const chosen = [plan('Coffee plan', { ...monthly, charge_interval_value: 1 })];
    expect(consentLine(t, chosen, undefined, 990n, EUR_DE)).toBe(
      `By paying, you allow the merchant to charge 9,90${NBSP}€ every day until you cancel.`,
    );
    expect(consentLine(t, chosen, '  ', 990n, EUR_DE)).toContain('the merchant');
    expect(payLabel(t, chosen, 0n)).toBeNull();
  });

  it('several subscriptions: each named with its amount and cadence, in one line', () => {
    const chosen = [
      plan('Coffee plan', withTrial(7)),
      plan('Filter papers', { ...monthly, charge_interval_value: 14, rebill_price: '3.50' }),
      plan('Magazine', { ...monthly, charge_interval_value: 1, rebill_price: '1' }),
    ];
    expect(consentLine(t, chosen, 'Coffee Club', 0n, EUR_US)).toBe(
      'By starting your free trial, you allow Coffee Club to charge €9.90 every 30 days for Coffee plan after your 7-day free trial, €3.50 every 2 weeks for Filter papers, and €1.00 every day for Magazine until you cancel.',
    );
    const yen = [
      plan('Coffee plan', withTrial(7, { ...monthly, rebill_price: '990' })),
      plan('Filter papers', { ...monthly, charge_interval_value: 14, rebill_price: '350' }),
    ];
    expect(consentLine(t, yen, 'Coffee Club', 350n, JPY_US)).toBe(
      'By paying, you allow Coffee Club to charge ¥990 every 30 days for Coffee plan after your 7-day free trial and ¥350 every 2 weeks for Filter papers until you cancel.',
    );
  });

  it("several subscriptions: joined by the page's own list words, not English ones", async () => {
    const german = formMessages(
      'de',
      (await import('../../common/messages/locales/de.ts')).default,
    );
    const chosen = [
      plan('Kaffee-Abo', monthly),
      plan('Filterpapier', { ...monthly, charge_interval_value: 14, rebill_price: '3.50' }),
    ];
    const line = consentLine(german, chosen, 'Coffee Club', 0n, EUR_DE) ?? '';
    expect(line).toMatch(/Kaffee-Abo und .* Filterpapier/);
    expect(line).not.toMatch(/ and |, and /);
  });

  it('no subscription chosen: no consent line, no trial button', () => {
    expect(consentLine(t, [], 'Coffee Club', 0n, EUR_US)).toBeNull();
    expect(payLabel(t, [], 0n)).toBeNull();
  });
});

describe('firstCharge', () => {
  const plan: SubscriptionTerms = {
    charge_interval: 'DAY',
    charge_interval_value: 30,
    rebill_price: '9.90',
  };
  const today = new Date('2026-05-15T22:30:00Z');

  it('is today without a trial: today’s payment is the first charge', () => {
    expect(firstCharge(gb, plan, today)).toBe('First charge today');
  });

  it("is the trial's last day plus one, on the shopper's calendar, in the form's language", () => {
    const trial = { ...plan, trial: { interval: 'DAY' as const, interval_value: 14 } };
    expect(firstCharge(gb, trial, today, 'UTC')).toBe('First charge on 29 May 2026');
    expect(firstCharge(t, trial, today, 'UTC')).toBe('First charge on May 29, 2026');
    // Past midnight in Tokyo already.
    expect(firstCharge(gb, trial, today, 'Asia/Tokyo')).toBe('First charge on 30 May 2026');
  });
});
