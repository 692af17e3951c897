import { parseCssColor } from './css-color.ts';

// What theme_rules may not hide: the parts that show what the shopper agrees
// to — the total, the products and their prices, the pay button — and the alerts that tell them a
// payment failed. A rule may restyle them but not make them invisible, tiny, or pushed out of
// sight; nor may it do so through an ancestor whose opacity, colour or size they inherit. An
// outline is painted over everything around it, so its reach is bounded on every part. Legibility
// that depends on two colours meeting (text on background) is checked when the form is painted
// (src/theme/legible-parts.ts), since only then are both sides known.

/** Public classes that carry the amount, what is bought, the pay button and the alerts. */
export const PROTECTED_PARTS: readonly string[] = [
  'kassa-total',
  'kassa-total-amount',
  'kassa-product-name',
  'kassa-product-price',
  'kassa-pay-button',
  'kassa-alert',
  'kassa-error',
];

/** Classes around protected parts: their opacity applies to, and their colour and size reach, them. */
export const PROTECTED_ANCESTORS: readonly string[] = ['kassa-form', 'kassa-product'];

/** Least alpha of a text colour on a protected part. */
const MIN_TEXT_ALPHA = 0.5;
/** The pay button may fade while processing or paid, when the shopper has already agreed. */
const MIN_DISABLED_PAY_BUTTON_OPACITY = 0.5;

interface Length {
  value: number;
  unit: string;
}

const LENGTH = /^(-?(?:\d+(?:\.\d+)?|\.\d+))([a-z%]*)$/;

function lengthOf(text: string): Length | null {
  const match = LENGTH.exec(text);
  return match ? { value: Number(match[1]), unit: match[2] ?? '' } : null;
}

/** Whether every length in `parts` lies within [min, max] of its unit's scale. */
function withinScale(parts: string[], scale: Scale, keywords: readonly string[] = []): boolean {
  return parts.every((part) => {
    if (keywords.includes(part.toLowerCase())) return true;
    const length = lengthOf(part);
    if (!length) return false;
    // A bare 0 is 0px unless the scale has unitless numbers of its own (line-height).
    const range = scale[length.unit] ?? (length.value === 0 ? scale.px : undefined);
    return !!range && length.value >= range[0] && length.value <= range[1];
  });
}

type Scale = Readonly<Record<string, readonly [number, number]>>;

const FONT_SIZE_SCALE: Scale = {
  px: [12, 1000],
  em: [0.75, 100],
  rem: [0.75, 100],
  '%': [75, 10000],
};
const LINE_HEIGHT_SCALE: Scale = {
  '': [1, 100],
  px: [12, 1000],
  em: [1, 100],
  rem: [1, 100],
  '%': [100, 10000],
};
const LETTER_SPACING_SCALE: Scale = { px: [-1, 8], em: [-0.05, 0.5], rem: [-0.05, 0.5] };
const SPACING_SCALE: Scale = {
  px: [-4, 64],
  em: [-0.25, 4],
  rem: [-0.25, 4],
  ch: [-0.5, 8],
  '%': [0, 10],
  vw: [0, 10],
  vh: [0, 10],
};
const OUTLINE_WIDTH_SCALE: Scale = { px: [0, 8], em: [0, 0.5], rem: [0, 0.5] };
const OUTLINE_OFFSET_SCALE: Scale = { px: [-8, 8], em: [-0.5, 0.5], rem: [-0.5, 0.5] };

const split = (value: string): string[] => value.trim().split(/\s+/);

/** An opacity value as a fraction. */
function opacityOf(value: string): number {
  return value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
}

const alphaOf = (value: string): number => parseCssColor(value)?.a ?? 1;

/** The width of an `outline` shorthand: its one length part, if any. */
const outlineWidthOf = (value: string): string[] => split(value).filter((p) => lengthOf(p));

/** Bounds every part's outline: it is painted over the parts around it. */
function outlineError(property: string, value: string): string | null {
  const widths =
    property === 'outline' ? outlineWidthOf(value) : property === 'outline-width' ? [value] : [];
  if (!withinScale(widths, OUTLINE_WIDTH_SCALE, ['thin', 'medium', 'thick'])) {
    return 'must be at most 8px (0.5em) wide: an outline is painted over the parts around it';
  }
  if (property === 'outline-offset' && !withinScale([value], OUTLINE_OFFSET_SCALE)) {
    return 'must be from -8px to 8px (±0.5em): an outline is painted over the parts around it';
  }
  return null;
}

/**
 * Why a declaration that passed its grammar may still not be set on `selector` (one public class,
 * optionally with states; see theme-rules.ts), or null.
 */
export function protectedDeclarationError(
  selector: string,
  property: string,
  value: string,
): string | null {
  const outline = outlineError(property, value);
  if (outline) return outline;
  const name = /^\.([a-z][a-z-]*)/.exec(selector)?.[1] ?? '';
  const part = PROTECTED_PARTS.includes(name);
  if (!part && !PROTECTED_ANCESTORS.includes(name)) return null;
  const why = part
    ? `.${name} shows what the shopper agrees to or must be told, and theme_rules may not hide it`
    : `.${name} holds parts that show what the shopper agrees to, and theme_rules may not hide them`;

  switch (property) {
    case 'opacity': {
      const fading = name === 'kassa-pay-button' && selector.endsWith(':disabled');
      if (fading && opacityOf(value) >= MIN_DISABLED_PAY_BUTTON_OPACITY) return null;
      if (fading) return `must be at least ${MIN_DISABLED_PAY_BUTTON_OPACITY}: ${why}`;
      return opacityOf(value) === 1 ? null : `must be 1 (or 100%): ${why}`;
    }
    case 'color':
      return alphaOf(value) >= MIN_TEXT_ALPHA
        ? null
        : `must be a colour at least ${MIN_TEXT_ALPHA * 100}% opaque: ${why}`;
    case 'background':
    case 'background-color':
      // Other parts show their text on what is behind them; the pay button is its background.
      return name !== 'kassa-pay-button' || alphaOf(value) >= MIN_TEXT_ALPHA
        ? null
        : `must be a colour at least ${MIN_TEXT_ALPHA * 100}% opaque: ${why}`;
    case 'font-size':
      return withinScale([value], FONT_SIZE_SCALE, [
        'small',
        'medium',
        'large',
        'x-large',
        'xx-large',
        'larger',
      ])
        ? null
        : `must be at least 12px (0.75em, 0.75rem or 75%; small or larger as a keyword): ${why}`;
    case 'line-height':
      return withinScale([value], LINE_HEIGHT_SCALE, ['normal'])
        ? null
        : `must be normal or at least 1 (1em, 12px or 100%): ${why}`;
    case 'letter-spacing':
      return withinScale([value], LETTER_SPACING_SCALE, ['normal'])
        ? null
        : `must be normal or from -0.05em to 0.5em (-1px to 8px): ${why}`;
    case 'outline-offset':
      return (lengthOf(value)?.value ?? 0) >= 0
        ? null
        : `must not be negative (an outline inside the part covers its text): ${why}`;
    default:
      if (/^(?:margin|padding)(?:-(?:top|right|bottom|left))?$/.test(property)) {
        return withinScale(split(value), SPACING_SCALE, ['auto'])
          ? null
          : `must be lengths from -4px to 64px (-0.25em to 4em; 0 to 10% or 10vw): ${why}`;
      }
      return null;
  }
}
