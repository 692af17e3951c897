// AA contrast warnings for the text/background pairs a merchant can change. A pair is checked in
// LIGHT and DARK once the override sets either side; the side it leaves alone keeps the theme's
// default.
import type { PaymentFormOverride } from '../src/checkout/session-api.ts';
import { AA_TEXT, contrastRatio } from '../themes/contrast.ts';
import { defaultVariable } from './theme-seam.ts';

interface ContrastPair {
  label: string;
  foreground: string;
  background: string;
}

const PAIRS: readonly ContrastPair[] = [
  { label: 'Text on the form', foreground: 'textColor', background: 'formBackground' },
  { label: 'Secondary text on the form', foreground: 'mutedColor', background: 'formBackground' },
  { label: 'Errors on the form', foreground: 'errorColor', background: 'formBackground' },
  { label: 'Typed card details', foreground: 'inputTextColor', background: 'inputBackground' },
  { label: 'Pay button label', foreground: 'payBtnTextColor', background: 'payBtnColor' },
];

export interface ContrastWarning {
  message: string;
}

function overrideValue(override: PaymentFormOverride, name: string): string | undefined {
  // `color` is the pay button colour; a theme variable set as well is more specific.
  if (name === 'payBtnColor')
    return override.theme_variables?.payBtnColor ?? override.color ?? primary(override);
  if (name === 'inputTextColor')
    return override.theme_variables?.inputTextColor ?? override.theme_variables?.textColor;
  return override.theme_variables?.[name];
}

const primary = (override: PaymentFormOverride): string | undefined =>
  override.theme_variables?.primaryColor;

export function contrastWarnings(override: PaymentFormOverride): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of PAIRS) {
    const fg = overrideValue(override, pair.foreground);
    const bg = overrideValue(override, pair.background);
    if (fg === undefined && bg === undefined) continue;
    for (const palette of ['light', 'dark'] as const) {
      const foreground = fg ?? defaultVariable(pair.foreground, palette);
      const background = bg ?? defaultVariable(pair.background, palette);
      if (!foreground || !background) continue;
      const ratio = contrastRatio(foreground, background);
      if (ratio === null || ratio >= AA_TEXT) continue;
      warnings.push({
        message: `${pair.label} (${palette === 'light' ? 'LIGHT' : 'DARK'}): ${foreground} on ${background} is ${ratio.toFixed(2)}:1, below the 4.5:1 of WCAG AA`,
      });
    }
  }
  return warnings;
}
