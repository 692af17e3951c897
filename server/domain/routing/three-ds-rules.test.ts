import { describe, expect, it } from 'vitest';
import { cardFacts, cardProcessor } from './routing.fixture.ts';
import type { ThreeDsSettings } from './routing-rules.ts';
import {
  authenticationRequested,
  type ThreeDsFacts,
  threeDsNeeds,
  threeDsRequest,
} from './three-ds-rules.ts';

// Whether the merchant's three_ds section asks for 3-D Secure on a card payment, and why.

const byRules = (...rules: NonNullable<ThreeDsSettings['rules']>): ThreeDsSettings => ({
  mode: 'rules',
  rules,
});

/** Over 30 EUR, 25 GBP or 5000 JPY (none of JPY's decimals), whatever the card's country. */
const perCurrency = byRules({
  when: {
    min_amounts: [
      { currency_code: 'EUR', amount: '30.00' },
      { currency_code: 'GBP', amount: '25' },
      { currency_code: 'JPY', amount: '5000' },
    ],
  },
});

const requestOf = (settings: ThreeDsSettings | undefined, facts: Partial<ThreeDsFacts> = {}) =>
  threeDsRequest(settings, cardFacts(facts)).request;

describe("the merchant's 3-D Secure request", () => {
  it('is none without a three_ds section, as before: test cards and forced_3d only', () => {
    expect(threeDsRequest(undefined, cardFacts({ amount: '99999.00' }))).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'no three_ds section: a 3-D Secure test card or forced_3d only',
    });
  });

  it('follows the modes never, always and processor for every card payment', () => {
    expect(threeDsRequest({ mode: 'never' }, cardFacts())).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'three_ds.mode is never',
    });
    expect(threeDsRequest({ mode: 'always' }, cardFacts())).toEqual({
      request: 'REQUIRED',
      rule: null,
      reason: 'three_ds.mode is always',
    });
    expect(threeDsRequest({ mode: 'processor' }, cardFacts())).toEqual({
      request: 'PROCESSOR_DECIDES',
      rule: null,
      reason: 'three_ds.mode is processor: authenticated if the processor has 3-D Secure',
    });
    expect(requestOf({ mode: 'always' }, { method: 'GOOGLE_PAY' })).toBe('REQUIRED');
  });

  it('never asks for a method that is no card, nor for a payout', () => {
    expect(threeDsRequest({ mode: 'always' }, cardFacts({ method: 'SEPA' }))).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: '3-D Secure authenticates cards: method SEPA is none',
    });
    expect(requestOf({ mode: 'always' }, { method: 'CARD', transaction_kind: 'PAYOUT' })).toBe(
      'NOT_REQUESTED',
    );
  });

  it('asks from a currency’s minimum up, the minimum itself included, in each currency', () => {
    expect(threeDsRequest(perCurrency, cardFacts({ amount: '30.00' }))).toEqual({
      request: 'REQUIRED',
      rule: 0,
      reason: 'three_ds.rules[0]: amount 30.00 EUR is at least 30.00',
    });
    expect(requestOf(perCurrency, { amount: '30' })).toBe('REQUIRED');
    expect(threeDsRequest(perCurrency, cardFacts({ amount: '29.99' }))).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'three_ds.rules[0]: amount 29.99 EUR is below 30.00',
    });
    expect(requestOf(perCurrency, { currency_code: 'GBP', amount: '25.00' })).toBe('REQUIRED');
    expect(requestOf(perCurrency, { currency_code: 'GBP', amount: '24.99' })).toBe('NOT_REQUESTED');
    expect(requestOf(perCurrency, { currency_code: 'JPY', amount: '5000' })).toBe('REQUIRED');
    expect(requestOf(perCurrency, { currency_code: 'JPY', amount: '4999' })).toBe('NOT_REQUESTED');
    // Another currency's minimum never applies: 1,000,000 USD is not 30 EUR.
    expect(
      threeDsRequest(perCurrency, cardFacts({ currency_code: 'USD', amount: '1000000' })),
    ).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'three_ds.rules[0]: currency USD has no min_amounts entry',
    });
  });

  it('compares amounts exactly, never as floats', () => {
    const tiny = byRules({ when: { min_amounts: [{ currency_code: 'EUR', amount: '0.10' }] } });
    expect(requestOf(tiny, { amount: '0.1' })).toBe('REQUIRED');
    expect(requestOf(tiny, { amount: '0.09' })).toBe('NOT_REQUESTED');
    const huge = byRules({
      when: { min_amounts: [{ currency_code: 'EUR', amount: '9007199254740993' }] },
    });
    expect(requestOf(huge, { amount: '9007199254740992.99' })).toBe('NOT_REQUESTED');
    expect(requestOf(huge, { amount: '9007199254740993.00' })).toBe('REQUIRED');
  });

  it('asks for cards of the listed BIN countries only, and never for an unknown country', () => {
    const eea = byRules({ when: { bin_countries: ['DE', 'FR'] } });
    expect(threeDsRequest(eea, cardFacts({ bin_country: 'FR' }))).toEqual({
      request: 'REQUIRED',
      rule: 0,
      reason: 'three_ds.rules[0]: card BIN country FR is in bin_countries',
    });
    expect(threeDsRequest(eea, cardFacts({ bin_country: 'US' })).reason).toBe(
      'three_ds.rules[0]: card BIN country US is not in bin_countries',
    );
    expect(threeDsRequest(eea, cardFacts({ bin_country: undefined }))).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'three_ds.rules[0]: card BIN country is unknown',
    });
  });

  it('needs every condition of a rule, and any rule: the first that matches is named', () => {
    const settings = byRules(
      {
        when: {
          min_amounts: [{ currency_code: 'EUR', amount: '100' }],
          bin_countries: ['US'],
        },
      },
      { when: { bin_countries: ['DE'] } },
    );
    expect(threeDsRequest(settings, cardFacts({ amount: '150.00', bin_country: 'US' }))).toEqual({
      request: 'REQUIRED',
      rule: 0,
      reason:
        'three_ds.rules[0]: amount 150.00 EUR is at least 100 and card BIN country US is in bin_countries',
    });
    expect(threeDsRequest(settings, cardFacts({ amount: '150.00', bin_country: 'DE' }))).toEqual({
      request: 'REQUIRED',
      rule: 1,
      reason: 'three_ds.rules[1]: card BIN country DE is in bin_countries',
    });
    expect(threeDsRequest(settings, cardFacts({ amount: '50.00', bin_country: 'US' }))).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason:
        'three_ds.rules[0]: amount 50.00 EUR is below 100; three_ds.rules[1]: card BIN country US is not in bin_countries',
    });
  });
});

describe('what the request asks of routing and of the processor chosen', () => {
  const withThreeDs = cardProcessor('a');
  const without = cardProcessor('b', {
    features: { ...withThreeDs.features, three_ds: false },
  });

  it('required: only a processor with 3-D Secure, and it authenticates', () => {
    const required = threeDsRequest({ mode: 'always' }, cardFacts());
    expect(threeDsNeeds(required)).toEqual(['three_ds']);
    expect(authenticationRequested(required, withThreeDs)).toBe(true);
  });

  it('left to the processor: any processor; the one with 3-D Secure authenticates', () => {
    const left = threeDsRequest({ mode: 'processor' }, cardFacts());
    expect(threeDsNeeds(left)).toEqual([]);
    expect(authenticationRequested(left, withThreeDs)).toBe(true);
    expect(authenticationRequested(left, without)).toBe(false);
  });

  it('not requested: any processor, and none is asked', () => {
    const none = threeDsRequest({ mode: 'never' }, cardFacts());
    expect(threeDsNeeds(none)).toEqual([]);
    expect(authenticationRequested(none, withThreeDs)).toBe(false);
  });
});
