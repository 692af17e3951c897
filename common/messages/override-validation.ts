import {
  type OverrideError,
  type OverrideValidation,
  paymentFormOverrideErrors as themeErrors,
  validatePaymentFormOverride as validateTheme,
} from '../../themes/validate-override.ts';
import { checkMessageOverrides } from './override-check.ts';

// The whole check of payment_form_override: the theme's (themes/validate-override.ts) with the
// messages' (override-check.ts), which holds the English catalog. POST /v1/checkout, the token
// charges, MERCHANT_THEME and the designer preview call these, so all say the same.

/** Every refused part of `value`, in document order; empty when the override is valid. */
export const paymentFormOverrideErrors = (
  value: unknown,
  field = 'payment_form_override',
): OverrideError[] => themeErrors(value, field, checkMessageOverrides);

/**
 * The API's check: the first refused part, or the override as it will be stored (values trimmed,
 * locale ids canonical). `field` prefixes error fields; configuration passes its own name.
 */
export const validatePaymentFormOverride = (
  value: unknown,
  field = 'payment_form_override',
): OverrideValidation => validateTheme(value, field, checkMessageOverrides);
