import { checkMessageOverrides } from '../common/messages/override-check.ts';
import { checkMap, checkOverride, checkString, entriesOf, type Report } from './check-override.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { protectedDeclarationError } from './protected-parts.ts';
import { propertyError, RULE_PROPERTIES, selectorError } from './theme-rules.ts';

// The one check of payment_form_override (spec: Resources → Payment form override). The
// server runs it when a checkout is created (400 INVALID_REQUEST_PARAMETER naming the field), the
// designer preview runs it on every edit, and the form runs it again before rendering, dropping
// whatever fails instead of refusing (defence in depth: a stored override is never trusted).

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

function checkRules(
  value: unknown,
  field: string,
  report: Report,
): Record<string, Record<string, string>> {
  const entries = entriesOf(value, field, 'selectors to declarations', report);
  if (!entries) return {};
  return checkMap(entries, field, report, selectorError, (selector, declarations, at) => {
    const properties = entriesOf(declarations, at, 'CSS property names to values', report);
    if (!properties) return null;
    return checkMap(properties, at, report, propertyError, (property, raw, where) => {
      const kind = RULE_PROPERTIES[property];
      const value = kind ? checkString(raw, where, kind, report) : null;
      if (value === null) return null;
      // Valid CSS that would hide what the shopper agrees to.
      const hiding = protectedDeclarationError(selector, property, value);
      if (hiding) report(where, hiding);
      return hiding ? null : value;
    });
  });
}

const checkFull = (value: unknown, field: string, report: Report): PaymentFormOverride =>
  checkOverride(value, field, report, checkRules, checkMessageOverrides);

/** Every refused part of `value`, in document order; empty when the override is valid. */
export function paymentFormOverrideErrors(
  value: unknown,
  field = 'payment_form_override',
): OverrideError[] {
  const errors: OverrideError[] = [];
  checkFull(value, field, (at, rule) => errors.push({ field: at, rule }));
  return errors;
}

/**
 * The API's check: the first refused part, or the override as it will be stored (values trimmed).
 * `field` prefixes error fields; merchant defaults from configuration pass their own name.
 */
export function validatePaymentFormOverride(
  value: unknown,
  field = 'payment_form_override',
): OverrideValidation {
  let first: OverrideError | null = null;
  const override = checkFull(value, field, (at, rule) => {
    first ??= { field: at, rule };
  });
  return first ? { ok: false, error: first } : { ok: true, override };
}

/**
 * What may be rendered of `value`'s theme: every part that passes, the rest dropped silently.
 * Messages are left out: common/messages/override-apply.ts checks each text again as it lays it
 * over a page's catalog, and this check runs on pages that do not load the English catalog.
 */
export function sanitizePaymentFormOverride(value: unknown): PaymentFormOverride {
  return checkOverride(value, 'payment_form_override', () => {}, checkRules);
}
