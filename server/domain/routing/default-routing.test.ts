import { describe, expect, it } from 'vitest';
import { CARD_SCHEMES } from '../../../common/card/card-scheme.ts';
import {
  METHODS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../common/methods/payment-methods.ts';
import { isKnownCurrency } from '../../../common/money/currency.ts';
import { PAYOUT_METHODS } from '../../contract/payout-methods.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';
import { routeAttempt } from './route-attempt.ts';
import type { RoutingFacts, RoutingNeed } from './routing-rules.ts';
import { routingProblems } from './routing-validation.ts';

// The sandbox merchant's default document routes every payment the checkout takes today, with
// every feature it uses today, so routing changes nothing for a merchant who never configures it.

/** Every currency the checkout accepts: any ISO 4217 code the runtime knows. */
const CHECKOUT_CURRENCIES = Intl.supportedValuesOf('currency').filter(isKnownCurrency);

/** What a payment with `method` may need today: the card features, MIT where a token is kept. */
function needsOf(method: PaymentMethod): RoutingNeed[] {
  const info = METHODS[method];
  const needs: RoutingNeed[] = [];
  if (info.kind === 'card' || info.kind === 'wallet') needs.push('three_ds', 'authorize_capture');
  if (info.refunds === 'partial') needs.push('partial_refund');
  if (info.savesToken) needs.push('mit');
  return needs;
}

function facts(method: PaymentMethod, currency_code: string, changes: Partial<RoutingFacts> = {}) {
  return {
    payment_id: `pay_${method}_${currency_code}`,
    method,
    currency_code,
    amount: '12.34',
    needs: needsOf(method),
    ...changes,
  };
}

describe('the default routing document', () => {
  it('passes its own checks', () => {
    expect(routingProblems(DEFAULT_ROUTING)).toEqual([]);
  });

  it('routes every payment method in every currency it is offered in, with every feature it uses', () => {
    const unrouted: string[] = [];
    for (const method of PAYMENT_METHODS) {
      const currencies = METHODS[method].currencies ?? CHECKOUT_CURRENCIES;
      for (const currency of currencies) {
        const decision = routeAttempt(DEFAULT_ROUTING, facts(method, currency));
        if (decision.outcome !== 'ROUTED') unrouted.push(`${method} ${currency}: ${decision.code}`);
      }
    }
    expect(unrouted).toEqual([]);
    expect(CHECKOUT_CURRENCIES.length).toBeGreaterThan(150);
  });

  it('routes cards of every scheme, and wallets, from every country', () => {
    for (const scheme of CARD_SCHEMES) {
      for (const method of ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'] as const) {
        const decision = routeAttempt(
          DEFAULT_ROUTING,
          facts(method, 'EUR', { card_scheme: scheme, bin_country: 'BR', shopper_country: 'JP' }),
        );
        expect(decision.outcome, `${method} ${scheme}`).toBe('ROUTED');
      }
    }
  });

  it('sends cards to Cards A first, cascading to Cards B', () => {
    const decision = routeAttempt(DEFAULT_ROUTING, facts('CARD', 'EUR', { card_scheme: 'VISA' }));
    expect(decision).toMatchObject({
      outcome: 'ROUTED',
      rule: { index: 1, id: 'card-payments' },
      processors: ['cards-a', 'cards-b'],
      cascade: true,
    });
    // Cards B does not take UnionPay: such a card has Cards A alone.
    const unionPay = routeAttempt(
      DEFAULT_ROUTING,
      facts('CARD', 'CNY', { card_scheme: 'UnionPay' }),
    );
    expect(unionPay).toMatchObject({ outcome: 'ROUTED', processors: ['cards-a'] });
  });

  it('sends wallets to the wallet acquirer and every other method to the alternative methods provider', () => {
    expect(routeAttempt(DEFAULT_ROUTING, facts('APPLE_PAY', 'USD'))).toMatchObject({
      processors: ['wallets'],
    });
    expect(routeAttempt(DEFAULT_ROUTING, facts('PIX', 'BRL'))).toMatchObject({
      rule: { id: 'everything-else' },
      processors: ['alternative-methods'],
    });
  });

  it('sends payouts of every method to the payout provider, in any currency', () => {
    for (const method of PAYOUT_METHODS) {
      for (const currency of ['EUR', 'USD', 'USDT', 'KRW']) {
        const decision = routeAttempt(
          DEFAULT_ROUTING,
          facts(method, currency, { transaction_kind: 'PAYOUT', needs: [] }),
        );
        expect(decision, `${method} ${currency}`).toMatchObject({
          outcome: 'ROUTED',
          rule: { id: 'all-payouts' },
          processors: ['payouts'],
        });
      }
    }
  });

  it('names every processor as Kassa Sandbox …, and charges a percentage and a fixed part', () => {
    for (const profile of DEFAULT_ROUTING.processors) {
      expect(profile.name).toMatch(/^Kassa Sandbox /);
      expect(profile.fees.length).toBeGreaterThan(0);
      for (const line of profile.fees) {
        expect(Number(line.percentage)).toBeGreaterThan(0);
        expect(Number(line.fixed)).toBeGreaterThan(0);
      }
    }
  });
});
