// What the designer has typed, kept as text so a link reproduces it exactly (even half-typed JSON),
// and the payment_form_override it amounts to.
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { DEFAULT_PREVIEW_LOCALE, type PreviewLocale } from './preview-locales.ts';
import { DEFAULT_STATE_ID } from './preview-states.ts';
import type { SampleLogo } from './sample-logos.ts';
import {
  DEFAULT_SAMPLE,
  type SampleData,
  type SampleMethods,
  sampleFrom,
} from './sample-session.ts';

export interface PreviewDraft {
  stateId: string;
  color: string;
  /** '' leaves theme_type out of the override. */
  themeType: ThemeType | '';
  /** JSON text of theme_variables ('' for none). */
  variables: string;
  /** JSON text of theme_rules ('' for none). */
  rules: string;
  /** The sample checkout the panels show (sample-session.ts), as the URL keeps it. */
  shopName: string;
  logo: SampleLogo;
  currency: string;
  /** '1' to '8'. */
  cartSize: string;
  methods: SampleMethods;
  /** The language of the panels' forms (preview-locales.ts). */
  locale: PreviewLocale;
}

export const EMPTY_DRAFT: PreviewDraft = {
  stateId: DEFAULT_STATE_ID,
  color: '',
  themeType: '',
  variables: '',
  rules: '',
  shopName: DEFAULT_SAMPLE.shopName,
  logo: DEFAULT_SAMPLE.logo,
  currency: DEFAULT_SAMPLE.currency,
  cartSize: String(DEFAULT_SAMPLE.cartSize),
  methods: DEFAULT_SAMPLE.methods,
  locale: DEFAULT_PREVIEW_LOCALE,
};

/** The sample checkout a draft describes. */
export const sampleOf = (draft: PreviewDraft): SampleData => sampleFrom(draft);

export type DraftEditor = 'color' | 'themeType' | 'variables' | 'rules';

/** A problem the designer must fix, attached to the editor it belongs to. */
export interface DraftError {
  editor: DraftEditor;
  message: string;
  /** The field it names, e.g. `theme_variables.primaryColor`, where it names one. */
  field?: string;
}

/**
 * The draft as the API would receive it, before any rule is checked: `color` and `theme_type` as
 * typed, and each JSON editor's value where its text parses. `problems` holds the editors whose
 * text is not JSON; their part is left out, so the other editors are still checked.
 */
export interface ParsedDraft {
  candidate: Record<string, unknown>;
  problems: DraftError[];
}

type Parsed = { ok: true; value: unknown } | { ok: false; detail: string };

/** The text's JSON value (undefined for blank text), or why it is not JSON. */
function parseJson(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, detail: error instanceof SyntaxError ? `: ${error.message}` : '' };
  }
}

const JSON_EDITORS = [
  ['variables', 'theme_variables'],
  ['rules', 'theme_rules'],
] as const;

/**
 * Splits the draft into what the shared validator checks (names, values and shapes: every rule
 * stays in themes/) and the JSON syntax errors only the preview can meet, one per editor.
 */
export function parseDraft(draft: PreviewDraft): ParsedDraft {
  const candidate: Record<string, unknown> = {};
  const problems: DraftError[] = [];
  if (draft.color.trim() !== '') candidate.color = draft.color;
  if (draft.themeType !== '') candidate.theme_type = draft.themeType;
  for (const [editor, field] of JSON_EDITORS) {
    const parsed = parseJson(draft[editor]);
    if (!parsed.ok)
      problems.push({ editor, field, message: `${field} is not valid JSON${parsed.detail}` });
    else if (parsed.value !== undefined) candidate[field] = parsed.value;
  }
  return { candidate, problems };
}

type JsonObject = Record<string, unknown>;

/** The text as a JSON object ({} when blank), or null while it is not one. */
function parseObject(text: string): JsonObject | null {
  const parsed = parseJson(text);
  if (!parsed.ok) return null;
  const value = parsed.value ?? {};
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : null;
}

/**
 * The theme_variables text with `name` set to `value` ('' removes it), as 2-space JSON ('' once
 * nothing is left); null while the text is not a JSON object, which must be fixed by hand first.
 */
export function withVariable(text: string, name: string, value: string): string | null {
  const parsed = parseObject(text);
  if (parsed === null) return null;
  const variables: JsonObject = { ...parsed };
  if (value === '') delete variables[name];
  else variables[name] = value;
  return Object.keys(variables).length === 0 ? '' : JSON.stringify(variables, null, 2);
}

/**
 * The theme_rules text with `selector`'s `color` set (the rule made if missing), as 2-space JSON;
 * null while the text, or the selector's value, is not a JSON object.
 */
export function withRuleColour(text: string, selector: string, colour: string): string | null {
  const parsed = parseObject(text);
  const rule = parsed?.[selector] ?? {};
  if (parsed === null || typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
    return null;
  }
  return JSON.stringify({ ...parsed, [selector]: { ...rule, color: colour } }, null, 2);
}

/** The theme_variables text as an object, or null while it is not a JSON object. */
export function variablesOf(text: string): Record<string, unknown> | null {
  return parseObject(text);
}

/** A validator field without the `payment_form_override.` prefix the server names it with. */
export const unqualifiedField = (qualified: string): string =>
  qualified.replace(/^payment_form_override\./, '');

/** Which editor a validator error about `field` ("theme_variables.primaryColor") belongs to. */
export function editorOfField(qualified: string): DraftEditor {
  const field = unqualifiedField(qualified);
  if (field.startsWith('theme_variables')) return 'variables';
  if (field.startsWith('theme_rules')) return 'rules';
  if (field.startsWith('theme_type')) return 'themeType';
  return 'color';
}

/** The editors' part of a draft holding `override` (a preset's), as the designer would type it. */
export function overrideDraft(
  override: PaymentFormOverride,
): Pick<PreviewDraft, 'color' | 'themeType' | 'variables' | 'rules'> {
  const json = (value: object | undefined): string =>
    value && Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : '';
  return {
    color: override.color ?? '',
    themeType: override.theme_type ?? '',
    variables: json(override.theme_variables),
    rules: json(override.theme_rules),
  };
}

/** The body of "Copy as payment_form_override JSON": the object under its API name. */
export function overrideJson(override: PaymentFormOverride): string {
  return JSON.stringify({ payment_form_override: override }, null, 2);
}
