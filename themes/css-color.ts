import { NAMED_COLORS } from './named-colors.ts';

// The colour grammar theme overrides accept, deliberately a small subset of CSS Color 4:
// hex, rgb()/rgba(), hsl()/hsla() with plain numbers, the named colours, `transparent` and
// `currentcolor`. Anything else — functions such as var() or color-mix(), escapes, comments — is
// not a colour here, so a colour value can never carry more than a colour.

/** sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})`;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const ARGUMENT = new RegExp(`^(${NUMBER})(%|deg)?$`);

export const COLOR_RULE = 'must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a named colour)';

function fromHex(hex: string): Rgba {
  const digits =
    hex.length <= 5 ? [...hex.slice(1)].map((d) => d + d) : (hex.slice(1).match(/../g) ?? []);
  const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
  return { r, g, b, a: a / 255 };
}

interface Argument {
  value: number;
  unit: '' | '%' | 'deg';
}

/** "10, 20%, 30" or "10 20% 30 / 0.5" → arguments; null unless one consistent syntax is used. */
function splitArguments(text: string): Argument[] | null {
  const trimmed = text.trim();
  const parts = trimmed.includes(',')
    ? trimmed.split(',').map((part) => part.trim())
    : trimmed.replace(/\s*\/\s*/, ' / ').split(/\s+/);
  const slash = parts.indexOf('/');
  if (slash !== -1) {
    if (slash !== 3 || parts.length !== 5) return null;
    parts.splice(slash, 1);
  } else if (!trimmed.includes(',') && parts.length !== 3) {
    return null;
  }
  if (parts.length < 3 || parts.length > 4) return null;
  const args: Argument[] = [];
  for (const part of parts) {
    const match = ARGUMENT.exec(part);
    if (!match) return null;
    args.push({ value: Number(match[1]), unit: (match[2] ?? '') as Argument['unit'] });
  }
  return args;
}

function alphaOf(arg: Argument | undefined): number | null {
  if (!arg) return 1;
  if (arg.unit === 'deg') return null;
  const alpha = arg.unit === '%' ? arg.value / 100 : arg.value;
  return alpha <= 1 ? alpha : null;
}

function fromRgb(args: Argument[]): Rgba | null {
  const channels: number[] = [];
  for (const arg of args.slice(0, 3)) {
    if (arg.unit === 'deg') return null;
    const channel = arg.unit === '%' ? (arg.value / 100) * 255 : arg.value;
    if (channel > 255) return null;
    channels.push(channel);
  }
  const a = alphaOf(args[3]);
  const [r = 0, g = 0, b = 0] = channels;
  return a === null ? null : { r, g, b, a };
}

function fromHsl(args: Argument[]): Rgba | null {
  const [hue, saturation, lightness] = args;
  if (!hue || hue.unit === '%' || !saturation || !lightness) return null;
  if (saturation.unit !== '%' || lightness.unit !== '%') return null;
  if (saturation.value > 100 || lightness.value > 100) return null;
  const a = alphaOf(args[3]);
  if (a === null) return null;
  const h = (hue.value % 360) / 30;
  const s = saturation.value / 100;
  const l = lightness.value / 100;
  const k = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const t = (n + h) % 12;
    return (l - k * Math.max(-1, Math.min(t - 3, 9 - t, 1))) * 255;
  };
  return { r: channel(0), g: channel(8), b: channel(4), a };
}

/**
 * The colour a value names, or null when the value is not in the accepted grammar. `currentcolor`
 * is accepted by {@link isCssColor} but has no value of its own, so it parses to null here.
 */
export function parseCssColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (HEX.test(text)) return fromHex(text);
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(text);
  if (named) return fromHex(`#${named}`);
  const call = COLOR_FUNCTION.exec(text);
  if (!call?.[1] || call[2] === undefined) return null;
  const args = splitArguments(call[2]);
  if (!args) return null;
  return call[1].startsWith('rgb') ? fromRgb(args) : fromHsl(args);
}

/** Whether a value is a colour in the accepted grammar. */
export function isCssColor(value: string): boolean {
  return value.trim().toLowerCase() === 'currentcolor' || parseCssColor(value) !== null;
}
