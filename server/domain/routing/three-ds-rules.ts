import { METHODS } from '../../../common/methods/payment-methods.ts';
import type { THREE_DS_REQUESTS } from '../../contract/routing-explanation-schema.ts';
import { compareDecimalText } from './decimal-order.ts';
import type { ProcessorFeatures } from './processor-profile.ts';
import type {
  RoutingFacts,
  RoutingNeed,
  ThreeDsConditions,
  ThreeDsSettings,
} from './routing-rules.ts';

// Whether a merchant asks for 3-D Secure on a card payment, by the three_ds section of its routing
// document (docs/routing.md: 3-D Secure rules), and why in a few words for the explanation. Pure:
// the section and the attempt's facts in, the answer out. The answer is the merchant's request
// only: a 3-D Secure test card and forced_3d authenticate whatever it says (the processor port's
// `forced3d` and the card decide that), and how a requested authentication goes, with a challenge
// or frictionless, is the processor's profile.

/**
 * - `REQUIRED`: authenticate; only a processor with 3-D Secure may take the payment (routing's
 *   `three_ds` need).
 * - `PROCESSOR_DECIDES`: the processor that takes the payment authenticates it if it has 3-D Secure.
 * - `NOT_REQUESTED`: the merchant does not ask.
 */
export type ThreeDsRequest = (typeof THREE_DS_REQUESTS)[number];

/** As the explanation's schema has it (contract/routing-explanation-schema.ts threeDsAnswerSchema). */
export interface ThreeDsAnswer {
  readonly request: ThreeDsRequest;
  /** The index in three_ds.rules of the rule that asked; null when no rule did. */
  readonly rule: number | null;
  readonly reason: string;
}

/** The facts of an attempt the 3-D Secure section reads. */
export type ThreeDsFacts = Pick<
  RoutingFacts,
  'transaction_kind' | 'method' | 'currency_code' | 'amount' | 'bin_country'
>;

/** Why `conditions` do not hold for `facts`, or undefined when they all do. */
function failedCondition(conditions: ThreeDsConditions, facts: ThreeDsFacts): string | undefined {
  const { min_amounts: minimums, bin_countries: countries } = conditions;
  if (minimums !== undefined) {
    const minimum = minimums.find((entry) => entry.currency_code === facts.currency_code);
    if (minimum === undefined) return `currency ${facts.currency_code} has no min_amounts entry`;
    const order = compareDecimalText(facts.amount, minimum.amount);
    if (order === undefined) return `amount ${facts.amount} is not a decimal number`;
    if (order < 0) {
      return `amount ${facts.amount} ${facts.currency_code} is below ${minimum.amount}`;
    }
  }
  if (countries !== undefined) {
    if (facts.bin_country === undefined) return 'card BIN country is unknown';
    if (!countries.includes(facts.bin_country)) {
      return `card BIN country ${facts.bin_country} is not in bin_countries`;
    }
  }
  return undefined;
}

/** What a rule that matched says it matched on. */
function matchedOn(conditions: ThreeDsConditions, facts: ThreeDsFacts): string {
  const parts: string[] = [];
  const minimum = conditions.min_amounts?.find(
    (entry) => entry.currency_code === facts.currency_code,
  );
  if (minimum) {
    parts.push(`amount ${facts.amount} ${facts.currency_code} is at least ${minimum.amount}`);
  }
  if (conditions.bin_countries !== undefined) {
    parts.push(`card BIN country ${facts.bin_country} is in bin_countries`);
  }
  return parts.join(' and ');
}

function answer(
  request: ThreeDsRequest,
  reason: string,
  rule: number | null = null,
): ThreeDsAnswer {
  return { request, rule, reason };
}

/** Whether the merchant asks for 3-D Secure on the attempt of `facts`, and why. */
export function threeDsRequest(
  settings: ThreeDsSettings | undefined,
  facts: ThreeDsFacts,
): ThreeDsAnswer {
  if (settings === undefined) {
    return answer('NOT_REQUESTED', 'no three_ds section: a 3-D Secure test card or forced_3d only');
  }
  if (facts.transaction_kind === 'PAYOUT') {
    return answer('NOT_REQUESTED', 'a payout is not authenticated');
  }
  const { kind } = METHODS[facts.method];
  if (kind !== 'card' && kind !== 'wallet') {
    return answer(
      'NOT_REQUESTED',
      `3-D Secure authenticates cards: method ${facts.method} is none`,
    );
  }
  switch (settings.mode) {
    case 'never':
      return answer('NOT_REQUESTED', 'three_ds.mode is never');
    case 'always':
      return answer('REQUIRED', 'three_ds.mode is always');
    case 'processor':
      return answer(
        'PROCESSOR_DECIDES',
        'three_ds.mode is processor: authenticated if the processor has 3-D Secure',
      );
    case 'rules': {
      const misses: string[] = [];
      for (const [index, rule] of (settings.rules ?? []).entries()) {
        const failed = failedCondition(rule.when, facts);
        if (failed === undefined) {
          return answer(
            'REQUIRED',
            `three_ds.rules[${index}]: ${matchedOn(rule.when, facts)}`,
            index,
          );
        }
        misses.push(`three_ds.rules[${index}]: ${failed}`);
      }
      return answer('NOT_REQUESTED', misses.length > 0 ? misses.join('; ') : 'no three_ds.rules');
    }
  }
}

/** What routing must find in a processor for the answer: 3-D Secure when the merchant requires it. */
export function threeDsNeeds(answer: ThreeDsAnswer): readonly RoutingNeed[] {
  return answer.request === 'REQUIRED' ? ['three_ds'] : [];
}

/**
 * The port's `requested` for the processor routing chose (server/domain/processor.ts
 * `authenticate`): whether the merchant asks that processor to authenticate the payment.
 */
export function authenticationRequested(
  answer: ThreeDsAnswer,
  processor: { readonly features: Pick<ProcessorFeatures, 'three_ds'> },
): boolean {
  switch (answer.request) {
    case 'REQUIRED':
      return true;
    case 'PROCESSOR_DECIDES':
      return processor.features.three_ds;
    case 'NOT_REQUESTED':
      return false;
  }
}
