import type { PaymentFormOverride } from './payment-form-override.ts';
import { sanitizePaymentFormOverride } from './sanitize-override.ts';
import type { ThemeLayers } from './theme-layers.ts';
import { renderSelector } from './theme-rules.ts';
import { resolveThemeStyle, type ThemeStyle } from './theme-style.ts';

// Which theme a form shows. Precedence, lowest first:
//   1. the built-in theme's defaults (themes/theme-variables.ts, rendered by built-in-themes.css);
//   2. the merchant's defaults (the back-office configuration);
//   3. the checkout's payment_form_override ("All values override the back-office configuration");
//   4. the embed's `config.theme`, which sets the theme type only.
// Within one layer, `color` sets the pay button colour and an explicit theme_variables.payBtnColor
// of the same layer wins over it. Every layer is sanitized again here: what fails the validator is
// dropped, never rendered. The type and variables are resolved by themes/theme-style.ts, which the
// checkout page loads up front; the rules here load only for a session that has them.

export interface ResolvedTheme extends ThemeStyle {
  /** theme_rules as sanitized CSS text, every selector under {@link RULES_SCOPE}; '' when none. */
  rules: string;
}

export { DEFAULT_THEME_TYPE, dataThemeOf, type ThemeLayers } from './theme-layers.ts';

/** Rules apply inside the element that carries the theme (src/theme/apply-theme.ts). */
export const RULES_SCOPE = '[data-theme]';

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

/** theme_rules of `layers` as CSS text, merged declaration by declaration, sanitized again. */
export function resolveThemeRules({ merchant, override }: ThemeLayers): string {
  const layers = [merchant, override]
    .filter((layer) => layer != null)
    .map((layer) => sanitizePaymentFormOverride(layer));
  return rulesCss(layers);
}

export function resolveTheme(layers: ThemeLayers): ResolvedTheme {
  return { ...resolveThemeStyle(layers), rules: resolveThemeRules(layers) };
}
