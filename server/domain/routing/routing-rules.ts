import type { CardScheme } from '../../../common/card/card-scheme.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import {
  ROUTED_KINDS,
  ROUTING_LIMITS,
  ROUTING_NEEDS,
  THREE_DS_MODES,
} from '../../contract/routing-schema.ts';
import type { DecimalText, ProcessorFeatures, ProcessorProfile } from './processor-profile.ts';

// The routing document: a merchant's processors and the rules that choose among them for a first
// attempt (docs/routing.md). One shape for the stored JSON, the body of the sandbox's routing API
// and these types (snake_case, as the API exchanges it); its JSON Schema is
// server/contract/routing-schema.ts and the checks a schema cannot make routing-validation.ts.

export { ROUTED_KINDS, ROUTING_LIMITS, ROUTING_NEEDS, THREE_DS_MODES };

/** What a rule routes: a payment's first attempt, or a payout. Follow-ups are never routed. */
export type RoutedKind = (typeof ROUTED_KINDS)[number];

/** What an attempt may need of a processor: a feature it has or has not (ProcessorFeatures). */
export type RoutingNeed = (typeof ROUTING_NEEDS)[number] & keyof ProcessorFeatures;

/**
 * An amount band in one currency: `min` inclusive, `max` exclusive, each optional (at least one
 * given). Decimal text in the currency's decimals, compared exactly.
 */
export interface AmountRange {
  readonly currency_code: string;
  readonly min?: DecimalText | undefined;
  readonly max?: DecimalText | undefined;
}

/** Every condition is optional: an absent one matches any payment. All given must match. */
export interface RuleConditions {
  readonly transaction_kinds?: readonly RoutedKind[] | undefined;
  readonly methods?: readonly PaymentMethod[] | undefined;
  /** Matches only a payment whose card scheme is known and listed. */
  readonly card_schemes?: readonly CardScheme[] | undefined;
  readonly currencies?: readonly string[] | undefined;
  /** Matches only payments in the range's currency. */
  readonly amount?: AmountRange | undefined;
  /** ISO 3166-1 alpha-2 of the card's issuing country; matches only a known one. */
  readonly bin_countries?: readonly string[] | undefined;
  /** ISO 3166-1 alpha-2 of the shopper's country; matches only a known one. */
  readonly shopper_countries?: readonly string[] | undefined;
}

/** One processor's share of a volume split: a percentage, up to 2 decimals ("33.33"). */
export interface SplitShare {
  readonly processor: string;
  readonly percentage: DecimalText;
}

/**
 * Where a matching rule sends the attempt: exactly one of `processors`, by priority (the first
 * usable one first), or `split`, by volume, whose drawn processor goes first and the others
 * follow in the listed order. One object with two optional fields, as the schema has it; that
 * exactly one is given is checked by routing-validation.ts.
 */
export interface RuleRoute {
  readonly processors?: readonly string[] | undefined;
  readonly split?: readonly SplitShare[] | undefined;
}

export interface RoutingRule {
  /** The merchant's name for the rule, shown in explanations: lower-case letters, digits, hyphens. */
  readonly id: string;
  readonly conditions?: RuleConditions | undefined;
  readonly route: RuleRoute;
  /** Whether a soft decline moves the attempt to the next candidate; absent: true. */
  readonly cascade?: boolean | undefined;
}

/** An amount from which a payment in `currency_code` is authenticated, itself included. */
export interface MinimumAmount {
  readonly currency_code: string;
  /** Decimal text in the currency's decimals. */
  readonly amount: DecimalText;
}

/** What a 3-D Secure rule asks of a card payment; at least one is set, every one set must hold. */
export interface ThreeDsConditions {
  /** At most one per currency: matches a payment in a listed currency from its amount up. */
  readonly min_amounts?: readonly MinimumAmount[] | undefined;
  /** ISO 3166-1 alpha-2 of the card's issuing country; matches only a known one. */
  readonly bin_countries?: readonly string[] | undefined;
}

export interface ThreeDsRule {
  readonly when: ThreeDsConditions;
}

/** never, always, when a rule matches, or as the processor taking the payment decides. */
export type ThreeDsMode = (typeof THREE_DS_MODES)[number];

/**
 * Whether the merchant asks for 3-D Secure on a card payment (three-ds-rules.ts answers it). A
 * 3-D Secure test card and forced_3d authenticate whatever it says.
 */
export interface ThreeDsSettings {
  readonly mode: ThreeDsMode;
  /** Mode `rules` only: authenticate when any of them matches. */
  readonly rules?: readonly ThreeDsRule[] | undefined;
}

export interface RoutingConfiguration {
  readonly processors: readonly ProcessorProfile[];
  /** Evaluated in order; the first whose conditions all match decides. */
  readonly rules: readonly RoutingRule[];
  /** Absent: 3-D Secure only where a 3-D Secure test card or forced_3d asks for it. */
  readonly three_ds?: ThreeDsSettings | undefined;
}

/** The facts of an attempt that routing reads (POST /sandbox/api/routing/explain takes them). */
export interface RoutingFacts {
  /** Draws the volume split: the same payment goes the same way on every try. */
  readonly payment_id: string;
  /** Absent: PAYMENT. */
  readonly transaction_kind?: RoutedKind | undefined;
  /** The payment method, or a payout's method (its names are payment methods' too). */
  readonly method: PaymentMethod;
  readonly card_scheme?: CardScheme | undefined;
  readonly currency_code: string;
  /** Decimal text; a payout's may have more decimals than its currency. */
  readonly amount: DecimalText;
  readonly bin_country?: string | undefined;
  readonly shopper_country?: string | undefined;
  /** The features the attempt requires of the processor that takes it. */
  readonly needs?: readonly RoutingNeed[] | undefined;
}
