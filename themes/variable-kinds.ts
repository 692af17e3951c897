// Generated from themes/theme-variables.ts by themes/variable-kinds.test.ts: do not edit.
// To change a variable, edit the table and run `npx vitest run themes -u`.
import type { ValueKind } from './css-values.ts';
import type { ThemeVariableName } from './theme-variables.ts';

/** Theme variable name → its CSS custom property and the kind of value it takes. */
// biome-ignore format: one variable per line, as the table it is generated from
export const VARIABLE_KINDS: Readonly<Record<ThemeVariableName, readonly [`--kassa-${string}`, ValueKind]>> = {
  primaryColor: ['--kassa-primary-color', 'color'],
  backgroundColor: ['--kassa-background-color', 'color'],
  formBackground: ['--kassa-form-background', 'color'],
  fontSizeBase: ['--kassa-font-size-base', 'font-size'],
  fontFamily: ['--kassa-font-family', 'font-family'],
  loaderColor: ['--kassa-loader-color', 'color'],
  maxWidth: ['--kassa-max-width', 'length'],
  primaryColorHover: ['--kassa-primary-color-hover', 'color'],
  primaryColorActive: ['--kassa-primary-color-active', 'color'],
  payBtnColor: ['--kassa-pay-btn-color', 'color'],
  payBtnColorDisabled: ['--kassa-pay-btn-color-disabled', 'color'],
  payBtnFontSize: ['--kassa-pay-btn-font-size', 'font-size'],
  payBtnLineHeight: ['--kassa-pay-btn-line-height', 'line-height'],
  payBtnPadding: ['--kassa-pay-btn-padding', 'padding'],
  textColor: ['--kassa-text-color', 'color'],
  formBorderColor: ['--kassa-form-border-color', 'color'],
  formPadding: ['--kassa-form-padding', 'padding'],
  formBorderRadius: ['--kassa-form-border-radius', 'radius'],
  m_formPadding: ['--kassa-m-form-padding', 'padding'],
  inputBackground: ['--kassa-input-background', 'color'],
  inputBorderColor: ['--kassa-input-border-color', 'color'],
  inputBorderColorHover: ['--kassa-input-border-color-hover', 'color'],
  inputBorderColorFocus: ['--kassa-input-border-color-focus', 'color'],
  inputBorderColorError: ['--kassa-input-border-color-error', 'color'],
  inputBorderWidth: ['--kassa-input-border-width', 'border-width'],
  inputBorderWidthHover: ['--kassa-input-border-width-hover', 'border-width'],
  inputBorderWidthFocus: ['--kassa-input-border-width-focus', 'border-width'],
  mutedColor: ['--kassa-muted-color', 'color'],
  errorColor: ['--kassa-error-color', 'color'],
  errorBackground: ['--kassa-error-background', 'color'],
  focusColor: ['--kassa-focus-color', 'color'],
  inputTextColor: ['--kassa-input-text-color', 'color'],
  inputBorderRadius: ['--kassa-input-border-radius', 'radius'],
  payBtnTextColor: ['--kassa-pay-btn-text-color', 'color'],
  payBtnBorderRadius: ['--kassa-pay-btn-radius', 'radius'],
  badgeBackground: ['--kassa-badge-background', 'color'],
  badgeTextColor: ['--kassa-badge-text-color', 'color'],
  formShadow: ['--kassa-form-shadow', 'shadow'],
  lineHeight: ['--kassa-line-height', 'line-height'],
};

export const isVariableName = (name: string): name is ThemeVariableName =>
  Object.hasOwn(VARIABLE_KINDS, name);
