// The one place the preview meets the theme modules: the shared validator (the server's 400 and
// the preview's inline errors say the same), the resolver and the form core's applyTheme.

import {
  paymentFormOverrideErrors,
  validatePaymentFormOverride,
} from '../common/messages/override-validation.ts';
import { applyTheme } from '../src/theme/apply-theme.ts';
import { keepPartsLegible } from '../src/theme/legible-parts.ts';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import { DEFAULT_THEME_TYPE, resolveTheme } from '../themes/resolve-theme.ts';
import { formatColour, type Palette, themeColour } from '../themes/theme-colours.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import {
  defaultValue,
  THEME_VARIABLES,
  type ThemeVariableName,
} from '../themes/theme-variables.ts';
import type { OverrideError } from '../themes/validate-override.ts';

export type OverrideProblem = OverrideError;

export type OverrideCheck =
  | { ok: true; override: PaymentFormOverride }
  | { ok: false; problems: OverrideProblem[] };

/**
 * Every part of `value` the checkout route would refuse, in document order (the server answers
 * the first); or the override as the server would store it.
 */
export function checkOverride(value: unknown): OverrideCheck {
  const problems = paymentFormOverrideErrors(value);
  if (problems.length > 0) return { ok: false, problems };
  const result = validatePaymentFormOverride(value);
  return result.ok ? result : { ok: false, problems: [result.error] };
}

/**
 * Paints `root` (an ancestor of the form) in `themeType` with the override on top; the panel's
 * theme wins over override.theme_type as the embed's config.theme would. Answers the undo.
 */
export function applyPreviewTheme(
  root: HTMLElement,
  themeType: ThemeType,
  override: PaymentFormOverride,
): () => void {
  const undo = applyTheme(root, resolveTheme({ override, embedTheme: themeType }));
  // The panels paint what shoppers would see, legibility fallbacks included.
  const stopChecking = keepPartsLegible(root);
  return () => {
    stopChecking();
    undo();
  };
}

/** The theme type an override gives shoppers, before any embed's config.theme. */
export const shownThemeType = (override: PaymentFormOverride): ThemeType =>
  override.theme_type ?? DEFAULT_THEME_TYPE;

/** A variable as the preview lists it: its kind and the value it paints with in each theme. */
export interface BuiltInDefault {
  name: ThemeVariableName;
  kind: string;
  light: string;
  dark: string;
}

/** Colours worked out to hex (var() and color-mix() followed), other values as they are. */
export function builtInDefaults(): BuiltInDefault[] {
  const shown = (name: ThemeVariableName, palette: Palette): string => {
    const colour = THEME_VARIABLES[name].kind === 'color' ? themeColour(name, palette) : null;
    return colour ? formatColour(colour) : defaultValue(name, palette);
  };
  return (Object.keys(THEME_VARIABLES) as ThemeVariableName[]).map((name) => ({
    name,
    kind: THEME_VARIABLES[name].kind,
    light: shown(name, 'light'),
    dark: shown(name, 'dark'),
  }));
}
