import { CARD_SCHEMES } from '../../../common/card/card-scheme.ts';
import type { ProcessorProfile } from './processor-profile.ts';
import type { RoutingConfiguration, RoutingFacts, RoutingRule } from './routing-rules.ts';

// Small routing documents for tests: a card acquirer profile to vary, a card payment's facts to
// vary, and a document from processors and rules.

/** A card acquirer taking every scheme in EUR and USD, with every feature, `changes` applied. */
export function cardProcessor(
  id: string,
  changes: Partial<Omit<ProcessorProfile, 'id'>> = {},
): ProcessorProfile {
  return {
    id,
    name: `Acquirer ${id}`,
    methods: ['CARD'],
    card_schemes: CARD_SCHEMES,
    currencies: ['EUR', 'USD'],
    features: {
      partial_refund: true,
      mit: true,
      three_ds: true,
      authorize_capture: true,
      payouts: [],
    },
    fees: [],
    ...changes,
  };
}

/** A VISA card payment of 10.00 EUR from a German card and shopper, `changes` applied. */
export function cardFacts(changes: Partial<RoutingFacts> = {}): RoutingFacts {
  return {
    payment_id: 'pay_fixture_1',
    method: 'CARD',
    card_scheme: 'VISA',
    currency_code: 'EUR',
    amount: '10.00',
    bin_country: 'DE',
    shopper_country: 'DE',
    ...changes,
  };
}

/** A document of `rules` over `processors` (by default acquirers a, b and c). */
export function routingOf(
  rules: readonly RoutingRule[],
  processors: readonly ProcessorProfile[] = ['a', 'b', 'c'].map((id) => cardProcessor(id)),
): RoutingConfiguration {
  return { processors, rules };
}
