import { parseCssColor, type Rgba } from './css-color.ts';

// WCAG 2.2 contrast ratio (1.4.3 text, 1.4.11 non-text), for the built-in themes' tests and for the
// designer preview's warnings when a merchant's text/background pair falls below AA.

/** WCAG AA minimums: body text, and borders, focus indicators and other UI graphics. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * The least contrast the form keeps on the text a shopper must read to agree to a payment (the pay
 * button's label, the total, the products, the alerts). One number for both sides: the form's
 * guard (src/theme/legible-parts.ts) repaints such text below it, and the designer preview will not
 * let an override whose text falls below it be copied or tried.
 */
export const LEGIBLE_TEXT_RATIO = AA_TEXT;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number): number => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Contrast ratio (1–21) of `foreground` on `background`, both CSS colours. A translucent
 * background is taken over white, a translucent foreground over the background. Null when either
 * is not a colour with a value of its own (`currentcolor`, or not a colour at all).
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseCssColor(foreground);
  const bg = parseCssColor(background);
  if (!fg || !bg) return null;
  const base = over(bg, WHITE);
  const [lighter, darker] = [luminance(over(fg, base)), luminance(base)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Whether `foreground` on `background` reads at LEGIBLE_TEXT_RATIO; false when either is no colour. */
export function isLegibleText(foreground: string, background: string): boolean {
  return (contrastRatio(foreground, background) ?? 0) >= LEGIBLE_TEXT_RATIO;
}
