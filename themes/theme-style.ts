import { checkOverride } from './check-override.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { THEME_TYPES, type ThemeType } from './theme-types.ts';
import { isVariableName, VARIABLE_KINDS } from './variable-kinds.ts';

// The part of a form's theme every themed page needs (issue 4; themes/resolve-theme.ts has the
// precedence): the theme type and the variables. theme_rules are left to themes/resolve-theme.ts,
// whose allowlist and checker the checkout page loads only for a session that has rules (issue 8).

export interface ThemeLayers {
  /** The merchant's back-office defaults, in the same shape as an override. */
  merchant?: PaymentFormOverride | null;
  /** The checkout's payment_form_override, as the session view carries it. */
  override?: PaymentFormOverride | null;
  /** The embed's `config.theme` (the `kassa_theme` fragment parameter). */
  embedTheme?: ThemeType | null;
}

export interface ThemeStyle {
  themeType: ThemeType;
  /**
   * CSS custom property → value, for the variables the layers set. The built-in values are not
   * listed: they come from built-in-themes.css by `data-theme`, so BROWSER can still switch.
   */
  variables: Record<string, string>;
}

export const DEFAULT_THEME_TYPE: ThemeType = 'LIGHT';

/** Attribute value of `data-theme` for a theme type. */
export const dataThemeOf = (type: ThemeType): 'light' | 'dark' | 'browser' =>
  type === 'DARK' ? 'dark' : type === 'BROWSER' ? 'browser' : 'light';

const layersOf = ({ merchant, override }: ThemeLayers): PaymentFormOverride[] =>
  [merchant, override].filter((layer) => layer != null);

/** Whether any layer carries theme_rules (then the page loads the rules' chunk). */
export const hasThemeRules = (layers: ThemeLayers): boolean =>
  layersOf(layers).some((layer) => layer.theme_rules !== undefined);

function variablesOf(layer: PaymentFormOverride): Record<string, string> {
  const variables: Record<string, string> = {};
  if (layer.color) variables[VARIABLE_KINDS.payBtnColor[0]] = layer.color;
  for (const [name, value] of Object.entries(layer.theme_variables ?? {})) {
    if (isVariableName(name)) variables[VARIABLE_KINDS[name][0]] = value;
  }
  return variables;
}

/** The theme type and variables of `layers`, each layer sanitized again (failures dropped). */
export function resolveThemeStyle(layers: ThemeLayers): ThemeStyle {
  const sanitized = layersOf(layers).map((layer) =>
    checkOverride(layer, 'payment_form_override', () => {}, null),
  );
  let themeType = DEFAULT_THEME_TYPE;
  for (const layer of sanitized) themeType = layer.theme_type ?? themeType;
  const { embedTheme } = layers;
  if (embedTheme && THEME_TYPES.includes(embedTheme)) themeType = embedTheme;
  return { themeType, variables: Object.assign({}, ...sanitized.map(variablesOf)) };
}
