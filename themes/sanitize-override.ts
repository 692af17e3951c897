import { checkMap, checkOverride, checkString, entriesOf, type Report } from './check-override.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { protectedDeclarationError } from './protected-parts.ts';
import { propertyError, RULE_PROPERTIES, selectorError } from './theme-rules.ts';

// The theme of payment_form_override as the form paints it: theme_rules checked by their
// allowlist, the rest by themes/check-override.ts, every failure dropped. A module of its own,
// apart from themes/validate-override.ts, because the checkout page loads it as a chunk for a
// session with rules, and the messages' check there holds the whole English catalog.

export function checkRules(
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

/**
 * What may be rendered of `value`'s theme: every part that passes, the rest dropped silently.
 * Messages are left out: common/messages/override-apply.ts checks each text again as it lays it
 * over a page's catalog.
 */
export function sanitizePaymentFormOverride(value: unknown): PaymentFormOverride {
  return checkOverride(value, 'payment_form_override', () => {}, checkRules);
}
