import { checkOverride, type MessagesCheck, type Report } from './check-override.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { checkRules } from './sanitize-override.ts';

// The one check of payment_form_override (spec: Resources → Payment form override). The
// server runs it when a checkout is created (400 INVALID_REQUEST_PARAMETER naming the field), the
// designer preview runs it on every edit, and the form runs it again before rendering, dropping
// whatever fails instead of refusing (defence in depth: a stored override is never trusted) with
// themes/sanitize-override.ts, which leaves the messages' check (and the English catalog it
// holds) out of the pages that only paint a theme.

/** A refused part of an override: `field` names it as the API does, `rule` says what it must be. */
export interface OverrideError {
  /** e.g. `payment_form_override.theme_variables.primaryColor`. */
  field: string;
  /** e.g. `must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a named colour)`. */
  rule: string;
}

export type OverrideValidation =
  | { ok: true; override: PaymentFormOverride }
  | { ok: false; error: OverrideError };

export { THEME_TYPES } from './theme-types.ts';

/**
 * Messages are checked against the English catalog, which lives in common/ (themes/ imports
 * nothing from it): the API and the preview pass its check through
 * common/messages/override-validation.ts. Without it, messages are refused rather than dropped.
 */
const refuseMessages: MessagesCheck = (_value, field, report) => {
  report(
    field,
    'cannot be checked without the message catalog (common/messages/override-validation.ts)',
  );
  return {};
};

const checkFull = (
  value: unknown,
  field: string,
  report: Report,
  checkMessages: MessagesCheck,
): PaymentFormOverride => checkOverride(value, field, report, checkRules, checkMessages);

/** Every refused part of `value`, in document order; empty when the override is valid. */
export function paymentFormOverrideErrors(
  value: unknown,
  field = 'payment_form_override',
  checkMessages: MessagesCheck = refuseMessages,
): OverrideError[] {
  const errors: OverrideError[] = [];
  checkFull(value, field, (at, rule) => errors.push({ field: at, rule }), checkMessages);
  return errors;
}

/**
 * The API's check: the first refused part, or the override as it will be stored (values trimmed).
 * `field` prefixes error fields; merchant defaults from configuration pass their own name.
 */
export function validatePaymentFormOverride(
  value: unknown,
  field = 'payment_form_override',
  checkMessages: MessagesCheck = refuseMessages,
): OverrideValidation {
  let first: OverrideError | null = null;
  const override = checkFull(
    value,
    field,
    (at, rule) => {
      first ??= { field: at, rule };
    },
    checkMessages,
  );
  return first ? { ok: false, error: first } : { ok: true, override };
}

export { sanitizePaymentFormOverride } from './sanitize-override.ts';
