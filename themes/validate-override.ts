import type { PaymentFormOverride, ThemeType } from '../src/checkout/session-api.ts';
import { valueError } from './css-values.ts';
import { protectedDeclarationError } from './protected-parts.ts';
import { propertyError, RULE_PROPERTIES, selectorError } from './theme-rules.ts';
import { isThemeVariableName, THEME_VARIABLES } from './theme-variables.ts';

// The one check of payment_form_override (spec: Resources → Payment form override; issue 4). The
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

export const THEME_TYPES: readonly ThemeType[] = ['LIGHT', 'DARK', 'BROWSER'];
const FIELDS = ['color', 'theme_type', 'theme_variables', 'theme_rules'];
/** Beyond the API schema's own limits, so the preview and a stored override are bounded too. */
const MAX_ENTRIES = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a.b` for plain names, `a["odd name"]` otherwise, so every field reads back unambiguously. */
const child = (field: string, key: string): string =>
  /^[A-Za-z_][\w-]*$/.test(key) ? `${field}.${key}` : `${field}[${JSON.stringify(key)}]`;

type Report = (field: string, rule: string) => void;

/** Checks `value` as an object of at most MAX_ENTRIES entries; answers its entries or null. */
function entriesOf(
  value: unknown,
  field: string,
  what: string,
  report: Report,
): [string, unknown][] | null {
  if (!isRecord(value)) {
    report(field, `must be an object of ${what}`);
    return null;
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) {
    report(field, `must have at most ${MAX_ENTRIES} entries`);
    return null;
  }
  return entries;
}

/** Each entry's key checked by `keyError`, its value by `check`; keeps those that pass. */
function checkMap<T>(
  entries: [string, unknown][],
  field: string,
  report: Report,
  keyError: (key: string) => string | null,
  check: (key: string, value: unknown, at: string) => T | null,
): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [key, value] of entries) {
    const at = child(field, key);
    const refused = keyError(key);
    if (refused) {
      report(at, refused);
      continue;
    }
    const checked = check(key, value, at);
    if (checked !== null) kept[key] = checked;
  }
  return kept;
}

function checkString(
  value: unknown,
  at: string,
  kind: Parameters<typeof valueError>[0],
  report: Report,
): string | null {
  if (typeof value !== 'string') {
    report(at, 'must be a string');
    return null;
  }
  const error = valueError(kind, value);
  if (error) report(at, error);
  return error ? null : value.trim();
}

function checkVariables(value: unknown, field: string, report: Report): Record<string, string> {
  const entries = entriesOf(value, field, 'theme variable names to values', report);
  if (!entries) return {};
  return checkMap(
    entries,
    field,
    report,
    (name) =>
      isThemeVariableName(name)
        ? null
        : `is not a known theme variable; known: ${Object.keys(THEME_VARIABLES).join(', ')}`,
    (name, raw, at) =>
      isThemeVariableName(name) ? checkString(raw, at, THEME_VARIABLES[name].kind, report) : null,
  );
}

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
      // Valid CSS that would hide what the shopper agrees to (issue 13, item 7).
      const hiding = protectedDeclarationError(selector, property, value);
      if (hiding) report(where, hiding);
      return hiding ? null : value;
    });
  });
}

/**
 * Walks an override, reporting every refused part to `report`, and answers the parts that pass
 * (values trimmed). Unknown top-level fields are refused like the API schema refuses them.
 */
function checkOverride(value: unknown, field: string, report: Report): PaymentFormOverride {
  const entries = entriesOf(
    value,
    field,
    'color, theme_type, theme_variables, theme_rules',
    report,
  );
  const override: PaymentFormOverride = {};
  for (const [key, raw] of entries ?? []) {
    const at = child(field, key);
    if (key === 'color') {
      const color = checkString(raw, at, 'color', report);
      if (color !== null) override.color = color;
    } else if (key === 'theme_type') {
      if (THEME_TYPES.includes(raw as ThemeType)) override.theme_type = raw as ThemeType;
      else report(at, `must be one of ${THEME_TYPES.join(', ')}`);
    } else if (key === 'theme_variables') {
      override.theme_variables = checkVariables(raw, at, report);
    } else if (key === 'theme_rules') {
      override.theme_rules = checkRules(raw, at, report);
    } else {
      report(at, `is not a known field; known: ${FIELDS.join(', ')}`);
    }
  }
  return override;
}

/** Every refused part of `value`, in document order; empty when the override is valid. */
export function paymentFormOverrideErrors(
  value: unknown,
  field = 'payment_form_override',
): OverrideError[] {
  const errors: OverrideError[] = [];
  checkOverride(value, field, (at, rule) => errors.push({ field: at, rule }));
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
  const override = checkOverride(value, field, (at, rule) => {
    first ??= { field: at, rule };
  });
  return first ? { ok: false, error: first } : { ok: true, override };
}

/** What may be rendered of `value`: every part that passes, the rest dropped silently. */
export function sanitizePaymentFormOverride(value: unknown): PaymentFormOverride {
  return checkOverride(value, 'payment_form_override', () => {});
}
