import { parseCssColor, type Rgba } from './css-color.ts';
import { THEME_VARIABLES, type ThemeVariableName } from './theme-variables.ts';

// The colour a theme variable paints with, worked out as the browser does from the built-in
// defaults and whatever a theme sets. Built-in defaults may follow another variable
// (`var(--kassa-primary-color)`) or mix one with a colour (`color-mix(in srgb, var(--kassa-pay-btn-
// color) 84%, #000)`: the pay button's hover is its own colour darkened, whatever colour a merchant
// picks). Merchant values are plain colours (themes/css-color.ts), so only defaults use this
// grammar. Used by the contrast tests of the built-in themes and the designer preview's warnings.

export type Palette = 'light' | 'dark';

/** Values a theme sets, by variable name; the rest keep the palette's defaults. */
export type ThemeValues = Partial<Record<ThemeVariableName, string>>;

const VAR = /^var\((--kassa-[a-z-]+)\)$/;
const COLOR_MIX = /^color-mix\(in srgb,(.*)\)$/;
const MIX_PART = /^(.*?)(?:\s+(\d{1,3}(?:\.\d+)?)%)?$/;

const byProperty = new Map<string, ThemeVariableName>(
  Object.entries(THEME_VARIABLES).map(([name, variable]) => [
    variable.property,
    name as ThemeVariableName,
  ]),
);

/** Top-level commas only: `a(b, c), d` → [`a(b, c)`, `d`]. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/** CSS Color 5 color-mix() in sRGB: premultiplied alpha, missing percentages share the rest. */
function mix(first: Rgba, p1: number | undefined, second: Rgba, p2: number | undefined): Rgba {
  const w1 = p1 ?? (p2 === undefined ? 0.5 : 1 - p2);
  const w2 = p2 ?? 1 - w1;
  const a = first.a * w1 + second.a * w2;
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const channel = (c1: number, c2: number): number => (c1 * first.a * w1 + c2 * second.a * w2) / a;
  return {
    r: channel(first.r, second.r),
    g: channel(first.g, second.g),
    b: channel(first.b, second.b),
    a: Math.min(1, a),
  };
}

function evaluate(
  value: string,
  palette: Palette,
  values: ThemeValues,
  depth: number,
): Rgba | null {
  if (depth > 8) return null;
  const text = value.trim();
  const reference = VAR.exec(text)?.[1];
  if (reference) {
    const name = byProperty.get(reference);
    return name ? resolve(name, palette, values, depth + 1) : null;
  }
  const mixed = COLOR_MIX.exec(text)?.[1];
  if (mixed === undefined) return parseCssColor(text);
  const parts = splitTopLevel(mixed).map((part) => MIX_PART.exec(part));
  if (parts.length !== 2) return null;
  const [first, second] = parts.map((part) =>
    part?.[1] ? evaluate(part[1], palette, values, depth + 1) : null,
  );
  if (!first || !second) return null;
  const percent = (index: number): number | undefined => {
    const raw = parts[index]?.[2];
    return raw === undefined ? undefined : Number(raw) / 100;
  };
  return mix(first, percent(0), second, percent(1));
}

function resolve(
  name: ThemeVariableName,
  palette: Palette,
  values: ThemeValues,
  depth: number,
): Rgba | null {
  return evaluate(values[name] ?? THEME_VARIABLES[name][palette], palette, values, depth);
}

/**
 * The colour `name` paints with in `palette` when a theme sets `values`; null when the variable is
 * not a colour or names one without a value of its own (`currentcolor`).
 */
export function themeColour(
  name: ThemeVariableName,
  palette: Palette,
  values: ThemeValues = {},
): Rgba | null {
  return resolve(name, palette, values, 0);
}

const hex = (channel: number): string =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb`, or `#rrggbbaa` when translucent: what a warning shows of a worked-out colour. */
export function formatColour({ r, g, b, a }: Rgba): string {
  return `#${hex(r)}${hex(g)}${hex(b)}${a < 1 ? hex(a * 255) : ''}`;
}
