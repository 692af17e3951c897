import { valueError } from './css-values.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { isThemeType, THEME_TYPES } from './theme-types.ts';
import { isVariableName, VARIABLE_KINDS } from './variable-kinds.ts';

// The walk of payment_form_override shared by the full validator (themes/validate-override.ts)
// and the checkout page's eager theming (themes/theme-style.ts): `color`, `theme_type` and
// `theme_variables` are checked here; `theme_rules` by a checker passed in. The rules' allowlist
// and its checker stay out of this module, so a page whose session has no theme_rules never
// fetches them (they load as a chunk of their own when a session has rules).

const FIELDS = ['color', 'theme_type', 'theme_variables', 'theme_rules', 'messages'];
/** Beyond the API schema's own limits, so the preview and a stored override are bounded too. */
const MAX_ENTRIES = 100;

export type Report = (field: string, rule: string) => void;

/** Checks payment_form_override.theme_rules; answers what passes. */
export type RulesCheck = (
  value: unknown,
  field: string,
  report: Report,
) => Record<string, Record<string, string>>;

/** Checks payment_form_override.messages (common/messages/override-check.ts); answers what passes. */
export type MessagesCheck = (
  value: unknown,
  field: string,
  report: Report,
) => NonNullable<PaymentFormOverride['messages']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a.b` for plain names, `a["odd name"]` otherwise, so every field reads back unambiguously. */
const child = (field: string, key: string): string =>
  /^[A-Za-z_][\w-]*$/.test(key) ? `${field}.${key}` : `${field}[${JSON.stringify(key)}]`;

/** Checks `value` as an object of at most MAX_ENTRIES entries; answers its entries or null. */
export function entriesOf(
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
export function checkMap<T>(
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

export function checkString(
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
      isVariableName(name)
        ? null
        : `is not a known theme variable; known: ${Object.keys(VARIABLE_KINDS).join(', ')}`,
    (name, raw, at) =>
      isVariableName(name) ? checkString(raw, at, VARIABLE_KINDS[name][1], report) : null,
  );
}

/**
 * Walks an override, reporting every refused part to `report`, and answers the parts that pass
 * (values trimmed). Unknown top-level fields are refused like the API schema refuses them.
 * Without `checkRules`, theme_rules is left out of the answer unchecked (the caller handles it);
 * so are messages without `checkMessages` (their check holds the English catalog, which a
 * theme's page does not load).
 */
export function checkOverride(
  value: unknown,
  field: string,
  report: Report,
  checkRules: RulesCheck | null,
  checkMessages: MessagesCheck | null = null,
): PaymentFormOverride {
  const entries = entriesOf(value, field, FIELDS.join(', '), report);
  const override: PaymentFormOverride = {};
  for (const [key, raw] of entries ?? []) {
    const at = child(field, key);
    if (key === 'color') {
      const color = checkString(raw, at, 'color', report);
      if (color !== null) override.color = color;
    } else if (key === 'theme_type') {
      if (isThemeType(raw)) override.theme_type = raw;
      else report(at, `must be one of ${THEME_TYPES.join(', ')}`);
    } else if (key === 'theme_variables') {
      override.theme_variables = checkVariables(raw, at, report);
    } else if (key === 'theme_rules') {
      if (checkRules) override.theme_rules = checkRules(raw, at, report);
    } else if (key === 'messages') {
      if (checkMessages) override.messages = checkMessages(raw, at, report);
    } else {
      report(at, `is not a known field; known: ${FIELDS.join(', ')}`);
    }
  }
  return override;
}
