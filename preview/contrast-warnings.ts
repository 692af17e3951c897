// AA contrast warnings for the text/background pairs a merchant can change, in LIGHT and DARK:
// through theme variables (and `color`), and through theme_rules that set a public part's `color`
// or background. Colours are worked out as the browser would (themes/theme-colours.ts), so a value
// that flows on through var() or color-mix() is checked where it lands. The built-in themes meet AA
// (themes/contrast.test.ts), so every pair below it is the override's doing.

import { AA_TEXT, contrastRatio } from '../themes/contrast.ts';
import { isCssColor } from '../themes/css-color.ts';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import {
  formatColour,
  type Palette,
  type ThemeValues,
  themeColour,
} from '../themes/theme-colours.ts';
import { isThemeVariableName, type ThemeVariableName } from '../themes/theme-variables.ts';

interface ContrastPair {
  label: string;
  foreground: ThemeVariableName;
  background: ThemeVariableName;
}

const pair = (
  label: string,
  foreground: ThemeVariableName,
  background: ThemeVariableName,
): ContrastPair => ({ label, foreground, background });

const TEXT = pair('Text on the form', 'textColor', 'formBackground');
const MUTED = pair('Secondary text on the form', 'mutedColor', 'formBackground');
const ERROR = pair('Errors on the form', 'errorColor', 'formBackground');
const ALERT = pair('Decline message', 'errorColor', 'errorBackground');
const INPUT = pair('Typed card details', 'inputTextColor', 'inputBackground');
const PAY = pair('Pay button label', 'payBtnTextColor', 'payBtnColor');
const BADGE = pair('Card scheme badge', 'badgeTextColor', 'badgeBackground');

const VARIABLE_PAIRS: readonly ContrastPair[] = [TEXT, MUTED, ERROR, ALERT, INPUT, PAY, BADGE];

/** The text/background pair of each public class with text (themes/theme-rules.ts). */
const RULE_PAIRS: Readonly<Record<string, ContrastPair>> = {
  'kassa-form': TEXT,
  'kassa-shop-name': TEXT,
  'kassa-total': TEXT,
  'kassa-total-amount': TEXT,
  'kassa-section-title': TEXT,
  'kassa-product': TEXT,
  'kassa-product-name': TEXT,
  'kassa-product-price': TEXT,
  'kassa-label': TEXT,
  'kassa-product-description': MUTED,
  'kassa-hint': MUTED,
  'kassa-error': ERROR,
  'kassa-alert': ALERT,
  'kassa-input': INPUT,
  'kassa-pay-button': PAY,
  'kassa-scheme-badge': BADGE,
};

export interface ContrastWarning {
  message: string;
}

const PALETTES: readonly Palette[] = ['light', 'dark'];

/** The variables an override sets; `color` is the pay button's unless payBtnColor is set too. */
function valuesOf(override: PaymentFormOverride): ThemeValues {
  const values: ThemeValues = {};
  for (const [name, value] of Object.entries(override.theme_variables ?? {})) {
    if (isThemeVariableName(name)) values[name] = value;
  }
  if (override.color && values.payBtnColor === undefined) values.payBtnColor = override.color;
  return values;
}

const colourOf = (
  name: ThemeVariableName,
  palette: Palette,
  values: ThemeValues,
): string | null => {
  const colour = themeColour(name, palette, values);
  return colour && formatColour(colour);
};

function check(
  what: string,
  palette: Palette,
  foreground: string | null,
  background: string | null,
): ContrastWarning | null {
  if (!foreground || !background) return null;
  const ratio = contrastRatio(foreground, background);
  if (ratio === null || ratio >= AA_TEXT) return null;
  return {
    message: `${what} (${palette === 'light' ? 'LIGHT' : 'DARK'}): ${foreground} on ${background} is ${ratio.toFixed(2)}:1, below the 4.5:1 of WCAG AA`,
  };
}

/** A rule's text colour and background, where it sets them as plain colours. */
function ruleColours(declarations: Record<string, string> | undefined): {
  color?: string;
  background?: string;
} {
  const background = declarations?.['background-color'] ?? declarations?.background;
  return {
    ...(declarations?.color && isCssColor(declarations.color) && { color: declarations.color }),
    ...(background && isCssColor(background) && { background }),
  };
}

export function contrastWarnings(override: PaymentFormOverride): ContrastWarning[] {
  const values = valuesOf(override);
  const warnings: ContrastWarning[] = [];
  const add = (warning: ContrastWarning | null): void => {
    if (warning) warnings.push(warning);
  };

  for (const { label, foreground, background } of VARIABLE_PAIRS) {
    for (const palette of PALETTES) {
      add(
        check(
          label,
          palette,
          colourOf(foreground, palette, values),
          colourOf(background, palette, values),
        ),
      );
    }
  }

  const rules = override.theme_rules ?? {};
  for (const [selector, declarations] of Object.entries(rules)) {
    const name = /^\.([a-z-]+)/.exec(selector)?.[1] ?? '';
    const target = RULE_PAIRS[name];
    const own = ruleColours(declarations);
    if (!target || (own.color === undefined && own.background === undefined)) continue;
    // A state's rule (`:hover`) paints over the part's own rule, which paints over the variables.
    const base = selector === `.${name}` ? {} : ruleColours(rules[`.${name}`]);
    for (const palette of PALETTES) {
      add(
        check(
          `theme_rules["${selector}"]`,
          palette,
          own.color ?? base.color ?? colourOf(target.foreground, palette, values),
          own.background ?? base.background ?? colourOf(target.background, palette, values),
        ),
      );
    }
  }
  return warnings;
}
