import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast.ts';
import { formatColour, themeColour } from './theme-colours.ts';
import type { ThemeVariableName } from './theme-variables.ts';

/** A built-in colour as the browser works it out, var() and color-mix() included. */
function colour(name: ThemeVariableName, palette: 'light' | 'dark'): string {
  const value = themeColour(name, palette);
  if (!value) throw new Error(`${name} has no colour in ${palette}`);
  return formatColour(value);
}

describe('contrastRatio', () => {
  it('computes the WCAG ratio of two colours, in either order', () => {
    expect(contrastRatio('#000', 'white')).toBeCloseTo(21, 5);
    expect(contrastRatio('white', 'black')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3b4fd8', '#3b4fd8')).toBe(1);
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5);
    expect(contrastRatio('hsl(0 0% 46.3%)', 'rgb(255, 255, 255)')).toBeCloseTo(4.55, 1);
  });

  it('lays a translucent foreground over the background', () => {
    expect(contrastRatio('rgb(0 0 0 / 0)', '#fff')).toBe(1);
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#fff')).toBeCloseTo(3.98, 1);
  });

  it('has no answer for what is not a colour', () => {
    expect(contrastRatio('currentcolor', '#fff')).toBeNull();
    expect(contrastRatio('#fff', 'var(--x)')).toBeNull();
  });
});

// WCAG 1.4.3: text and what it is drawn on. The pay button keeps its text colour in every state.
const TEXT_PAIRS: [ThemeVariableName, ThemeVariableName][] = [
  ['textColor', 'formBackground'],
  ['textColor', 'backgroundColor'],
  ['mutedColor', 'formBackground'],
  ['mutedColor', 'inputBackground'],
  ['inputTextColor', 'inputBackground'],
  ['errorColor', 'formBackground'],
  ['errorColor', 'errorBackground'],
  ['payBtnTextColor', 'payBtnColor'],
  ['payBtnTextColor', 'primaryColorHover'],
  ['payBtnTextColor', 'primaryColorActive'],
  ['payBtnTextColor', 'payBtnColorDisabled'],
  ['badgeTextColor', 'badgeBackground'],
];

// WCAG 1.4.11: the boundaries of the card fields in every state, the focus ring, the checkbox and
// the loading spinner. formBorderColor is decorative (the card's edge), so it is not held to 3:1.
const NON_TEXT_PAIRS: [ThemeVariableName, ThemeVariableName][] = [
  ['inputBorderColor', 'inputBackground'],
  ['inputBorderColor', 'formBackground'],
  ['inputBorderColorHover', 'inputBackground'],
  ['inputBorderColorFocus', 'inputBackground'],
  ['inputBorderColorError', 'inputBackground'],
  ['focusColor', 'formBackground'],
  ['focusColor', 'backgroundColor'],
  ['primaryColor', 'formBackground'],
  ['loaderColor', 'backgroundColor'],
];

describe.each(['light', 'dark'] as const)('the built-in %s theme meets WCAG AA', (mode) => {
  it.each(TEXT_PAIRS)(`%s on %s: at least ${AA_TEXT}:1`, (text, background) => {
    expect(contrastRatio(colour(text, mode), colour(background, mode))).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it.each(NON_TEXT_PAIRS)(`%s against %s: at least ${AA_NON_TEXT}:1`, (part, background) => {
    expect(contrastRatio(colour(part, mode), colour(background, mode))).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
  });
});
