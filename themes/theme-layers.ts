import type { PaymentFormOverride } from './payment-form-override.ts';
import { isThemeType, type ThemeType } from './theme-types.ts';

// What every themed page knows of a form's theme before any checking code loads: the layers, the
// theme type they choose, and whether they need the variables' checker (themes/theme-style.ts) or
// the rules' (themes/resolve-theme.ts), each a chunk of its own on the checkout page (a
// checkout that sets neither never fetches them).

export interface ThemeLayers {
  /** The merchant's back-office defaults, in the same shape as an override. */
  merchant?: PaymentFormOverride | null;
  /** The checkout's payment_form_override, as the session view carries it. */
  override?: PaymentFormOverride | null;
  /** The embed's `config.theme` (the `kassa_theme` fragment parameter). */
  embedTheme?: ThemeType | null;
}

export const DEFAULT_THEME_TYPE: ThemeType = 'LIGHT';

/** Attribute value of `data-theme` for a theme type. */
export const dataThemeOf = (type: ThemeType): 'light' | 'dark' | 'browser' =>
  type === 'DARK' ? 'dark' : type === 'BROWSER' ? 'browser' : 'light';

export const layersOf = ({ merchant, override }: ThemeLayers): PaymentFormOverride[] =>
  [merchant, override].filter((layer) => layer != null);

/** Whether any layer carries theme_rules (then the page loads the rules' chunk). */
export const hasThemeRules = (layers: ThemeLayers): boolean =>
  layersOf(layers).some((layer) => layer.theme_rules !== undefined);

/** Whether any layer sets a variable (`color` or theme_variables): then the checker loads. */
export const hasThemeVariables = (layers: ThemeLayers): boolean =>
  layersOf(layers).some(
    (layer) => layer.color !== undefined || Object.keys(layer.theme_variables ?? {}).length > 0,
  );

/**
 * The theme type the layers choose, later layers first, the embed's `config.theme` above all; a
 * value that is not a theme type is passed over (the server refused it already: this is the
 * second line).
 */
export function themeTypeOf(
  layers: readonly PaymentFormOverride[],
  embedTheme: ThemeType | null | undefined,
): ThemeType {
  let themeType = DEFAULT_THEME_TYPE;
  for (const layer of layers) if (isThemeType(layer.theme_type)) themeType = layer.theme_type;
  return isThemeType(embedTheme) ? embedTheme : themeType;
}
