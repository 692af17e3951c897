import type { FromSchema } from 'json-schema-to-ts';
import { THEME_TYPES } from './theme-types.ts';

// payment_form_override (spec: Resources → Payment form override): the JSON Schema that POST
// /v1/checkout and the sandbox demo check it with, and the type derived from it that the server,
// the form, the validator and the designer preview share. What a schema cannot say (CSS values,
// the rules' allowlist) is checked by themes/validate-override.ts.

const text = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const paymentFormOverrideSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    color: { type: 'string', minLength: 1, maxLength: 64 },
    theme_type: { type: 'string', enum: THEME_TYPES },
    theme_variables: { type: 'object', maxProperties: 100, additionalProperties: text },
    theme_rules: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { type: 'object', maxProperties: 50, additionalProperties: text },
    },
  },
} as const;

export type PaymentFormOverride = FromSchema<typeof paymentFormOverrideSchema>;
