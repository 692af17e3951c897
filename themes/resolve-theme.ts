import type { PaymentFormOverride, ThemeType } from '../src/checkout/session-api.ts';
import { renderSelector } from './theme-rules.ts';
import { THEME_VARIABLES, type ThemeVariableName } from './theme-variables.ts';
import { sanitizePaymentFormOverride, THEME_TYPES } from './validate-override.ts';

// Which theme a form shows (issue 4). Precedence, lowest first:
//   1. the built-in theme's defaults (themes/theme-variables.ts, rendered by built-in-themes.css);
//   2. the merchant's defaults (the back-office configuration);
//   3. the checkout's payment_form_override ("All values override the back-office configuration");
//   4. the embed's `config.theme`, which sets the theme type only.
// Within one layer, `color` sets the pay button colour and an explicit theme_variables.payBtnColor
// of the same layer wins over it. Every layer is sanitized again here: what fails the validator is
// dropped, never rendered.

export interface ThemeLayers {
  /** The merchant's back-office defaults, in the same shape as an override. */
  merchant?: PaymentFormOverride | null;
  /** The checkout's payment_form_override, as the session view carries it. */
  override?: PaymentFormOverride | null;
  /** The embed's `config.theme` (the `kassa_theme` fragment parameter). */
  embedTheme?: ThemeType | null;
}

export interface ResolvedTheme {
  themeType: ThemeType;
  /**
   * CSS custom property → value, for the variables the layers set. The built-in values are not
   * listed: they come from built-in-themes.css by `data-theme`, so BROWSER can still switch.
   */
  variables: Record<string, string>;
  /** theme_rules as sanitized CSS text, every selector under {@link RULES_SCOPE}; '' when none. */
  rules: string;
}

export const DEFAULT_THEME_TYPE: ThemeType = 'LIGHT';

/** Rules apply inside the element that carries the theme (src/theme/apply-theme.ts). */
export const RULES_SCOPE = '[data-theme]';

/** Attribute value of `data-theme` for a theme type. */
export const dataThemeOf = (type: ThemeType): 'light' | 'dark' | 'browser' =>
  type === 'DARK' ? 'dark' : type === 'BROWSER' ? 'browser' : 'light';

function variablesOf(layer: PaymentFormOverride): Record<string, string> {
  const variables: Record<string, string> = {};
  if (layer.color) variables[THEME_VARIABLES.payBtnColor.property] = layer.color;
  for (const [name, value] of Object.entries(layer.theme_variables ?? {})) {
    variables[THEME_VARIABLES[name as ThemeVariableName].property] = value;
  }
  return variables;
}

function rulesCss(layers: PaymentFormOverride[]): string {
  const merged = new Map<string, Record<string, string>>();
  for (const layer of layers) {
    for (const [selector, declarations] of Object.entries(layer.theme_rules ?? {})) {
      merged.set(selector, { ...merged.get(selector), ...declarations });
    }
  }
  let css = '';
  for (const [selector, declarations] of merged) {
    const body = Object.entries(declarations)
      .map(([property, value]) => `${property}: ${value};`)
      .join(' ');
    if (body) css += `${renderSelector(selector, RULES_SCOPE)} { ${body} }\n`;
  }
  return css;
}

export function resolveTheme({ merchant, override, embedTheme }: ThemeLayers): ResolvedTheme {
  const layers = [merchant, override]
    .filter((layer) => layer != null)
    .map((layer) => sanitizePaymentFormOverride(layer));
  let themeType = DEFAULT_THEME_TYPE;
  for (const layer of layers) themeType = layer.theme_type ?? themeType;
  if (embedTheme && THEME_TYPES.includes(embedTheme)) themeType = embedTheme;
  return {
    themeType,
    variables: Object.assign({}, ...layers.map(variablesOf)),
    rules: rulesCss(layers),
  };
}
