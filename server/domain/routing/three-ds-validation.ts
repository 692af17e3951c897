import { amountFractionDigits, isKnownCurrency } from '../../../common/money/currency.ts';
import { toMinorUnits } from '../../../common/money/decimal.ts';
import { CURRENCY_RULE, type RoutingProblem, repeats } from './routing-problems.ts';
import type { ThreeDsRule, ThreeDsSettings } from './routing-rules.ts';

// What the JSON Schema of the routing document's three_ds section (contract/routing-schema.ts)
// cannot say: rules given exactly when the mode reads them, a rule that sets a condition, amounts
// in a currency ISO 4217 knows and in its decimals, one minimum per currency.

function ruleProblems(rule: ThreeDsRule, at: string): RoutingProblem[] {
  const { min_amounts: minimums, bin_countries: countries } = rule.when;
  if (minimums === undefined && countries === undefined) {
    // An empty `when` would match every card payment: mode `always` says that.
    return [{ field: `${at}.when`, rule: 'must set min_amounts, bin_countries or both' }];
  }
  const problems: RoutingProblem[] = [];
  (minimums ?? []).forEach((minimum, index) => {
    const field = `${at}.when.min_amounts[${index}]`;
    if (!isKnownCurrency(minimum.currency_code)) {
      problems.push({ field: `${field}.currency_code`, rule: CURRENCY_RULE });
      return;
    }
    const digits = amountFractionDigits(minimum.currency_code);
    if (toMinorUnits(minimum.amount, digits) === null) {
      problems.push({
        field: `${field}.amount`,
        rule: `must be an amount with at most ${digits} decimals in ${minimum.currency_code}`,
      });
    }
  });
  problems.push(
    ...repeats(
      (minimums ?? []).map((minimum) => minimum.currency_code),
      (index) => `${at}.when.min_amounts[${index}].currency_code`,
    ),
  );
  return problems;
}

/** Every problem of a three_ds section that passed the schema, its fields under `at`. */
export function threeDsProblems(settings: ThreeDsSettings, at: string): RoutingProblem[] {
  const field = `${at}.rules`;
  if (settings.mode !== 'rules') {
    return settings.rules === undefined
      ? []
      : [
          {
            field,
            rule: `must be left out unless mode is rules: mode ${settings.mode} reads none`,
          },
        ];
  }
  if (settings.rules === undefined) {
    return [{ field, rule: 'must list at least one rule: mode is rules' }];
  }
  return settings.rules.flatMap((rule, index) => ruleProblems(rule, `${field}[${index}]`));
}
