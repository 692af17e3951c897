import { AMOUNT_PATTERN, toMinorUnits } from '../../../common/money/decimal.ts';
import { INSTANT_PATTERN, INSTANT_RULE, instantMicros } from '../../contract/instants.ts';
import { responseCode } from '../../contract/response-codes.ts';
import { isAuthenticationCode } from './three-ds.ts';

// How a sandbox processor answers, as data: the `behaviour` of a processor in the merchant's routing
// document (server/domain/routing/processor-profile.ts keeps it opaque), in the same snake_case
// JSON. docs/sandbox.md, Sandbox processors, describes each field and the order they apply in:
// a FORCE cardholder name and a test card's own outcome first, then outages, then the approval
// profile, else the card is approved.
//
// The JSON Schema below checks the shape where the document is received (the route's schema, so a
// bad field is refused with its path like any other); behaviourProblems checks what a schema cannot
// say (a response code of the spec's table, bounds in order).

/** The answers of a processor that is down (spec: Errors → Response codes). */
export const OUTAGE_CODES = [2903, 2914, 3901] as const;
export type OutageCode = (typeof OUTAGE_CODES)[number];

/** The conditions of an approval rule; all given ones must hold (none: every payment). */
export interface ApprovalCondition {
  /** ISO 3166-1 alpha-2 codes of the card's issuing country (the BIN table's). */
  readonly bin_countries?: readonly string[] | undefined;
  /** An amount band in one currency, bounds included, compared exactly as decimals. */
  readonly amount?:
    | {
        readonly currency_code: string;
        readonly min?: string | undefined;
        readonly max?: string | undefined;
      }
    | undefined;
}

export interface ApprovalRule {
  readonly when: ApprovalCondition;
  /** The spec's response code the processor answers when the rule matches. */
  readonly code: number;
}

/**
 * When the processor is down: between two instants (RFC 3339), or every day between two UTC times
 * of day ("HH:MM"; a window may run past midnight). From included, to excluded.
 */
export interface OutageWindow {
  readonly from: string;
  readonly to: string;
  readonly code: OutageCode;
}

export type ThreeDsProfile = 'frictionless' | 'challenge';

export interface SandboxBehaviour {
  /** Ordered: the first rule whose conditions hold gives the answer. */
  readonly approval_profile?: readonly ApprovalRule[] | undefined;
  /** How long the processor takes to answer a payment, a rebill, a refund or a payout. */
  readonly latency_ms?: number | undefined;
  readonly outages?: readonly OutageWindow[] | undefined;
  /** For a card that is no 3-D Secure test card, when the merchant's rules ask to authenticate. */
  readonly three_ds?: ThreeDsProfile | undefined;
}

/** The default instance's: approves every card that is not a test card, at once. */
export const DEFAULT_BEHAVIOUR: SandboxBehaviour = {};

/** The longest latency a sandbox processor may be given: a payment is not kept waiting longer. */
export const MAX_LATENCY_MS = 30_000;

export const TIME_OF_DAY_PATTERN = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';

const amountText = { type: 'string', pattern: AMOUNT_PATTERN } as const;

export const SANDBOX_BEHAVIOUR_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    approval_profile: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['when', 'code'],
        properties: {
          when: {
            type: 'object',
            additionalProperties: false,
            properties: {
              bin_countries: {
                type: 'array',
                minItems: 1,
                maxItems: 250,
                items: { type: 'string', pattern: '^[A-Z]{2}$' },
              },
              amount: {
                type: 'object',
                additionalProperties: false,
                required: ['currency_code'],
                properties: {
                  currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
                  min: amountText,
                  max: amountText,
                },
              },
            },
          },
          code: { type: 'integer', minimum: 1000, maximum: 9999 },
        },
      },
    },
    latency_ms: { type: 'integer', minimum: 0, maximum: MAX_LATENCY_MS },
    outages: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'code'],
        properties: {
          from: { type: 'string', maxLength: 40 },
          to: { type: 'string', maxLength: 40 },
          code: { type: 'integer', enum: [...OUTAGE_CODES] },
        },
      },
    },
    three_ds: { type: 'string', enum: ['frictionless', 'challenge'] },
  },
} as const;

/** A field of the behaviour and the rule it breaks, as an API error names them. */
export interface BehaviourProblem {
  readonly field: string;
  readonly rule: string;
}

const TIME_OF_DAY = new RegExp(TIME_OF_DAY_PATTERN);
const INSTANT = new RegExp(INSTANT_PATTERN);

const WINDOW_RULE = `must be a time of day such as 22:00 (UTC, HH:MM) or ${INSTANT_RULE.replace(/^must be /, '')}`;

/** Whether a processor may answer `code`: a code of the spec's table, not a 3-D Secure one. */
export function isAnswerCode(code: number): boolean {
  return responseCode(code) !== undefined && !isAuthenticationCode(code);
}

function ruleProblems(rule: ApprovalRule, at: string): BehaviourProblem[] {
  const problems: BehaviourProblem[] = [];
  if (!isAnswerCode(rule.code)) {
    problems.push({
      field: `${at}.code`,
      rule: "must be a response code of the spec's table (docs/sandbox.md) that is not a 3-D Secure code",
    });
  }
  const band = rule.when.amount;
  if (band?.min !== undefined && band.max !== undefined) {
    const [min, max] = [toMinorUnits(band.min, 2), toMinorUnits(band.max, 2)];
    if (min !== null && max !== null && min > max) {
      problems.push({ field: `${at}.when.amount.max`, rule: 'must not be below min' });
    }
  }
  return problems;
}

function windowProblems(window: OutageWindow, at: string): BehaviourProblem[] {
  const daily = [window.from, window.to].map((end) => TIME_OF_DAY.test(end));
  if (daily[0] && daily[1]) {
    return window.from === window.to
      ? [{ field: `${at}.to`, rule: 'must differ from from (a window of no time)' }]
      : [];
  }
  if (daily[0] || daily[1]) {
    return [
      {
        field: `${at}.to`,
        rule: 'must be of the same kind as from: both times of day, or both instants',
      },
    ];
  }
  const problems: BehaviourProblem[] = [];
  const [from, to] = (['from', 'to'] as const).map((end) => {
    const value = INSTANT.test(window[end]) ? instantMicros(window[end]) : undefined;
    if (value === undefined) problems.push({ field: `${at}.${end}`, rule: WINDOW_RULE });
    return value;
  });
  if (from !== undefined && to !== undefined && from >= to) {
    problems.push({ field: `${at}.to`, rule: 'must be after from' });
  }
  return problems;
}

/**
 * What the schema cannot check of a behaviour it accepted, each problem naming its field under
 * `at` (the behaviour's own path in the document, e.g. "processors[1].behaviour").
 */
export function behaviourProblems(behaviour: SandboxBehaviour, at: string): BehaviourProblem[] {
  return [
    ...(behaviour.approval_profile ?? []).flatMap((rule, index) =>
      ruleProblems(rule, `${at}.approval_profile[${index}]`),
    ),
    ...(behaviour.outages ?? []).flatMap((window, index) =>
      windowProblems(window, `${at}.outages[${index}]`),
    ),
  ];
}
