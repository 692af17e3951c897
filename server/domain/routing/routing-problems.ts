import { isKnownCurrency } from '../../../common/money/currency.ts';

// The form of a problem of a routing document, and the checks every part of it shares: a problem
// names the field by its path as the document spells it (`rules[2].route.split`) and the rule it
// breaks, as the schema's own errors do (server/http/errors.ts), so the API's 400 reads the same
// whichever check found it.

export interface RoutingProblem {
  /** The field's path in the document: `processors[1].fees[0].currency_code`. */
  readonly field: string;
  /** The rule it breaks, a phrase that follows the field: "must name a processor of processors". */
  readonly rule: string;
}

export const CURRENCY_RULE = 'must be an ISO 4217 currency code';

/** Fields of `values` (at `path`) that repeat an earlier one, each naming the first. */
export function repeats(
  values: readonly string[],
  path: (index: number) => string,
): RoutingProblem[] {
  const first = new Map<string, number>();
  const problems: RoutingProblem[] = [];
  values.forEach((value, index) => {
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else
      problems.push({ field: path(index), rule: `must be unique: ${path(earlier)} is ${value}` });
  });
  return problems;
}

/** The codes of `codes` (a list at `path`) that ISO 4217 does not know. */
export function currencyProblems(
  codes: readonly string[] | undefined,
  path: string,
): RoutingProblem[] {
  return (codes ?? []).flatMap((code, index) =>
    isKnownCurrency(code) ? [] : [{ field: `${path}[${index}]`, rule: CURRENCY_RULE }],
  );
}
