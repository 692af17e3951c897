// AA contrast warnings for the text/background pairs a merchant can change, in LIGHT and DARK:
// through theme variables (and `color`), and through theme_rules that set a public part's `color`
// or background. Colours are worked out as the browser would (themes/theme-colours.ts), so a value
// that flows on through var() or color-mix() is checked where it lands. The built-in themes meet AA
// (themes/contrast.test.ts), so every pair below it is the override's doing.
//
// Enforced, not only warned about: text the form's legibility guard keeps readable (the pay label,
// the total and products, the alerts: src/theme/legible-parts.ts) below the same ratio in a theme
// type shoppers get from the override blocks copying and trying the override, and comes with the
// nearest colour that reads (nearest-legible-colour.ts). A pair below AA only in a theme type the
// override does not pick (which the embed's config.theme still could) stays a warning.

import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import { isCssColor } from '../themes/css-color.ts';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import { PROTECTED_PARTS } from '../themes/protected-parts.ts';
import { DEFAULT_THEME_TYPE } from '../themes/resolve-theme.ts';
import {
  formatColour,
  type Palette,
  type ThemeValues,
  themeColour,
} from '../themes/theme-colours.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { isThemeVariableName, type ThemeVariableName } from '../themes/theme-variables.ts';
import { nearestLegibleColour } from './nearest-legible-colour.ts';

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

/** The variable pairs of the parts the form's guard keeps legible (PROTECTED_PARTS' text). */
const GUARDED_PAIRS: ReadonlySet<ContrastPair> = new Set([TEXT, ERROR, ALERT, PAY]);

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

/** Where a suggested colour goes: a theme variable, or the `color` of a theme_rules selector. */
export type FixTarget =
  | { kind: 'variable'; name: ThemeVariableName }
  | { kind: 'rule'; selector: string };

/** The nearest text colour that reads on the pair's background in every theme type shown. */
export interface ContrastFix {
  target: FixTarget;
  colour: string;
  /** "payBtnTextColor" or `theme_rules[".kassa-pay-button"] color`: what the button changes. */
  what: string;
}

export interface ContrastWarning {
  message: string;
  /** In a theme type shoppers get, on a guarded part: the override may not be copied or tried. */
  enforced: boolean;
  /** The suggested fix (the same object on each theme type's warning of one pair), if any. */
  fix: ContrastFix | null;
}

const PALETTES: readonly Palette[] = ['light', 'dark'];

/** The palettes shoppers see with the override's theme_type (BROWSER: either). */
function shownPalettes(themeType: ThemeType | undefined): readonly Palette[] {
  switch (themeType ?? DEFAULT_THEME_TYPE) {
    case 'DARK':
      return ['dark'];
    case 'BROWSER':
      return PALETTES;
    default:
      return ['light'];
  }
}

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

/** The message for a pair below AA in one palette, or null when it reads (or is no colour). */
function check(
  what: string,
  palette: Palette,
  foreground: string | null,
  background: string | null,
): string | null {
  if (!foreground || !background) return null;
  const ratio = contrastRatio(foreground, background);
  if (ratio === null || ratio >= LEGIBLE_TEXT_RATIO) return null;
  return `${what} (${palette === 'light' ? 'LIGHT' : 'DARK'}): ${foreground} on ${background} is ${ratio.toFixed(2)}:1, below the 4.5:1 of WCAG AA`;
}

/** One pair's colours in each palette, and where its text colour would be set. */
interface PairColours {
  what: string;
  guarded: boolean;
  target: FixTarget;
  targetName: string;
  colours(palette: Palette): { foreground: string | null; background: string | null };
}

/**
 * The pair's warnings; those in a shown palette carry the fix, worked out once against the
 * backgrounds of every shown palette (one value of the variable or rule paints in all of them).
 */
function pairWarnings(pair: PairColours, shown: readonly Palette[]): ContrastWarning[] {
  const failing = PALETTES.flatMap((palette) => {
    const { foreground, background } = pair.colours(palette);
    const message = check(pair.what, palette, foreground, background);
    return message ? [{ palette, message, foreground }] : [];
  });
  const firstShown = failing.find(({ palette }) => shown.includes(palette));
  let fix: ContrastFix | null = null;
  if (firstShown?.foreground) {
    const backgrounds = shown.flatMap((palette) => pair.colours(palette).background ?? []);
    const colour = nearestLegibleColour(firstShown.foreground, backgrounds);
    if (colour) fix = { target: pair.target, colour, what: pair.targetName };
  }
  return failing.map(({ palette, message }) => {
    const inShown = shown.includes(palette);
    return { message, enforced: inShown && pair.guarded, fix: inShown ? fix : null };
  });
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
  const shown = shownPalettes(override.theme_type);
  const warnings: ContrastWarning[] = [];

  for (const pair of VARIABLE_PAIRS) {
    const { label, foreground, background } = pair;
    warnings.push(
      ...pairWarnings(
        {
          what: label,
          guarded: GUARDED_PAIRS.has(pair),
          target: { kind: 'variable', name: foreground },
          targetName: foreground,
          colours: (palette) => ({
            foreground: colourOf(foreground, palette, values),
            background: colourOf(background, palette, values),
          }),
        },
        shown,
      ),
    );
  }

  const rules = override.theme_rules ?? {};
  for (const [selector, declarations] of Object.entries(rules)) {
    const name = /^\.([a-z-]+)/.exec(selector)?.[1] ?? '';
    const target = RULE_PAIRS[name];
    const own = ruleColours(declarations);
    if (!target || (own.color === undefined && own.background === undefined)) continue;
    // A state's rule (`:hover`) paints over the part's own rule, which paints over the variables.
    const base = selector === `.${name}` ? {} : ruleColours(rules[`.${name}`]);
    warnings.push(
      ...pairWarnings(
        {
          what: `theme_rules["${selector}"]`,
          guarded: PROTECTED_PARTS.includes(name),
          target: { kind: 'rule', selector },
          targetName: `theme_rules["${selector}"] color`,
          colours: (palette) => ({
            foreground: own.color ?? base.color ?? colourOf(target.foreground, palette, values),
            background:
              own.background ?? base.background ?? colourOf(target.background, palette, values),
          }),
        },
        shown,
      ),
    );
  }
  return warnings;
}
