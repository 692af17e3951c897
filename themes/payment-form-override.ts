import type { FromSchema } from 'json-schema-to-ts';
import { messageOverridesSchema } from './message-override-rules.ts';
import { isThemeType, THEME_TYPES } from './theme-types.ts';

// payment_form_override (spec: Resources → Payment form override): the JSON Schema that POST
// /v1/checkout and the sandbox demo check it with, and the type derived from it that the server,
// the form, the validator and the designer preview share. What a schema cannot say (CSS values,
// the rules' allowlist, the messages' locales, keys and placeholders) is checked by
// themes/validate-override.ts.

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
    /** The merchant's own texts, per locale (themes/message-override-rules.ts). */
    messages: messageOverridesSchema,
  },
} as const;

export type PaymentFormOverride = FromSchema<typeof paymentFormOverrideSchema>;

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextMap = (value: unknown): boolean =>
  isPlainObject(value) && Object.values(value).every((text) => typeof text === 'string');

const isMessage = (value: unknown): boolean => typeof value === 'string' || isTextMap(value);

const isMessageOverrides = (value: unknown): boolean =>
  isPlainObject(value) &&
  Object.values(value).every(
    (messages) => isPlainObject(messages) && Object.values(messages).every(isMessage),
  );

const KEYS: ReadonlySet<string> = new Set(Object.keys(paymentFormOverrideSchema.properties));

/**
 * The schema's shape, for an override read back from storage: its CSS values were checked by
 * validate-override.ts when it was written, and the form sanitizes it again before rendering.
 */
export function isPaymentFormOverride(value: unknown): value is PaymentFormOverride {
  return (
    isPlainObject(value) &&
    Object.keys(value).every((key) => KEYS.has(key)) &&
    (value.color === undefined || typeof value.color === 'string') &&
    (value.theme_type === undefined || isThemeType(value.theme_type)) &&
    (value.theme_variables === undefined || isTextMap(value.theme_variables)) &&
    (value.theme_rules === undefined ||
      (isPlainObject(value.theme_rules) && Object.values(value.theme_rules).every(isTextMap))) &&
    (value.messages === undefined || isMessageOverrides(value.messages))
  );
}
