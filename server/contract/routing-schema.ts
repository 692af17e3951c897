import { CARD_SCHEMES } from '../../common/card/card-scheme.ts';
import { PAYMENT_METHODS } from '../../common/methods/payment-methods.ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { PAYOUT_METHODS } from './payout-methods.ts';
import { PAYOUT_AMOUNT_PATTERN, PAYOUT_CURRENCY_PATTERN } from './payout-schema.ts';

// JSON Schemas of the routing document (a merchant's processors and routing rules: GET and PUT
// /sandbox/api/routing) and of an attempt's facts (POST /sandbox/api/routing/explain), in the
// shape docs/routing.md describes and server/domain/routing/routing-rules.ts types. Every list is
// capped, so a hostile document is refused by its size before anything walks it. What a schema
// cannot say (ids that must exist or be unique, shares adding up to 100, min below max, currencies
// ISO 4217 knows, a currency's decimals) is checked by server/domain/routing/routing-validation.ts,
// with messages in the same form.

/** The transactions a fee schedule line charges for. */
export const FEE_TRANSACTION_KINDS = ['PAYMENT', 'REBILL', 'REFUND', 'PAYOUT'] as const;

/** What a rule routes: a payment's first attempt, or a payout. Follow-ups are never routed. */
export const ROUTED_KINDS = ['PAYMENT', 'PAYOUT'] as const;

/** What an attempt may need of a processor beyond serving its method, scheme and currency. */
export const ROUTING_NEEDS = ['mit', 'three_ds', 'authorize_capture', 'partial_refund'] as const;

/** A rule's conditions, in the order routing checks them and an explanation names the first failing. */
export const ROUTING_CONDITIONS = [
  'transaction_kinds',
  'methods',
  'card_schemes',
  'currencies',
  'amount',
  'bin_countries',
  'shopper_countries',
] as const;

/**
 * How a merchant asks for 3-D Secure (docs/routing.md: 3-D Secure rules): never, always, when one
 * of its rules matches, or as the processor taking the payment decides.
 */
export const THREE_DS_MODES = ['never', 'always', 'rules', 'processor'] as const;

/** Caps on a document (docs/routing.md: Limits). */
export const ROUTING_LIMITS = {
  processors: 50,
  rules: 500,
  /** Processors of one rule's route or split. */
  routeEntries: 50,
  feeLines: 100,
  /** Countries of one condition: ISO 3166-1 assigns 249. */
  countries: 249,
  /** Currencies of one processor or condition: ISO 4217 has fewer than 200 in use. */
  currencies: 300,
  /** Rules of the 3-D Secure section. */
  threeDsRules: 50,
} as const;

/** A processor's or a rule's id: lower-case letters, digits and hyphens, from a letter or digit. */
export const ROUTING_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
/** A share of a volume split: 0 to 100, up to 2 decimals. */
export const SPLIT_PERCENTAGE_PATTERN = '^\\d{1,3}(?:\\.\\d{1,2})?$';
/** A fee's percentage: 0 to 100, up to 4 decimals ("1.4", "0.0125"). */
export const FEE_PERCENTAGE_PATTERN = '^\\d{1,3}(?:\\.\\d{1,4})?$';

const id = { type: 'string', pattern: ROUTING_ID_PATTERN } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const country = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
const amount = cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount);
const method = { type: 'string', enum: PAYMENT_METHODS } as const;
const scheme = { type: 'string', enum: CARD_SCHEMES } as const;

/** A condition's list: at least one value (leave the condition out to match any), no repeats. */
const oneOrMore = <const Items extends object, const Max extends number>(items: Items, max: Max) =>
  ({ type: 'array', minItems: 1, maxItems: max, uniqueItems: true, items }) as const;
/** A profile's list: may be empty, no repeats. */
const listOf = <const Items extends object, const Max extends number>(items: Items, max: Max) =>
  ({ type: 'array', maxItems: max, uniqueItems: true, items }) as const;

const feeLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['percentage', 'fixed', 'currency_code'],
  properties: {
    /** Absent: every method. */
    method,
    /** Absent: every kind. */
    transaction_kind: { type: 'string', enum: FEE_TRANSACTION_KINDS },
    percentage: { type: 'string', pattern: FEE_PERCENTAGE_PATTERN },
    fixed: amount,
    /** The processor's currency, in which the fee is charged. */
    currency_code: currency,
  },
} as const;

const featuresSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['partial_refund', 'mit', 'three_ds', 'authorize_capture', 'payouts'],
  properties: {
    partial_refund: { type: 'boolean' },
    mit: { type: 'boolean' },
    three_ds: { type: 'boolean' },
    authorize_capture: { type: 'boolean' },
    network_tokens: { type: 'boolean' },
    payouts: listOf({ type: 'string', enum: PAYOUT_METHODS }, PAYOUT_METHODS.length),
  },
} as const;

export const processorProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'methods', 'card_schemes', 'features', 'fees'],
  properties: {
    id,
    /** As transaction records name it (transaction_details.processor). */
    name: { type: 'string', minLength: 1, maxLength: 64 },
    methods: listOf(method, PAYMENT_METHODS.length),
    card_schemes: listOf(scheme, CARD_SCHEMES.length),
    /** Absent: every currency. */
    currencies: oneOrMore(currency, ROUTING_LIMITS.currencies),
    features: featuresSchema,
    fees: { type: 'array', maxItems: ROUTING_LIMITS.feeLines, items: feeLineSchema },
    /** How the implementation behind it answers: the sandbox's (docs/sandbox.md). */
    behaviour: { type: 'object' },
  },
} as const;

const conditionsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    transaction_kinds: oneOrMore({ type: 'string', enum: ROUTED_KINDS }, ROUTED_KINDS.length),
    methods: oneOrMore(method, PAYMENT_METHODS.length),
    card_schemes: oneOrMore(scheme, CARD_SCHEMES.length),
    currencies: oneOrMore(currency, ROUTING_LIMITS.currencies),
    amount: {
      type: 'object',
      additionalProperties: false,
      required: ['currency_code'],
      properties: { currency_code: currency, min: amount, max: amount },
    },
    bin_countries: oneOrMore(country, ROUTING_LIMITS.countries),
    shopper_countries: oneOrMore(country, ROUTING_LIMITS.countries),
  },
} as const;

// One object with both ways of routing, so a wrong field is named by its path; that exactly one
// is given is checked beside (routing-validation.ts).
const routeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    processors: { type: 'array', minItems: 1, maxItems: ROUTING_LIMITS.routeEntries, items: id },
    split: {
      type: 'array',
      minItems: 1,
      maxItems: ROUTING_LIMITS.routeEntries,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['processor', 'percentage'],
        properties: {
          processor: id,
          percentage: { type: 'string', pattern: SPLIT_PERCENTAGE_PATTERN },
        },
      },
    },
  },
} as const;

export const routingRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'route'],
  properties: {
    id,
    conditions: conditionsSchema,
    route: routeSchema,
    /** Absent: true. */
    cascade: { type: 'boolean' },
  },
} as const;

// A rule asks for 3-D Secure when every condition it sets holds; that it sets one, that amounts
// have their currency's decimals and that no currency has two minimums is checked beside
// (server/domain/routing/three-ds-validation.ts).
const threeDsRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['when'],
  properties: {
    when: {
      type: 'object',
      additionalProperties: false,
      properties: {
        /** From this amount up, in its currency; a payment in a currency not listed does not match. */
        min_amounts: {
          type: 'array',
          minItems: 1,
          maxItems: ROUTING_LIMITS.currencies,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['currency_code', 'amount'],
            properties: { currency_code: currency, amount },
          },
        },
        bin_countries: oneOrMore(country, ROUTING_LIMITS.countries),
      },
    },
  },
} as const;

/** The merchant's 3-D Secure section; absent: only a 3-D Secure test card or forced_3d authenticates. */
export const threeDsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: THREE_DS_MODES },
    /** Read in mode `rules` only, where at least one is given. */
    rules: {
      type: 'array',
      minItems: 1,
      maxItems: ROUTING_LIMITS.threeDsRules,
      items: threeDsRuleSchema,
    },
  },
} as const;

/** The routing document: GET /sandbox/api/routing answers it, PUT takes it. */
export const routingConfigurationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['processors', 'rules'],
  properties: {
    processors: {
      type: 'array',
      maxItems: ROUTING_LIMITS.processors,
      items: processorProfileSchema,
    },
    rules: { type: 'array', maxItems: ROUTING_LIMITS.rules, items: routingRuleSchema },
    three_ds: threeDsSettingsSchema,
  },
} as const;

/** An attempt's facts: the body of POST /sandbox/api/routing/explain. */
export const routingFactsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_id', 'method', 'currency_code', 'amount'],
  properties: {
    /** Draws a volume split; any text (the explanation of a payment to come may use one of its own). */
    payment_id: { type: 'string', minLength: 1, maxLength: 64 },
    transaction_kind: { type: 'string', enum: ROUTED_KINDS },
    method,
    card_scheme: scheme,
    /** ISO 4217, or a crypto asset's code for a CRYPTO payout. */
    currency_code: { type: 'string', pattern: PAYOUT_CURRENCY_PATTERN },
    amount: cardNumberExempt(
      { type: 'string', pattern: PAYOUT_AMOUNT_PATTERN },
      EXEMPT_BECAUSE.amount,
    ),
    bin_country: country,
    shopper_country: country,
    needs: listOf({ type: 'string', enum: ROUTING_NEEDS }, ROUTING_NEEDS.length),
  },
} as const;
