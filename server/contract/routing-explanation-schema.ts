import { ROUTING_CONDITIONS } from './routing-schema.ts';

// JSON Schema of a routing decision's explanation (docs/routing.md: The explanation), built by
// server/domain/routing/route-attempt.ts: the answer of POST /sandbox/api/routing/explain, and
// what is kept with every attempt.

/**
 * The merchant's 3-D Secure request (server/domain/routing/three-ds-rules.ts): authenticate and
 * route only to a processor with 3-D Secure, leave it to the processor that takes the payment, or
 * no request.
 */
export const THREE_DS_REQUESTS = ['REQUIRED', 'PROCESSOR_DECIDES', 'NOT_REQUESTED'] as const;

/**
 * Whether the merchant's three_ds section asks for 3-D Secure on an attempt, the rule that asked
 * (its index in three_ds.rules) and why: what an explanation may show beside the routing decision.
 */
export const threeDsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['request', 'rule', 'reason'],
  properties: {
    request: { type: 'string', enum: THREE_DS_REQUESTS },
    rule: { type: ['integer', 'null'], minimum: 0 },
    reason: { type: 'string' },
  },
} as const;

const ruleRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['index', 'id'],
  properties: { index: { type: 'integer', minimum: 0 }, id: { type: 'string' } },
} as const;

/**
 * Why an attempt went where it went: answered by POST /sandbox/api/routing/explain and kept with
 * every attempt (docs/routing.md: The explanation). Every field is always present.
 */
export const routingExplanationSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'outcome',
    'response_code',
    'rules',
    'matched_rule',
    'split',
    'candidates',
    'processors',
    'cascade',
  ],
  properties: {
    outcome: { type: 'string', enum: ['ROUTED', 'REFUSED'] },
    /** The refusal's code; null when routed. */
    response_code: { type: ['integer', 'null'], enum: [2910, 2909, 2902, null] },
    /** The rules read, in order: each passed over with the first condition it failed, then the match. */
    rules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['index', 'id', 'matched', 'condition', 'reason'],
        properties: {
          ...ruleRefSchema.properties,
          matched: { type: 'boolean' },
          condition: { type: ['string', 'null'], enum: [...ROUTING_CONDITIONS, null] },
          reason: { type: 'string' },
        },
      },
    },
    matched_rule: { ...ruleRefSchema, type: ['object', 'null'] },
    split: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['bucket', 'processor'],
      properties: {
        bucket: { type: 'integer', minimum: 0, maximum: 9999 },
        processor: { type: ['string', 'null'] },
      },
    },
    candidates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['processor', 'name', 'kept', 'reason'],
        properties: {
          processor: { type: 'string' },
          name: { type: ['string', 'null'] },
          kept: { type: 'boolean' },
          reason: { type: 'string' },
        },
      },
    },
    processors: { type: 'array', items: { type: 'string' } },
    cascade: { type: ['boolean', 'null'] },
  },
} as const;
