// The suggestion the preview offers for text that does not read: the colour nearest to the
// designer's that reads on every background it is painted on. "Nearest" keeps the colour's hue
// and saturation (HSL) and changes its lightness as little as possible, so a brand's green stays
// that green, only darker or lighter; the answer is opaque, since a translucent label is what
// fades in the first place.
import { isLegibleText } from '../themes/contrast.ts';
import { parseCssColor, type Rgba } from '../themes/css-color.ts';
import { formatColour } from '../themes/theme-colours.ts';

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hslOf({ r, g, b }: Rgba): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === red
      ? ((green - blue) / d + (green < blue ? 6 : 0)) / 6
      : max === green
        ? ((blue - red) / d + 2) / 6
        : ((red - green) / d + 4) / 6;
  return { h, s, l };
}

export function rgbOf({ h, s, l }: Hsl): Rgba {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number): number => {
    const k = (n + h * 12) % 12;
    return 255 * (l - (c / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: channel(0), g: channel(8), b: channel(4), a: 1 };
}

/** Lightness steps tried: 0.1 % apart, finer than #rrggbb can tell apart at most hues. */
const STEPS = 1000;

/**
 * The opaque `#rrggbb` nearest to `colour` (same hue and saturation, least change of HSL
 * lightness) that reads at LEGIBLE_TEXT_RATIO on each of `backgrounds`; null when `colour` is not
 * a colour or when no lightness reads on all of them (a light and a dark background at once).
 */
export function nearestLegibleColour(
  colour: string,
  backgrounds: readonly string[],
): string | null {
  const rgba = parseCssColor(colour);
  if (!rgba) return null;
  const { h, s, l } = hslOf(rgba);
  const reads = (candidate: string): boolean =>
    backgrounds.every((background) => isLegibleText(candidate, background));
  let best: { candidate: string; distance: number } | null = null;
  for (let step = 0; step <= STEPS; step += 1) {
    const candidate = formatColour(rgbOf({ h, s, l: step / STEPS }));
    const distance = Math.abs(step / STEPS - l);
    if ((best === null || distance < best.distance) && reads(candidate)) {
      best = { candidate, distance };
    }
  }
  return best?.candidate ?? null;
}
