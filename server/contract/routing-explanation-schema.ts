import { ROUTING_CONDITIONS } from './routing-schema.ts';

// JSON Schema of a routing decision's explanation (docs/routing.md: The explanation), built by
// server/domain/routing/route-attempt.ts: the answer of POST /sandbox/api/routing/explain, and
// what is kept with every attempt.

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
