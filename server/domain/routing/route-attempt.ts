import { responseCode } from '../../contract/response-codes.ts';
import { judgeCandidate } from './candidates.ts';
import type { ProcessorProfile } from './processor-profile.ts';
import type { RoutingConfiguration, RoutingFacts, RoutingRule } from './routing-rules.ts';
import { type ConditionName, failedCondition } from './rule-conditions.ts';
import { shareOfBucket, splitBucket, splitOrder } from './volume-split.ts';

// Routing a first attempt: the rules in order, the first whose conditions all match decides; its
// processors (by priority, or drawn by a volume split) are judged by their profiles, and the
// usable ones, in order, are the attempt's candidates: the first takes it, the others are there
// for cascading (cascading.ts). Pure and synchronous: the document and the facts in, a decision
// and its explanation out, the same every time.

/** The refusals routing answers with, as the spec's table names them. */
export const ROUTING_REFUSALS = {
  /** No rule matched. */
  noRule: 2910,
  /** A rule matched, but none of its processors serves the method, card scheme or currency. */
  unsupportedRequest: 2909,
  /** Some of its processors serve the request, but none has every feature it needs. */
  unsupportedFeature: 2902,
} as const;
export type RoutingRefusalCode = (typeof ROUTING_REFUSALS)[keyof typeof ROUTING_REFUSALS];

/** A rule as an explanation names it: its place in the list (from 0) and the merchant's id. */
export interface RuleRef {
  readonly index: number;
  readonly id: string;
}

/** What the explanation says of one rule evaluated: why it matched or the first reason it did not. */
export interface RuleExplained extends RuleRef {
  readonly matched: boolean;
  /** The first condition that failed; null for the rule that matched. */
  readonly condition: ConditionName | null;
  readonly reason: string;
}

/** What the explanation says of one processor of the matched rule, in the order tried. */
export interface CandidateExplained {
  readonly processor: string;
  /** Its name (transaction_details.processor); null for an id the document does not define. */
  readonly name: string | null;
  readonly kept: boolean;
  readonly reason: string;
}

/**
 * Why an attempt went where it went (JSON, stored with the attempt and answered by POST
 * /sandbox/api/routing/explain). Every field is always present; null where it does not apply.
 */
export interface RoutingExplanation {
  readonly outcome: 'ROUTED' | 'REFUSED';
  /** The refusal's code (2910, 2909, 2902); null when routed. */
  readonly response_code: RoutingRefusalCode | null;
  /** The rules evaluated, in order: each passed over, then the one that matched (if any). */
  readonly rules: readonly RuleExplained[];
  readonly matched_rule: RuleRef | null;
  /** The bucket the payment's id drew (0–9,999) and the share that owns it, when a split decided. */
  readonly split: { readonly bucket: number; readonly processor: string | null } | null;
  readonly candidates: readonly CandidateExplained[];
  /** The usable candidates in the order they are tried. */
  readonly processors: readonly string[];
  /** Whether a soft decline moves on to the next of them; null when refused. */
  readonly cascade: boolean | null;
}

export type RoutingDecision =
  | {
      readonly outcome: 'ROUTED';
      readonly rule: RuleRef;
      /** Ids of the usable processors, in the order they are tried; never empty. */
      readonly processors: readonly string[];
      readonly cascade: boolean;
      readonly explanation: RoutingExplanation;
    }
  | {
      readonly outcome: 'REFUSED';
      readonly code: RoutingRefusalCode;
      /** The spec's message for the code ("Routing rule not found"). */
      readonly message: string;
      readonly explanation: RoutingExplanation;
    };

const MATCHED = (rule: RoutingRule): string =>
  rule.conditions === undefined || Object.keys(rule.conditions).length === 0
    ? 'has no conditions'
    : 'every condition is met';

function refused(
  code: RoutingRefusalCode,
  explanation: Omit<RoutingExplanation, 'outcome' | 'response_code' | 'processors' | 'cascade'>,
): RoutingDecision {
  return {
    outcome: 'REFUSED',
    code,
    message: responseCode(code)?.message ?? '',
    explanation: {
      outcome: 'REFUSED',
      response_code: code,
      ...explanation,
      processors: [],
      cascade: null,
    },
  };
}

/** The profile of each processor by id. */
export function processorsById(
  config: RoutingConfiguration,
): ReadonlyMap<string, ProcessorProfile> {
  return new Map(config.processors.map((profile) => [profile.id, profile]));
}

/** Where the first attempt of a payment or a payout goes, and why. */
export function routeAttempt(config: RoutingConfiguration, facts: RoutingFacts): RoutingDecision {
  const rules: RuleExplained[] = [];
  let matched: RoutingRule | undefined;
  let index = 0;
  for (const rule of config.rules) {
    const failed = failedCondition(rule.conditions, facts);
    if (failed === undefined) {
      rules.push({ index, id: rule.id, matched: true, condition: null, reason: MATCHED(rule) });
      matched = rule;
      break;
    }
    rules.push({ index, id: rule.id, matched: false, ...failed });
    index += 1;
  }
  if (matched === undefined) {
    return refused(ROUTING_REFUSALS.noRule, {
      rules,
      matched_rule: null,
      split: null,
      candidates: [],
    });
  }
  const ruleRef = { index, id: matched.id };

  let order: readonly string[];
  let split: RoutingExplanation['split'] = null;
  if (matched.route.split !== undefined) {
    const bucket = splitBucket(facts.payment_id);
    const drawn = shareOfBucket(matched.route.split, bucket);
    split = { bucket, processor: drawn?.processor ?? null };
    order = splitOrder(matched.route.split, drawn);
  } else {
    order = matched.route.processors ?? [];
  }

  const profiles = processorsById(config);
  const candidates: CandidateExplained[] = [];
  const usable: string[] = [];
  let servesRequest = false;
  for (const id of order) {
    const profile = profiles.get(id);
    const verdict = judgeCandidate(profile, facts);
    candidates.push({
      processor: id,
      name: profile?.name ?? null,
      kept: verdict.kept,
      reason: verdict.reason,
    });
    if (verdict.kept) usable.push(id);
    if (verdict.kept || verdict.drop === 'feature') servesRequest = true;
  }
  const explained = { rules, matched_rule: ruleRef, split, candidates };
  if (usable.length === 0) {
    return refused(
      servesRequest ? ROUTING_REFUSALS.unsupportedFeature : ROUTING_REFUSALS.unsupportedRequest,
      explained,
    );
  }
  const cascade = matched.cascade ?? true;
  return {
    outcome: 'ROUTED',
    rule: ruleRef,
    processors: usable,
    cascade,
    explanation: {
      outcome: 'ROUTED',
      response_code: null,
      ...explained,
      processors: usable,
      cascade,
    },
  };
}
