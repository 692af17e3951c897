import { describe, expect, it } from 'vitest';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import { parseCssColor } from '../themes/css-color.ts';
import { formatColour } from '../themes/theme-colours.ts';
import { hslOf, nearestLegibleColour, rgbOf } from './nearest-legible-colour.ts';

const hsl = (colour: string) => {
  const rgba = parseCssColor(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  return hslOf(rgba);
};

/** Every colour of `colour`'s hue and saturation strictly nearer to it in lightness than `than`. */
function nearerThan(colour: string, than: string): string[] {
  const { h, s, l } = hsl(colour);
  const limit = Math.abs(hsl(than).l - l);
  const nearer: string[] = [];
  for (let step = 0; step <= 1000; step += 1) {
    if (Math.abs(step / 1000 - l) < limit - 0.002)
      nearer.push(formatColour(rgbOf({ h, s, l: step / 1000 })));
  }
  return nearer;
}

describe('nearestLegibleColour', () => {
  it('answers a white pay label on a yellow button with the nearest grey that reads at 4.5:1', () => {
    const suggestion = nearestLegibleColour('#ffffff', ['#ffd60a']);
    expect(suggestion).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(suggestion ?? '', '#ffd60a')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    // One shade lighter no longer reads: nothing nearer to white does.
    const channel = Number.parseInt(suggestion?.slice(1, 3) ?? '', 16) + 1;
    const lighter = `#${channel.toString(16).padStart(2, '0').repeat(3)}`;
    expect(contrastRatio(lighter, '#ffd60a')).toBeLessThan(LEGIBLE_TEXT_RATIO);
  });

  it('keeps the hue and saturation and changes the lightness least', () => {
    const original = '#4f8fe0';
    const suggestion = nearestLegibleColour(original, ['#ffffff']) ?? '';
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    expect(hsl(suggestion).h).toBeCloseTo(hsl(original).h, 2);
    expect(hsl(suggestion).s).toBeCloseTo(hsl(original).s, 1);
    expect(hsl(suggestion).l).toBeLessThan(hsl(original).l);
    for (const nearer of nearerThan(original, suggestion)) {
      expect(contrastRatio(nearer, '#ffffff')).toBeLessThan(LEGIBLE_TEXT_RATIO);
    }
  });

  it('goes lighter on a dark background', () => {
    const suggestion = nearestLegibleColour('#3b4fd8', ['#161a25']) ?? '';
    expect(hsl(suggestion).l).toBeGreaterThan(hsl('#3b4fd8').l);
    expect(contrastRatio(suggestion, '#161a25')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
  });

  it('reads on every background given, or answers null when no lightness can', () => {
    const both = nearestLegibleColour('#777777', ['#ffffff', '#eeeeee']) ?? '';
    expect(contrastRatio(both, '#ffffff')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    expect(contrastRatio(both, '#eeeeee')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    expect(nearestLegibleColour('#777777', ['#ffffff', '#161a25'])).toBeNull();
    expect(nearestLegibleColour('var(--x)', ['#ffffff'])).toBeNull();
  });
});
