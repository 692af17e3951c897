// What the designer has typed, kept as text so a link reproduces it exactly (even half-typed JSON),
// and the payment_form_override it amounts to.
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { DEFAULT_STATE_ID } from './preview-states.ts';

export interface PreviewDraft {
  stateId: string;
  color: string;
  /** '' leaves theme_type out of the override. */
  themeType: ThemeType | '';
  /** JSON text of theme_variables ('' for none). */
  variables: string;
  /** JSON text of theme_rules ('' for none). */
  rules: string;
}

export const EMPTY_DRAFT: PreviewDraft = {
  stateId: DEFAULT_STATE_ID,
  color: '',
  themeType: '',
  variables: '',
  rules: '',
};

/** A problem the designer must fix, attached to the editor it belongs to. */
export interface DraftError {
  editor: 'color' | 'themeType' | 'variables' | 'rules';
  message: string;
  /** The field it names, e.g. `theme_variables.primaryColor`, where it names one. */
  field?: string;
}

export type BuiltOverride =
  | { ok: true; override: PaymentFormOverride }
  | { ok: false; error: DraftError };

type JsonObject = Record<string, unknown>;

function parseObject(
  text: string,
  editor: DraftError['editor'],
  field: string,
): JsonObject | DraftError | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? `: ${error.message}` : '';
    return { editor, message: `${field} is not valid JSON${detail}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { editor, message: `${field} must be a JSON object` };
  return value as JsonObject;
}

const isError = (value: unknown): value is DraftError =>
  typeof value === 'object' && value !== null && 'editor' in value && 'message' in value;

/**
 * The override as JSON would carry it. Only the shape is checked here (JSON, objects of strings);
 * names and values are for the shared validator.
 */
export function buildOverride(draft: PreviewDraft): BuiltOverride {
  const variables = parseObject(draft.variables, 'variables', 'theme_variables');
  if (isError(variables)) return { ok: false, error: variables };
  const rules = parseObject(draft.rules, 'rules', 'theme_rules');
  if (isError(rules)) return { ok: false, error: rules };

  for (const [name, value] of Object.entries(variables ?? {})) {
    if (typeof value !== 'string')
      return {
        ok: false,
        error: {
          editor: 'variables',
          field: `theme_variables.${name}`,
          message: `theme_variables.${name} must be a string`,
        },
      };
  }
  for (const [selector, declarations] of Object.entries(rules ?? {})) {
    const ok =
      typeof declarations === 'object' &&
      declarations !== null &&
      !Array.isArray(declarations) &&
      Object.values(declarations).every((value) => typeof value === 'string');
    if (!ok)
      return {
        ok: false,
        error: {
          editor: 'rules',
          message: `theme_rules.${selector} must be an object of property → string value`,
        },
      };
  }

  const override: PaymentFormOverride = {};
  if (draft.color.trim() !== '') override.color = draft.color.trim();
  if (draft.themeType !== '') override.theme_type = draft.themeType;
  if (variables) override.theme_variables = variables as Record<string, string>;
  if (rules) override.theme_rules = rules as Record<string, Record<string, string>>;
  return { ok: true, override };
}

/**
 * The theme_variables text with `name` set to `value` ('' removes it), as 2-space JSON ('' once
 * nothing is left); null while the text is not a JSON object, which must be fixed by hand first.
 */
export function withVariable(text: string, name: string, value: string): string | null {
  const parsed = parseObject(text, 'variables', 'theme_variables');
  if (isError(parsed)) return null;
  const variables: JsonObject = { ...parsed };
  if (value === '') delete variables[name];
  else variables[name] = value;
  return Object.keys(variables).length === 0 ? '' : JSON.stringify(variables, null, 2);
}

/** The theme_variables text as an object, or null while it is not a JSON object. */
export function variablesOf(text: string): Record<string, unknown> | null {
  const parsed = parseObject(text, 'variables', 'theme_variables');
  return isError(parsed) ? null : (parsed ?? {});
}

/** A validator field without the `payment_form_override.` prefix the server names it with. */
export const unqualifiedField = (qualified: string): string =>
  qualified.replace(/^payment_form_override\./, '');

/** Which editor a validator error about `field` ("theme_variables.primaryColor") belongs to. */
export function editorOfField(qualified: string): DraftError['editor'] {
  const field = unqualifiedField(qualified);
  if (field.startsWith('theme_variables')) return 'variables';
  if (field.startsWith('theme_rules')) return 'rules';
  if (field.startsWith('theme_type')) return 'themeType';
  return 'color';
}

/** The body of "Copy as payment_form_override JSON": the object under its API name. */
export function overrideJson(override: PaymentFormOverride): string {
  return JSON.stringify({ payment_form_override: override }, null, 2);
}
