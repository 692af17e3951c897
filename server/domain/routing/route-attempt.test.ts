import { describe, expect, it } from 'vitest';
import { type RoutingDecision, routeAttempt } from './route-attempt.ts';
import { cardFacts, cardProcessor, routingOf } from './routing.fixture.ts';
import type { RoutingFacts, RuleConditions } from './routing-rules.ts';
import { splitBucket } from './volume-split.ts';

// Routing a first attempt: the first rule whose conditions all hold decides, its processors are
// judged by their profiles, and every decision explains itself.

function routed(decision: RoutingDecision) {
  if (decision.outcome !== 'ROUTED') {
    throw new Error(`expected ROUTED, got ${JSON.stringify(decision.explanation)}`);
  }
  return decision;
}

function refused(decision: RoutingDecision) {
  if (decision.outcome !== 'REFUSED') throw new Error(`expected REFUSED, got ${decision.outcome}`);
  return decision;
}

/** Where a payment with `facts` goes under one rule with `conditions` (to a), else to c. */
function underCondition(conditions: RuleConditions, facts: RoutingFacts) {
  return routeAttempt(
    routingOf([
      { id: 'conditional', conditions, route: { processors: ['a'] } },
      { id: 'fallback', route: { processors: ['c'] } },
    ]),
    facts,
  );
}

describe('rules, in order', () => {
  const config = routingOf([
    { id: 'dollars', conditions: { currencies: ['USD'] }, route: { processors: ['a'] } },
    { id: 'cards', conditions: { methods: ['CARD'] }, route: { processors: ['b'] } },
    { id: 'rest', route: { processors: ['c'] } },
  ]);

  it('the first rule whose conditions all hold decides, and the rules after it are not read', () => {
    const decision = routed(routeAttempt(config, cardFacts()));
    expect(decision.rule).toEqual({ index: 1, id: 'cards' });
    expect(decision.processors).toEqual(['b']);
    expect(decision.explanation.rules).toEqual([
      {
        index: 0,
        id: 'dollars',
        matched: false,
        condition: 'currencies',
        reason: 'currency EUR is not in conditions.currencies',
      },
      { index: 1, id: 'cards', matched: true, condition: null, reason: 'every condition is met' },
    ]);
  });

  it('an earlier rule wins over a later one that matches as well', () => {
    expect(routed(routeAttempt(config, cardFacts({ currency_code: 'USD' }))).rule.id).toBe(
      'dollars',
    );
  });

  it('a rule without conditions matches everything', () => {
    const { explanation } = routeAttempt(config, cardFacts({ method: 'PAYPAL' }));
    expect(explanation.matched_rule).toEqual({ index: 2, id: 'rest' });
    expect(explanation.rules.at(-1)?.reason).toBe('has no conditions');
  });

  it('cascades unless the rule says not to', () => {
    expect(routed(routeAttempt(config, cardFacts())).cascade).toBe(true);
    const off = routingOf([{ id: 'once', route: { processors: ['a', 'b'] }, cascade: false }]);
    expect(routed(routeAttempt(off, cardFacts())).cascade).toBe(false);
  });
});

describe('each condition', () => {
  const cases: {
    conditions: RuleConditions;
    matching: Partial<RoutingFacts>;
    failing: Partial<RoutingFacts>;
    reason: string;
  }[] = [
    {
      conditions: { transaction_kinds: ['PAYOUT'] },
      matching: { transaction_kind: 'PAYOUT' },
      failing: {},
      reason: 'transaction kind PAYMENT is not in conditions.transaction_kinds',
    },
    {
      conditions: { methods: ['CARD', 'APPLE_PAY'] },
      matching: { method: 'APPLE_PAY' },
      failing: { method: 'GOOGLE_PAY' },
      reason: 'method GOOGLE_PAY is not in conditions.methods',
    },
    {
      conditions: { card_schemes: ['Mastercard'] },
      matching: { card_scheme: 'Mastercard' },
      failing: { card_scheme: 'VISA' },
      reason: 'card scheme VISA is not in conditions.card_schemes',
    },
    {
      conditions: { card_schemes: ['VISA'] },
      matching: {},
      failing: { card_scheme: undefined },
      reason: 'card scheme is unknown',
    },
    {
      conditions: { currencies: ['USD', 'GBP'] },
      matching: { currency_code: 'GBP' },
      failing: {},
      reason: 'currency EUR is not in conditions.currencies',
    },
    {
      conditions: { amount: { currency_code: 'EUR', max: '50' } },
      matching: { amount: '49.99' },
      failing: { amount: '50.00' },
      reason: 'amount 50.00 is not below the maximum 50',
    },
    {
      conditions: { bin_countries: ['US', 'CA'] },
      matching: { bin_country: 'CA' },
      failing: {},
      reason: 'card BIN country DE is not in conditions.bin_countries',
    },
    {
      conditions: { bin_countries: ['DE'] },
      matching: {},
      failing: { bin_country: undefined },
      reason: 'card BIN country is unknown',
    },
    {
      conditions: { shopper_countries: ['FR'] },
      matching: { shopper_country: 'FR' },
      failing: {},
      reason: 'shopper country DE is not in conditions.shopper_countries',
    },
    {
      conditions: { shopper_countries: ['DE'] },
      matching: {},
      failing: { shopper_country: undefined },
      reason: 'shopper country is unknown',
    },
  ];

  it.each(cases)('$reason', ({ conditions, matching, failing, reason }) => {
    // Both processors take whatever either set of facts asks, so only the rule decides.
    const takesAll = (id: string) =>
      cardProcessor(id, {
        methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'],
        currencies: undefined,
        features: { ...cardProcessor(id).features, payouts: ['CARD'] },
      });
    const processors = [takesAll('a'), takesAll('c')];
    const config = routingOf(
      [
        { id: 'conditional', conditions, route: { processors: ['a'] } },
        { id: 'fallback', route: { processors: ['c'] } },
      ],
      processors,
    );
    const met = routed(routeAttempt(config, cardFacts(matching)));
    expect(met.rule.id).toBe('conditional');
    const missed = routed(routeAttempt(config, cardFacts(failing)));
    expect(missed.rule.id).toBe('fallback');
    const [first] = missed.explanation.rules;
    expect(first?.reason).toBe(reason);
    expect(first?.condition).toBe(Object.keys(conditions)[0]);
  });

  it('all conditions of a rule must hold, and the first that fails is the one named', () => {
    const decision = routed(
      underCondition(
        {
          methods: ['CARD'],
          currencies: ['EUR'],
          bin_countries: ['FR'],
          shopper_countries: ['FR'],
        },
        cardFacts(),
      ),
    );
    expect(decision.rule.id).toBe('fallback');
    expect(decision.explanation.rules[0]?.condition).toBe('bin_countries');
  });
});

describe('an amount range, compared exactly as decimal text', () => {
  const range = { amount: { currency_code: 'EUR', min: '10', max: '100.00' } };
  const goesTo = (amount: string, currency_code = 'EUR') =>
    routed(underCondition(range, cardFacts({ amount, currency_code }))).rule.id;

  it('includes its minimum however it is written: "10.00" and "10" are the same amount', () => {
    expect(goesTo('10.00')).toBe('conditional');
    expect(goesTo('10')).toBe('conditional');
    expect(goesTo('10.0')).toBe('conditional');
    expect(goesTo('9.99')).toBe('fallback');
  });

  it('excludes its maximum, so adjacent bands never overlap', () => {
    expect(goesTo('99.99')).toBe('conditional');
    expect(goesTo('100')).toBe('fallback');
    expect(goesTo('100.00')).toBe('fallback');
  });

  it('holds for amounts with more decimals than any float keeps', () => {
    expect(goesTo('99.999999999999999999')).toBe('conditional');
    expect(goesTo('100.000000000000000001')).toBe('fallback');
    expect(goesTo('9.999999999999999999')).toBe('fallback');
  });

  it('matches payments in its own currency only, whatever the amount', () => {
    const decision = routed(
      underCondition(range, cardFacts({ amount: '50.00', currency_code: 'USD' })),
    );
    expect(decision.rule.id).toBe('fallback');
    expect(decision.explanation.rules[0]?.reason).toBe(
      "currency USD is not the amount range's EUR",
    );
  });

  it('reads a bound alone: a minimum without a maximum, a maximum without a minimum', () => {
    const from = { amount: { currency_code: 'EUR', min: '1000' } };
    expect(routed(underCondition(from, cardFacts({ amount: '1000000000.00' }))).rule.id).toBe(
      'conditional',
    );
    expect(
      routed(underCondition(from, cardFacts({ amount: '999.99' }))).explanation.rules[0]?.reason,
    ).toBe('amount 999.99 is below the minimum 1000');
  });

  it('does not match an amount that is not decimal text', () => {
    expect(
      routed(underCondition(range, cardFacts({ amount: '5e1' }))).explanation.rules[0]?.reason,
    ).toBe('amount 5e1 is not a decimal number');
  });
});

describe('a volume split', () => {
  const config = routingOf([
    {
      id: 'split',
      route: {
        split: [
          { processor: 'a', percentage: '70' },
          { processor: 'b', percentage: '20' },
          { processor: 'c', percentage: '10' },
        ],
      },
    },
  ]);
  const drawn = (payment_id: string) =>
    routed(routeAttempt(config, cardFacts({ payment_id }))).processors[0];

  it('sends the same payment the same way every time', () => {
    const first = routeAttempt(config, cardFacts({ payment_id: 'pay_retry_me' }));
    for (let i = 0; i < 50; i += 1) {
      expect(routeAttempt(config, cardFacts({ payment_id: 'pay_retry_me' }))).toEqual(first);
    }
    // A copy of the document (as read again from storage) draws the same.
    const copy = structuredClone(config);
    expect(routeAttempt(copy, cardFacts({ payment_id: 'pay_retry_me' }))).toEqual(first);
  });

  it('gives each processor its percentage of payments, within a point or two', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const id = drawn(`pay_${i.toString().padStart(8, '0')}`) ?? 'none';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Math.abs((counts.get('a') ?? 0) - 7_000)).toBeLessThan(200);
    expect(Math.abs((counts.get('b') ?? 0) - 2_000)).toBeLessThan(200);
    expect(Math.abs((counts.get('c') ?? 0) - 1_000)).toBeLessThan(200);
  });

  it('takes shares with decimals: thirds of 33.33, 33.33 and 33.34', () => {
    const thirds = routingOf([
      {
        id: 'thirds',
        route: {
          split: [
            { processor: 'a', percentage: '33.33' },
            { processor: 'b', percentage: '33.33' },
            { processor: 'c', percentage: '33.34' },
          ],
        },
      },
    ]);
    const counts = new Map<string, number>();
    for (let i = 0; i < 9_000; i += 1) {
      const id = routed(routeAttempt(thirds, cardFacts({ payment_id: `pay_t${i}` }))).processors[0];
      counts.set(id ?? 'none', (counts.get(id ?? 'none') ?? 0) + 1);
    }
    for (const id of ['a', 'b', 'c'])
      expect(Math.abs((counts.get(id) ?? 0) - 3_000)).toBeLessThan(200);
  });

  it('puts the drawn processor first, then the others in the order listed, and names the bucket', () => {
    const paymentId = Array.from({ length: 1_000 }, (_, i) => `pay_${i}`).find(
      (id) => drawn(id) === 'b',
    );
    expect(paymentId).toBeDefined();
    const decision = routed(routeAttempt(config, cardFacts({ payment_id: paymentId ?? '' })));
    expect(decision.processors).toEqual(['b', 'a', 'c']);
    expect(decision.explanation.split).toEqual({
      bucket: splitBucket(paymentId ?? ''),
      processor: 'b',
    });
    expect(splitBucket(paymentId ?? '')).toBeGreaterThanOrEqual(7_000);
    expect(splitBucket(paymentId ?? '')).toBeLessThan(9_000);
  });

  it('never draws a share of 0 %, which waits for a cascade', () => {
    const standby = routingOf([
      {
        id: 'standby',
        route: {
          split: [
            { processor: 'a', percentage: '0' },
            { processor: 'b', percentage: '100' },
          ],
        },
      },
    ]);
    for (let i = 0; i < 500; i += 1) {
      expect(routed(routeAttempt(standby, cardFacts({ payment_id: `p${i}` }))).processors).toEqual([
        'b',
        'a',
      ]);
    }
  });

  it('passes over the drawn processor when it cannot take the payment', () => {
    const dollarsOnly = routingOf(
      [
        {
          id: 'split',
          route: {
            split: [
              { processor: 'a', percentage: '100' },
              { processor: 'b', percentage: '0' },
            ],
          },
        },
      ],
      [cardProcessor('a', { currencies: ['USD'] }), cardProcessor('b')],
    );
    const decision = routed(routeAttempt(dollarsOnly, cardFacts()));
    expect(decision.processors).toEqual(['b']);
    expect(decision.explanation.split?.processor).toBe('a');
  });
});

describe('candidates and refusals', () => {
  it('answers 2910 "Routing rule not found" when no rule matches, saying why each did not', () => {
    const config = routingOf([
      { id: 'dollars', conditions: { currencies: ['USD'] }, route: { processors: ['a'] } },
      { id: 'paypal', conditions: { methods: ['PAYPAL'] }, route: { processors: ['b'] } },
    ]);
    const decision = refused(routeAttempt(config, cardFacts()));
    expect(decision.code).toBe(2910);
    expect(decision.message).toBe('Routing rule not found');
    expect(decision.explanation).toMatchObject({
      outcome: 'REFUSED',
      response_code: 2910,
      matched_rule: null,
      processors: [],
      candidates: [],
      cascade: null,
    });
    expect(decision.explanation.rules.map((rule) => rule.reason)).toEqual([
      'currency EUR is not in conditions.currencies',
      'method CARD is not in conditions.methods',
    ]);
  });

  it('answers 2910 for an empty list of rules', () => {
    expect(refused(routeAttempt(routingOf([]), cardFacts())).code).toBe(2910);
  });

  it('answers 2909 "Processor not supported request" when no processor serves the currency, scheme or method', () => {
    const config = routingOf(
      [{ id: 'cards', route: { processors: ['a', 'b', 'c'] } }],
      [
        cardProcessor('a', { currencies: ['USD'] }),
        cardProcessor('b', { card_schemes: ['Mastercard'] }),
        cardProcessor('c', { methods: ['APPLE_PAY'] }),
      ],
    );
    const decision = refused(routeAttempt(config, cardFacts()));
    expect(decision.code).toBe(2909);
    expect(decision.message).toBe('Processor not supported request');
    expect(decision.explanation.matched_rule).toEqual({ index: 0, id: 'cards' });
    expect(decision.explanation.candidates).toEqual([
      { processor: 'a', name: 'Acquirer a', kept: false, reason: 'does not take currency EUR' },
      { processor: 'b', name: 'Acquirer b', kept: false, reason: 'does not take card scheme VISA' },
      { processor: 'c', name: 'Acquirer c', kept: false, reason: 'does not take method CARD' },
    ]);
  });

  it('answers 2902 "Processor not supported feature" when those serving the request lack a feature it needs', () => {
    const noMit = { ...cardProcessor('a').features, mit: false };
    const config = routingOf(
      [{ id: 'cards', route: { processors: ['a', 'b'] } }],
      [cardProcessor('a', { features: noMit }), cardProcessor('b', { currencies: ['USD'] })],
    );
    const decision = refused(routeAttempt(config, cardFacts({ needs: ['mit'] })));
    expect(decision.code).toBe(2902);
    expect(decision.message).toBe('Processor not supported feature');
    expect(decision.explanation.candidates.map((c) => c.reason)).toEqual([
      'no MIT',
      'does not take currency EUR',
    ]);
  });

  it('keeps the usable candidates in order and says why each of the others was dropped', () => {
    const features = cardProcessor('a').features;
    const config = routingOf(
      [{ id: 'cards', route: { processors: ['a', 'b', 'c', 'd'] } }],
      [
        cardProcessor('a', { features: { ...features, three_ds: false } }),
        cardProcessor('b'),
        cardProcessor('c', { features: { ...features, authorize_capture: false } }),
        cardProcessor('d', { currencies: undefined }),
      ],
    );
    const decision = routed(
      routeAttempt(config, cardFacts({ needs: ['three_ds', 'authorize_capture'] })),
    );
    expect(decision.processors).toEqual(['b', 'd']);
    expect(decision.explanation.candidates).toEqual([
      { processor: 'a', name: 'Acquirer a', kept: false, reason: 'no 3-D Secure' },
      {
        processor: 'b',
        name: 'Acquirer b',
        kept: true,
        reason: 'takes CARD VISA in EUR with three_ds, authorize_capture',
      },
      { processor: 'c', name: 'Acquirer c', kept: false, reason: 'no authorize and capture' },
      {
        processor: 'd',
        name: 'Acquirer d',
        kept: true,
        reason: 'takes CARD VISA in EUR with three_ds, authorize_capture',
      },
    ]);
  });

  it('reads the card scheme for cards and wallets only', () => {
    const apms = cardProcessor('a', { methods: ['PAYPAL'], card_schemes: [] });
    const config = routingOf([{ id: 'all', route: { processors: ['a'] } }], [apms]);
    expect(routed(routeAttempt(config, cardFacts({ method: 'PAYPAL' }))).processors).toEqual(['a']);
    const wallets = cardProcessor('w', { methods: ['GOOGLE_PAY'], card_schemes: ['VISA'] });
    const walletConfig = routingOf([{ id: 'all', route: { processors: ['w'] } }], [wallets]);
    expect(
      refused(routeAttempt(walletConfig, cardFacts({ method: 'GOOGLE_PAY', card_scheme: 'JCB' })))
        .explanation.candidates[0]?.reason,
    ).toBe('does not take card scheme JCB');
  });

  it('routes a payout to a processor that sends its method, and refuses one none sends', () => {
    const features = { ...cardProcessor('p').features, payouts: ['SEPA' as const] };
    const config = routingOf(
      [{ id: 'payouts', route: { processors: ['p'] } }],
      [cardProcessor('p', { methods: [], features, currencies: undefined })],
    );
    const sepa = cardFacts({ transaction_kind: 'PAYOUT', method: 'SEPA', card_scheme: undefined });
    expect(routed(routeAttempt(config, sepa)).explanation.candidates[0]?.reason).toBe(
      'sends SEPA payouts in EUR',
    );
    const paxum = { ...sepa, method: 'PAXUM' as const };
    const decision = refused(routeAttempt(config, paxum));
    expect(decision.code).toBe(2909);
    expect(decision.explanation.candidates[0]?.reason).toBe('does not send PAXUM payouts');
  });

  it('drops a processor the document does not define, rather than failing', () => {
    const decision = routed(
      routeAttempt(routingOf([{ id: 'r', route: { processors: ['ghost', 'a'] } }]), cardFacts()),
    );
    expect(decision.processors).toEqual(['a']);
    expect(decision.explanation.candidates[0]).toEqual({
      processor: 'ghost',
      name: null,
      kept: false,
      reason: 'is not a processor of the configuration',
    });
  });
});

describe('the explanation', () => {
  it('has one stable JSON shape, every field present', () => {
    const config = routingOf([
      {
        id: 'big',
        conditions: { amount: { currency_code: 'EUR', min: '500' } },
        route: { processors: ['a'] },
      },
      { id: 'cards', conditions: { methods: ['CARD'] }, route: { processors: ['b', 'c'] } },
    ]);
    const { explanation } = routeAttempt(config, cardFacts());
    expect(JSON.parse(JSON.stringify(explanation))).toEqual({
      outcome: 'ROUTED',
      response_code: null,
      rules: [
        {
          index: 0,
          id: 'big',
          matched: false,
          condition: 'amount',
          reason: 'amount 10.00 is below the minimum 500',
        },
        { index: 1, id: 'cards', matched: true, condition: null, reason: 'every condition is met' },
      ],
      matched_rule: { index: 1, id: 'cards' },
      split: null,
      candidates: [
        { processor: 'b', name: 'Acquirer b', kept: true, reason: 'takes CARD VISA in EUR' },
        { processor: 'c', name: 'Acquirer c', kept: true, reason: 'takes CARD VISA in EUR' },
      ],
      processors: ['b', 'c'],
      cascade: true,
    });
  });
});
