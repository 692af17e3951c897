import { checkOverride } from './check-override.ts';
import type { PaymentFormOverride } from './payment-form-override.ts';
import { layersOf, type ThemeLayers, themeTypeOf } from './theme-layers.ts';
import type { ThemeType } from './theme-types.ts';
import { isVariableName, VARIABLE_KINDS } from './variable-kinds.ts';

// The variables of a form's theme (themes/resolve-theme.ts has the precedence): each
// layer's colour and theme_variables, sanitized again. Their checker (CSS values, named colours)
// is most of theming's code, so the checkout page loads this module only for a session whose
// layers set variables (hosted/page-theme.ts); theme_rules are left to themes/resolve-theme.ts.

export interface ThemeStyle {
  themeType: ThemeType;
  /**
   * CSS custom property → value, for the variables the layers set. The built-in values are not
   * listed: they come from built-in-themes.css by `data-theme`, so BROWSER can still switch.
   */
  variables: Record<string, string>;
}

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
  return {
    themeType: themeTypeOf(sanitized, layers.embedTheme),
    variables: Object.assign({}, ...sanitized.map(variablesOf)),
  };
}
