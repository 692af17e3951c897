import { describe, expect, it } from 'vitest';
import { routingOf } from './routing.fixture.ts';
import type { RoutingConfiguration, ThreeDsSettings } from './routing-rules.ts';
import { routingProblems } from './routing-validation.ts';

// What the schema cannot say about a routing document's three_ds section, each problem naming the
// field by its path from the document's root and the rule it breaks.

const withThreeDs = (three_ds: ThreeDsSettings): RoutingConfiguration => ({
  ...routingOf([{ id: 'all', route: { processors: ['a'] } }]),
  three_ds,
});

describe("a routing document's three_ds section", () => {
  it('passes in every mode, with rules in mode rules', () => {
    for (const mode of ['never', 'always', 'processor'] as const) {
      expect(routingProblems(withThreeDs({ mode }))).toEqual([]);
    }
    const rules = [
      { when: { min_amounts: [{ currency_code: 'JPY', amount: '5000' }] } },
      { when: { bin_countries: ['DE'] } },
      {
        when: {
          min_amounts: [
            { currency_code: 'EUR', amount: '30.00' },
            { currency_code: 'GBP', amount: '25' },
          ],
          bin_countries: ['FR'],
        },
      },
    ];
    expect(routingProblems(withThreeDs({ mode: 'rules', rules }))).toEqual([]);
  });

  it('has rules exactly when its mode reads them', () => {
    expect(routingProblems(withThreeDs({ mode: 'rules' }))).toEqual([
      { field: 'three_ds.rules', rule: 'must list at least one rule: mode is rules' },
    ]);
    expect(
      routingProblems(
        withThreeDs({ mode: 'always', rules: [{ when: { bin_countries: ['DE'] } }] }),
      ),
    ).toEqual([
      {
        field: 'three_ds.rules',
        rule: 'must be left out unless mode is rules: mode always reads none',
      },
    ]);
  });

  it('names a rule without a condition: mode always says that', () => {
    expect(
      routingProblems(
        withThreeDs({ mode: 'rules', rules: [{ when: { bin_countries: ['DE'] } }, { when: {} }] }),
      ),
    ).toEqual([
      { field: 'three_ds.rules[1].when', rule: 'must set min_amounts, bin_countries or both' },
    ]);
  });

  it('names a minimum in an unknown currency, with too many decimals, or a currency twice', () => {
    const minimums = [
      { currency_code: 'XYZ', amount: '1' },
      { currency_code: 'JPY', amount: '5000.50' },
      { currency_code: 'EUR', amount: '30' },
      { currency_code: 'EUR', amount: '50' },
    ];
    expect(
      routingProblems(withThreeDs({ mode: 'rules', rules: [{ when: { min_amounts: minimums } }] })),
    ).toEqual([
      {
        field: 'three_ds.rules[0].when.min_amounts[0].currency_code',
        rule: 'must be an ISO 4217 currency code',
      },
      {
        field: 'three_ds.rules[0].when.min_amounts[1].amount',
        rule: 'must be an amount with at most 0 decimals in JPY',
      },
      {
        field: 'three_ds.rules[0].when.min_amounts[3].currency_code',
        rule: 'must be unique: three_ds.rules[0].when.min_amounts[2].currency_code is EUR',
      },
    ]);
  });
});
