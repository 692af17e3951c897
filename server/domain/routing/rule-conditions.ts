import { compareDecimalText } from './decimal-order.ts';
import type { RoutingFacts, RuleConditions } from './routing-rules.ts';

// Whether an attempt's facts meet a rule's conditions, and if not, the first condition that fails
// and why, in words naming the fact: what an explanation says of each rule passed over.

/** A condition a rule may set, in the order they are checked and reported. */
export type ConditionName = keyof RuleConditions;

export interface FailedCondition {
  readonly condition: ConditionName;
  readonly reason: string;
}

function listed<T extends string>(
  condition: ConditionName,
  allowed: readonly T[] | undefined,
  fact: T | undefined,
  what: string,
): FailedCondition | undefined {
  if (allowed === undefined) return undefined;
  if (fact === undefined) return { condition, reason: `${what} is unknown` };
  if (allowed.includes(fact)) return undefined;
  return { condition, reason: `${what} ${fact} is not in conditions.${condition}` };
}

function amountFails(
  range: NonNullable<RuleConditions['amount']>,
  facts: RoutingFacts,
): FailedCondition | undefined {
  const condition = 'amount';
  if (facts.currency_code !== range.currency_code) {
    return {
      condition,
      reason: `currency ${facts.currency_code} is not the amount range's ${range.currency_code}`,
    };
  }
  // Bounds: min inclusive, max exclusive, so adjacent bands (0–100, 100–500) never overlap.
  const fromMin = range.min === undefined ? 1 : compareDecimalText(facts.amount, range.min);
  const toMax = range.max === undefined ? -1 : compareDecimalText(facts.amount, range.max);
  if (fromMin === undefined || toMax === undefined) {
    return { condition, reason: `amount ${facts.amount} is not a decimal number` };
  }
  if (fromMin < 0) {
    return { condition, reason: `amount ${facts.amount} is below the minimum ${range.min}` };
  }
  if (toMax >= 0) {
    return { condition, reason: `amount ${facts.amount} is not below the maximum ${range.max}` };
  }
  return undefined;
}

/** The first condition of `conditions` that `facts` fail, or undefined when they meet them all. */
export function failedCondition(
  conditions: RuleConditions | undefined,
  facts: RoutingFacts,
): FailedCondition | undefined {
  if (conditions === undefined) return undefined;
  return (
    listed(
      'transaction_kinds',
      conditions.transaction_kinds,
      facts.transaction_kind ?? 'PAYMENT',
      'transaction kind',
    ) ??
    listed('methods', conditions.methods, facts.method, 'method') ??
    listed('card_schemes', conditions.card_schemes, facts.card_scheme, 'card scheme') ??
    listed('currencies', conditions.currencies, facts.currency_code, 'currency') ??
    (conditions.amount === undefined ? undefined : amountFails(conditions.amount, facts)) ??
    listed('bin_countries', conditions.bin_countries, facts.bin_country, 'card BIN country') ??
    listed(
      'shopper_countries',
      conditions.shopper_countries,
      facts.shopper_country,
      'shopper country',
    )
  );
}
