import { CARD_SCHEMES } from '../../../common/card/card-scheme.ts';
import { isPaymentMethod, METHODS } from '../../../common/methods/payment-methods.ts';
import { amountFractionDigits, isKnownCurrency } from '../../../common/money/currency.ts';
import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import { compareDecimalText } from './decimal-order.ts';
import type { ProcessorProfile } from './processor-profile.ts';
import {
  CURRENCY_RULE,
  currencyProblems,
  type RoutingProblem,
  repeats,
} from './routing-problems.ts';
import type { RoutingConfiguration, RoutingRule, RuleConditions } from './routing-rules.ts';
import { threeDsProblems } from './three-ds-validation.ts';
import { percentageHundredths, SPLIT_BUCKETS } from './volume-split.ts';

// What the routing document's JSON Schema (contract/routing-schema.ts) cannot say: ids that must
// exist or be unique, shares that add up to 100, bands whose minimum is below their maximum, codes
// ISO 4217 knows, amounts in their currency's decimals. Each problem names the field by its path
// and the rule it breaks (routing-problems.ts); the 3-D Secure section's checks are
// three-ds-validation.ts.

export type { RoutingProblem };

const SCHEMES: ReadonlySet<string> = new Set(CARD_SCHEMES);

function processorProblems(profile: ProcessorProfile, at: string): RoutingProblem[] {
  const problems: RoutingProblem[] = [];
  profile.methods.forEach((method, index) => {
    if (!isPaymentMethod(method)) {
      problems.push({ field: `${at}.methods[${index}]`, rule: 'must be a payment method' });
    }
  });
  profile.card_schemes.forEach((scheme, index) => {
    if (!SCHEMES.has(scheme)) {
      problems.push({ field: `${at}.card_schemes[${index}]`, rule: 'must be a card scheme' });
    }
  });
  if (profile.methods.length === 0 && profile.features.payouts.length === 0) {
    problems.push({
      field: `${at}.methods`,
      rule: 'must list a payment method, or features.payouts a payout method: the processor serves nothing',
    });
  }
  if (profile.methods.some(isCardLike) && profile.card_schemes.length === 0) {
    problems.push({
      field: `${at}.card_schemes`,
      rule: 'must list at least one card scheme: the processor takes CARD or a wallet',
    });
  }
  problems.push(...currencyProblems(profile.currencies, `${at}.currencies`));
  profile.fees.forEach((line, index) => {
    const field = `${at}.fees[${index}]`;
    if (line.method !== undefined && !profile.methods.includes(line.method)) {
      problems.push({
        field: `${field}.method`,
        rule: `must be one of the processor's methods: it does not take ${line.method}`,
      });
    }
    if (compareDecimalText(line.percentage, '100') === 1) {
      problems.push({ field: `${field}.percentage`, rule: 'must be at most 100' });
    }
    if (!isKnownCurrency(line.currency_code)) {
      problems.push({ field: `${field}.currency_code`, rule: CURRENCY_RULE });
    } else if (toMinorUnits(line.fixed, amountFractionDigits(line.currency_code)) === null) {
      problems.push({
        field: `${field}.fixed`,
        rule: `must have at most ${amountFractionDigits(line.currency_code)} decimals in ${line.currency_code}`,
      });
    }
  });
  const lineKeys = profile.fees.map(
    (line) => `${line.method ?? 'every method'} and ${line.transaction_kind ?? 'every kind'}`,
  );
  for (const problem of repeats(lineKeys, (index) => `${at}.fees[${index}]`)) {
    problems.push({
      field: problem.field,
      rule: `must not charge for the same method and transaction_kind as an earlier line (${problem.rule.slice('must be unique: '.length)})`,
    });
  }
  return problems;
}

function isCardLike(method: string): boolean {
  if (!isPaymentMethod(method)) return false;
  const { kind } = METHODS[method];
  return kind === 'card' || kind === 'wallet';
}

function conditionProblems(conditions: RuleConditions, at: string): RoutingProblem[] {
  const problems: RoutingProblem[] = [];
  conditions.methods?.forEach((method, index) => {
    if (!isPaymentMethod(method)) {
      problems.push({ field: `${at}.methods[${index}]`, rule: 'must be a payment method' });
    }
  });
  conditions.card_schemes?.forEach((scheme, index) => {
    if (!SCHEMES.has(scheme)) {
      problems.push({ field: `${at}.card_schemes[${index}]`, rule: 'must be a card scheme' });
    }
  });
  problems.push(...currencyProblems(conditions.currencies, `${at}.currencies`));
  const range = conditions.amount;
  if (range === undefined) return problems;
  const field = `${at}.amount`;
  if (!isKnownCurrency(range.currency_code)) {
    problems.push({ field: `${field}.currency_code`, rule: CURRENCY_RULE });
    return problems;
  }
  if (conditions.currencies !== undefined && !conditions.currencies.includes(range.currency_code)) {
    problems.push({
      field: `${field}.currency_code`,
      rule: `must be one of conditions.currencies: the rule could never match`,
    });
  }
  if (range.min === undefined && range.max === undefined) {
    problems.push({ field, rule: 'must set min, max or both' });
    return problems;
  }
  const digits = amountFractionDigits(range.currency_code);
  for (const bound of ['min', 'max'] as const) {
    const value = range[bound];
    if (value !== undefined && toMinorUnits(value, digits) === null) {
      problems.push({
        field: `${field}.${bound}`,
        rule: `must be an amount with at most ${digits} decimals in ${range.currency_code}`,
      });
    }
  }
  if (range.min !== undefined && range.max !== undefined) {
    const order = compareDecimalText(range.min, range.max);
    if (order !== undefined && order >= 0) {
      problems.push({
        field: `${field}.min`,
        rule: `must be below max (min is inclusive, max exclusive): ${range.min} is not below ${range.max}`,
      });
    }
  }
  return problems;
}

function routeProblems(
  rule: RoutingRule,
  at: string,
  known: ReadonlySet<string>,
): RoutingProblem[] {
  const { route } = rule;
  const field = `${at}.route`;
  if ((route.processors === undefined) === (route.split === undefined)) {
    return [{ field, rule: 'must have either processors (by priority) or split (by volume)' }];
  }
  const named =
    route.processors !== undefined
      ? route.processors.map((id, index) => ({ id, path: `${field}.processors[${index}]` }))
      : (route.split ?? []).map((share, index) => ({
          id: share.processor,
          path: `${field}.split[${index}].processor`,
        }));
  const problems: RoutingProblem[] = named.flatMap(({ id, path }) =>
    known.has(id) ? [] : [{ field: path, rule: `must name a processor of processors: no ${id}` }],
  );
  problems.push(
    ...repeats(
      named.map(({ id }) => id),
      (index) => named[index]?.path ?? field,
    ),
  );
  if (route.split !== undefined) {
    let total = 0;
    route.split.forEach((share, index) => {
      const hundredths = percentageHundredths(share.percentage);
      if (hundredths === undefined || hundredths > SPLIT_BUCKETS) {
        problems.push({
          field: `${field}.split[${index}].percentage`,
          rule: 'must be a percentage from 0 to 100 with at most 2 decimals',
        });
      } else {
        total += hundredths;
      }
    });
    if (total !== SPLIT_BUCKETS) {
      problems.push({
        field: `${field}.split`,
        rule: `percentages must add up to exactly 100: they add up to ${fromMinorUnits(BigInt(total), 2)}`,
      });
    }
  }
  return problems;
}

/** Every problem of a document that passed the schema; none when it may be stored and used. */
export function routingProblems(config: RoutingConfiguration): RoutingProblem[] {
  const problems: RoutingProblem[] = [];
  problems.push(
    ...repeats(
      config.processors.map((profile) => profile.id),
      (index) => `processors[${index}].id`,
    ),
  );
  config.processors.forEach((profile, index) => {
    problems.push(...processorProblems(profile, `processors[${index}]`));
  });
  const known = new Set(config.processors.map((profile) => profile.id));
  problems.push(
    ...repeats(
      config.rules.map((rule) => rule.id),
      (index) => `rules[${index}].id`,
    ),
  );
  config.rules.forEach((rule, index) => {
    const at = `rules[${index}]`;
    if (rule.conditions !== undefined) {
      problems.push(...conditionProblems(rule.conditions, `${at}.conditions`));
    }
    problems.push(...routeProblems(rule, at, known));
  });
  if (config.three_ds !== undefined) problems.push(...threeDsProblems(config.three_ds, 'three_ds'));
  return problems;
}

/** Throws the API's 400 for the document's first problem, naming its field and rule. */
export function assertValidRouting(config: RoutingConfiguration): void {
  const [first] = routingProblems(config);
  if (first !== undefined) throw ApiError.badParameter(first.field, first.rule);
}
