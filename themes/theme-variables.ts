import type { ValueKind } from './css-values.ts';

// Every theme variable a merchant may set in payment_form_override.theme_variables (spec:
// Resources → Payment form override), the one CSS custom property it sets, the kind of
// value it takes and its default in the LIGHT and DARK built-in themes. The spec's 27 names come
// first (SPEC_VARIABLE_NAMES lists them); the rest are the other visual tokens of the form,
// settable the same way.
//
// themes/built-in-themes.css is generated from this table (see built-in-themes.test.ts), so the
// defaults live here only. A default may refer to another variable with var(): set primaryColor
// and the pay button, checkbox and focus ring follow unless they are set too. The pay button's
// hover, pressed and busy colours mix the pay button colour with black, white or the form, so a
// merchant's `color` carries through every state (themes/theme-colours.ts works such values out
// for the contrast checks). The comment at the
// end of each line says what the variable changes.

export interface ThemeVariable {
  /** The CSS custom property on the theme root, e.g. `--kassa-primary-color`. */
  property: `--kassa-${string}`;
  kind: ValueKind;
  light: string;
  dark: string;
}

const variable = (
  property: ThemeVariable['property'],
  kind: ValueKind,
  light: string,
  dark: string,
): ThemeVariable => ({ property, kind, light, dark });

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// biome-ignore format: one variable per line reads as the table it is
export const THEME_VARIABLES = {
  // The spec's 27 names, in the spec's order.
  primaryColor: variable('--kassa-primary-color', 'color', '#3b4fd8', '#8e9cff'), // Primary action colour: pay button, checkbox, focus ring
  backgroundColor: variable('--kassa-background-color', 'color', '#f6f7f9', '#0b0d14'), // Page background around the form (hosted page)
  formBackground: variable('--kassa-form-background', 'color', '#ffffff', '#161a25'), // Background of the form card
  fontSizeBase: variable('--kassa-font-size-base', 'font-size', '16px', '16px'), // Base font size; other sizes are relative to it
  fontFamily: variable('--kassa-font-family', 'font-family', FONT_STACK, FONT_STACK), // Font family list of the form
  loaderColor: variable('--kassa-loader-color', 'color', 'var(--kassa-primary-color)', 'var(--kassa-primary-color)'), // Spinner shown while the checkout loads
  maxWidth: variable('--kassa-max-width', 'length', '440px', '440px'), // Greatest width of the form
  primaryColorHover: variable('--kassa-primary-color-hover', 'color', 'color-mix(in srgb, var(--kassa-pay-btn-color) 84%, #000)', 'color-mix(in srgb, var(--kassa-pay-btn-color) 84%, #fff)'), // Pay button under the pointer; by default the pay button colour, darkened (LIGHT) or lightened (DARK)
  primaryColorActive: variable('--kassa-primary-color-active', 'color', 'color-mix(in srgb, var(--kassa-pay-btn-color) 70%, #000)', 'color-mix(in srgb, var(--kassa-pay-btn-color) 68%, #fff)'), // Pay button while pressed; by default the pay button colour, darkened or lightened further
  payBtnColor: variable('--kassa-pay-btn-color', 'color', 'var(--kassa-primary-color)', 'var(--kassa-primary-color)'), // Pay button background (also set by `color`)
  payBtnColorDisabled: variable('--kassa-pay-btn-color-disabled', 'color', 'color-mix(in srgb, var(--kassa-pay-btn-color) 88%, var(--kassa-form-background))', 'color-mix(in srgb, var(--kassa-pay-btn-color) 82%, var(--kassa-form-background))'), // Pay button background while processing or once paid; by default the pay button colour, faded into the form
  payBtnFontSize: variable('--kassa-pay-btn-font-size', 'font-size', '1.0625em', '1.0625em'), // Pay button text size
  payBtnLineHeight: variable('--kassa-pay-btn-line-height', 'line-height', '1.5', '1.5'), // Pay button line height
  payBtnPadding: variable('--kassa-pay-btn-padding', 'padding', '12px 16px', '12px 16px'), // Pay button padding
  textColor: variable('--kassa-text-color', 'color', '#1a1f36', '#e6e8ef'), // Text: shop name, products, labels, total
  formBorderColor: variable('--kassa-form-border-color', 'color', '#e3e6ec', '#2c3242'), // Form card border and the line under the summary (decorative)
  formPadding: variable('--kassa-form-padding', 'padding', '32px', '32px'), // Padding inside the form card
  formBorderRadius: variable('--kassa-form-border-radius', 'radius', '12px', '12px'), // Corner radius of the form card
  m_formPadding: variable('--kassa-m-form-padding', 'padding', '20px', '20px'), // Form padding on screens up to 480px wide
  inputBackground: variable('--kassa-input-background', 'color', '#ffffff', '#0f121b'), // Background of the card fields
  inputBorderColor: variable('--kassa-input-border-color', 'color', '#8a91a2', '#6c7488'), // Card field border
  inputBorderColorHover: variable('--kassa-input-border-color-hover', 'color', '#6b7282', '#9aa2b5'), // Card field border under the pointer
  inputBorderColorFocus: variable('--kassa-input-border-color-focus', 'color', 'var(--kassa-focus-color)', 'var(--kassa-focus-color)'), // Card field border with keyboard focus
  inputBorderColorError: variable('--kassa-input-border-color-error', 'color', 'var(--kassa-error-color)', 'var(--kassa-error-color)'), // Border of a card field with an error
  inputBorderWidth: variable('--kassa-input-border-width', 'border-width', '1px', '1px'), // Card field border width
  inputBorderWidthHover: variable('--kassa-input-border-width-hover', 'border-width', '1px', '1px'), // Card field border width under the pointer
  inputBorderWidthFocus: variable('--kassa-input-border-width-focus', 'border-width', '1px', '1px'), // Card field border width with keyboard focus
  // Further visual tokens of the form (the spec allows further variable names).
  mutedColor: variable('--kassa-muted-color', 'color', '#5a6275', '#a4abbd'), // Secondary text: hints, product descriptions, read-only fields
  errorColor: variable('--kassa-error-color', 'color', '#b42318', '#ff8f84'), // Field errors and the form alert
  errorBackground: variable('--kassa-error-background', 'color', '#fef3f2', '#2c1618'), // Background of the form alert (declines)
  focusColor: variable('--kassa-focus-color', 'color', 'var(--kassa-primary-color)', 'var(--kassa-primary-color)'), // Keyboard focus ring
  inputTextColor: variable('--kassa-input-text-color', 'color', 'var(--kassa-text-color)', 'var(--kassa-text-color)'), // Text typed in the card fields
  inputBorderRadius: variable('--kassa-input-border-radius', 'radius', '8px', '8px'), // Corner radius of the card fields and the alert
  payBtnTextColor: variable('--kassa-pay-btn-text-color', 'color', '#ffffff', '#0b0d14'), // Pay button text
  payBtnBorderRadius: variable('--kassa-pay-btn-radius', 'radius', '8px', '8px'), // Corner radius of the pay button
  badgeBackground: variable('--kassa-badge-background', 'color', '#eef0f4', '#272c3a'), // Card scheme badge background
  badgeTextColor: variable('--kassa-badge-text-color', 'color', '#3c4257', '#d4d8e3'), // Card scheme badge text
  formShadow: variable('--kassa-form-shadow', 'shadow', '0 1px 3px rgb(16 24 40 / 0.08), 0 8px 24px rgb(16 24 40 / 0.06)', '0 1px 3px rgb(0 0 0 / 0.4), 0 8px 24px rgb(0 0 0 / 0.3)'), // Shadow of the form card
  lineHeight: variable('--kassa-line-height', 'line-height', '1.5', '1.5'), // Line height of the form text
} as const satisfies Record<string, ThemeVariable>;

export type ThemeVariableName = keyof typeof THEME_VARIABLES;

/** The spec's 27 names (Resources → Payment form override), in the spec's order. */
export const SPEC_VARIABLE_NAMES = [
  'primaryColor',
  'backgroundColor',
  'formBackground',
  'fontSizeBase',
  'fontFamily',
  'loaderColor',
  'maxWidth',
  'primaryColorHover',
  'primaryColorActive',
  'payBtnColor',
  'payBtnColorDisabled',
  'payBtnFontSize',
  'payBtnLineHeight',
  'payBtnPadding',
  'textColor',
  'formBorderColor',
  'formPadding',
  'formBorderRadius',
  'm_formPadding',
  'inputBackground',
  'inputBorderColor',
  'inputBorderColorHover',
  'inputBorderColorFocus',
  'inputBorderColorError',
  'inputBorderWidth',
  'inputBorderWidthHover',
  'inputBorderWidthFocus',
] as const satisfies readonly ThemeVariableName[];

export function isThemeVariableName(name: string): name is ThemeVariableName {
  return Object.hasOwn(THEME_VARIABLES, name);
}

/** A variable's built-in value in LIGHT or DARK, with var() references followed to a value. */
export function defaultValue(name: ThemeVariableName, mode: 'light' | 'dark'): string {
  const value: string = THEME_VARIABLES[name][mode];
  const reference = /^var\((--kassa-[a-z-]+)\)$/.exec(value)?.[1];
  const target = Object.entries(THEME_VARIABLES).find(([, v]) => v.property === reference)?.[0];
  return target ? defaultValue(target as ThemeVariableName, mode) : value;
}
