import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error.ts';
import type { ProcessorProfile } from './processor-profile.ts';
import { cardProcessor, routingOf } from './routing.fixture.ts';
import type { RoutingConfiguration, RoutingRule } from './routing-rules.ts';
import { assertValidRouting, routingProblems } from './routing-validation.ts';

// What the schema cannot say about a routing document, each problem naming the field by its path
// and the rule it breaks.

const valid = routingOf([
  { id: 'cards', conditions: { methods: ['CARD'] }, route: { processors: ['a', 'b'] } },
  { id: 'rest', route: { split: [{ processor: 'c', percentage: '100' }] } },
]);

/** `valid` with `change` made to a copy of it. */
function changed(change: (config: Mutable<RoutingConfiguration>) => void): RoutingConfiguration {
  const copy = structuredClone(valid) as Mutable<RoutingConfiguration>;
  change(copy);
  return copy;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };

function withRule(rule: RoutingRule): RoutingConfiguration {
  return { ...valid, rules: [...valid.rules, rule] };
}

function withProcessor(profile: ProcessorProfile): RoutingConfiguration {
  return { ...valid, processors: [...valid.processors, profile] };
}

describe('a routing document', () => {
  it('passes when every reference holds', () => {
    expect(routingProblems(valid)).toEqual([]);
    expect(() => assertValidRouting(valid)).not.toThrow();
  });

  it('names a rule that routes to a processor the document does not define', () => {
    expect(routingProblems(withRule({ id: 'x', route: { processors: ['a', 'zz'] } }))).toEqual([
      { field: 'rules[2].route.processors[1]', rule: 'must name a processor of processors: no zz' },
    ]);
    expect(
      routingProblems(
        withRule({ id: 'x', route: { split: [{ processor: 'zz', percentage: '100' }] } }),
      ),
    ).toEqual([
      {
        field: 'rules[2].route.split[0].processor',
        rule: 'must name a processor of processors: no zz',
      },
    ]);
  });

  it('names repeated processor and rule ids, and a processor listed twice in a route', () => {
    expect(routingProblems(withProcessor(cardProcessor('b')))).toEqual([
      { field: 'processors[3].id', rule: 'must be unique: processors[1].id is b' },
    ]);
    expect(routingProblems(withRule({ id: 'cards', route: { processors: ['a', 'a'] } }))).toEqual([
      { field: 'rules[2].id', rule: 'must be unique: rules[0].id is cards' },
      {
        field: 'rules[2].route.processors[1]',
        rule: 'must be unique: rules[2].route.processors[0] is a',
      },
    ]);
  });

  it('names a split whose percentages do not add up to exactly 100', () => {
    const split = [
      { processor: 'a', percentage: '33.33' },
      { processor: 'b', percentage: '33.33' },
      { processor: 'c', percentage: '33.33' },
    ];
    expect(routingProblems(withRule({ id: 'x', route: { split } }))).toEqual([
      {
        field: 'rules[2].route.split',
        rule: 'percentages must add up to exactly 100: they add up to 99.99',
      },
    ]);
    const over = [...split.slice(0, 2), { processor: 'c', percentage: '101' }];
    expect(routingProblems(withRule({ id: 'x', route: { split: over } }))[0]).toEqual({
      field: 'rules[2].route.split[2].percentage',
      rule: 'must be a percentage from 0 to 100 with at most 2 decimals',
    });
  });

  it('names a route with both ways of routing, or neither', () => {
    const both = { processors: ['a'], split: [{ processor: 'a', percentage: '100' }] };
    const rule = 'must have either processors (by priority) or split (by volume)';
    expect(routingProblems(withRule({ id: 'x', route: both }))).toEqual([
      { field: 'rules[2].route', rule },
    ]);
    expect(routingProblems(withRule({ id: 'x', route: {} }))).toEqual([
      { field: 'rules[2].route', rule },
    ]);
  });

  it('names an amount range whose minimum is not below its maximum, or that has neither', () => {
    const range = (min: string | undefined, max: string | undefined) =>
      routingProblems(
        withRule({
          id: 'x',
          conditions: { amount: { currency_code: 'EUR', min, max } },
          route: { processors: ['a'] },
        }),
      );
    expect(range('100', '100.00')).toEqual([
      {
        field: 'rules[2].conditions.amount.min',
        rule: 'must be below max (min is inclusive, max exclusive): 100 is not below 100.00',
      },
    ]);
    expect(range('100.01', '100')[0]?.field).toBe('rules[2].conditions.amount.min');
    expect(range('99.99', '100')).toEqual([]);
    expect(range(undefined, undefined)).toEqual([
      { field: 'rules[2].conditions.amount', rule: 'must set min, max or both' },
    ]);
  });

  it("names a bound with more decimals than its currency's", () => {
    expect(
      routingProblems(
        withRule({
          id: 'x',
          conditions: { amount: { currency_code: 'JPY', min: '1000.5' } },
          route: { processors: ['a'] },
        }),
      ),
    ).toEqual([
      {
        field: 'rules[2].conditions.amount.min',
        rule: 'must be an amount with at most 0 decimals in JPY',
      },
    ]);
  });

  it('names an amount range in a currency the rule excludes: it could never match', () => {
    expect(
      routingProblems(
        withRule({
          id: 'x',
          conditions: { currencies: ['USD'], amount: { currency_code: 'EUR', max: '10' } },
          route: { processors: ['a'] },
        }),
      ),
    ).toEqual([
      {
        field: 'rules[2].conditions.amount.currency_code',
        rule: 'must be one of conditions.currencies: the rule could never match',
      },
    ]);
  });

  it('names currency, method and scheme codes nobody knows', () => {
    const problems = routingProblems(
      changed((config) => {
        const [a] = config.processors;
        if (!a) return;
        a.currencies = ['EUR', 'XYZ'];
        (a.methods as string[]) = ['CARD', 'CHEQUE'];
        (a.card_schemes as string[]) = ['VISA', 'Laser'];
        const [rule] = config.rules;
        if (rule) rule.conditions = { currencies: ['ABC'] };
      }),
    );
    expect(problems).toEqual([
      { field: 'processors[0].methods[1]', rule: 'must be a payment method' },
      { field: 'processors[0].card_schemes[1]', rule: 'must be a card scheme' },
      { field: 'processors[0].currencies[1]', rule: 'must be an ISO 4217 currency code' },
      { field: 'rules[0].conditions.currencies[0]', rule: 'must be an ISO 4217 currency code' },
    ]);
  });

  it('names a processor that serves nothing, or takes cards with no scheme', () => {
    const nothing = cardProcessor('d', { methods: [] });
    expect(routingProblems(withProcessor(nothing))).toEqual([
      {
        field: 'processors[3].methods',
        rule: 'must list a payment method, or features.payouts a payout method: the processor serves nothing',
      },
    ]);
    const payouts = { ...nothing.features, payouts: ['SEPA' as const] };
    expect(routingProblems(withProcessor({ ...nothing, features: payouts }))).toEqual([]);
    expect(routingProblems(withProcessor(cardProcessor('d', { card_schemes: [] })))).toEqual([
      {
        field: 'processors[3].card_schemes',
        rule: 'must list at least one card scheme: the processor takes CARD or a wallet',
      },
    ]);
  });

  it("names a fee line's unknown currency, its decimals, its percentage and a method the processor does not take", () => {
    const fees = [
      { percentage: '1.4', fixed: '0.25', currency_code: 'EUR' },
      { method: 'PAYPAL' as const, percentage: '2', fixed: '0.30', currency_code: 'EUR' },
      { transaction_kind: 'REFUND' as const, percentage: '0', fixed: '1', currency_code: 'QQQ' },
      { transaction_kind: 'PAYOUT' as const, percentage: '0', fixed: '1.5', currency_code: 'JPY' },
      {
        transaction_kind: 'REBILL' as const,
        percentage: '100.0001',
        fixed: '0',
        currency_code: 'EUR',
      },
      { percentage: '1', fixed: '0.10', currency_code: 'EUR' },
    ];
    expect(routingProblems(withProcessor(cardProcessor('d', { fees })))).toEqual([
      {
        field: 'processors[3].fees[1].method',
        rule: "must be one of the processor's methods: it does not take PAYPAL",
      },
      { field: 'processors[3].fees[2].currency_code', rule: 'must be an ISO 4217 currency code' },
      { field: 'processors[3].fees[3].fixed', rule: 'must have at most 0 decimals in JPY' },
      { field: 'processors[3].fees[4].percentage', rule: 'must be at most 100' },
      {
        field: 'processors[3].fees[5]',
        rule: 'must not charge for the same method and transaction_kind as an earlier line (processors[3].fees[0] is every method and every kind)',
      },
    ]);
  });

  it('is refused with the API error naming the first problem', () => {
    const bad = withRule({ id: 'x', route: { processors: ['zz'] } });
    let thrown: unknown;
    try {
      assertValidRouting(bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      code: 'INVALID_REQUEST_PARAMETER',
      message: 'rules[2].route.processors[0] must name a processor of processors: no zz',
      broken: {
        field: 'rules[2].route.processors[0]',
        rule: 'must name a processor of processors: no zz',
      },
    });
  });
});
