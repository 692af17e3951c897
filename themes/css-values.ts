import { COLOR_RULE, isCssColor } from './css-color.ts';

// The value grammars of theme variables and theme_rules declarations. Each kind is an
// allowlist: a value passes only if it is built from the tokens that kind names (numbers with a
// unit, keywords, colours, plain font names), so it cannot carry url(), expression(), an escape,
// a comment or anything that would end the declaration. `unsafeValueReason` is checked first only
// to give a clearer message for the usual attacks; the grammars alone would refuse them too.

export type ValueKind =
  | 'color'
  | 'length'
  | 'signed-length'
  | 'font-family'
  | 'font-size'
  | 'font-weight'
  | 'font-style'
  | 'line-height'
  | 'letter-spacing'
  | 'padding'
  | 'margin'
  | 'radius'
  | 'border'
  | 'border-width'
  | 'border-style'
  | 'shadow'
  | 'text-transform'
  | 'text-decoration'
  | 'opacity';

/** Longest value accepted anywhere; the longest legitimate one is a font list or a double shadow. */
const MAX_VALUE_LENGTH = 200;

const UNSAFE_VALUE_RULE =
  'must be a plain CSS value: no url(), expression(), javascript:, @import, escapes (\\), ' +
  'comments, !important, ;, {, }, < or >';

const UNSAFE = [
  /[^\x20-\x7e]/, // control characters and anything outside printable ASCII
  /[\\;{}<>!@`]/,
  /\/\*|\*\//,
  /url\s*\(|expression\s*\(|javascript\s*:|image-set|image\s*\(|element\s*\(|attr\s*\(/i,
];

/** Why a value is refused before its grammar is even consulted, or null. */
function unsafeValueReason(value: string): string | null {
  if (value.length > MAX_VALUE_LENGTH) return `must be at most ${MAX_VALUE_LENGTH} characters long`;
  return UNSAFE.some((pattern) => pattern.test(value)) ? UNSAFE_VALUE_RULE : null;
}

const NUMBER = String.raw`(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})`;
const UNITS = '(?:px|em|rem|%|vw|vh|ch)';
const LENGTH = new RegExp(`^(?:0|${NUMBER}${UNITS})$`);
const SIGNED_LENGTH = new RegExp(`^(?:0|-?${NUMBER}${UNITS})$`);
const ABSOLUTE_LENGTH = new RegExp(`^(?:0|${NUMBER}(?:px|em|rem))$`);
const SIGNED_ABSOLUTE_LENGTH = new RegExp(`^(?:0|-?${NUMBER}(?:px|em|rem))$`);
const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`);
// A font name: quoted (letters, digits, spaces, hyphens) or unquoted words such as Segoe UI or
// -apple-system. Quotes only open and close the name, so nothing can follow it out.
const FONT_NAME =
  /^(?:"[A-Za-z0-9 -]{1,40}"|'[A-Za-z0-9 -]{1,40}'|-?[A-Za-z][A-Za-z0-9-]*(?: -?[A-Za-z][A-Za-z0-9-]*)*)$/;
const BORDER_STYLES = [
  'none',
  'hidden',
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
];
const FONT_SIZE_KEYWORDS = [
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
  'smaller',
  'larger',
];

/** Splits at top-level commas or whitespace, keeping `rgb(1 2 3)` whole. */
function split(value: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    const splits = separator === ',' ? char === ',' : /\s/.test(char);
    if (splits && depth === 0) {
      if (current || separator === ',') parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current.trim());
  return parts;
}

const oneOf =
  (...words: string[]) =>
  (value: string): boolean =>
    words.includes(value.toLowerCase());

/** 1 to 4 space-separated values each passing `test` (padding, margin, radius). */
const boxOf =
  (test: (part: string) => boolean) =>
  (value: string): boolean => {
    const parts = split(value, ' ');
    return parts.length <= 4 && parts.every(test);
  };

/** Parts in any order, each kind at most once (border: 1px solid #ccc). */
function isBorder(value: string): boolean {
  const parts = split(value, ' ');
  if (parts.length > 3) return false;
  const seen = new Set<string>();
  for (const part of parts) {
    const kind = ABSOLUTE_LENGTH.test(part)
      ? 'width'
      : BORDER_STYLES.includes(part.toLowerCase())
        ? 'style'
        : isCssColor(part)
          ? 'color'
          : null;
    if (!kind || seen.has(kind)) return false;
    seen.add(kind);
  }
  return true;
}

/** `none`, or up to 4 shadows: [inset] x y [blur [spread]] [colour], colour first or last. */
function isShadow(value: string): boolean {
  if (value.toLowerCase() === 'none') return true;
  const shadows = split(value, ',');
  return shadows.length <= 4 && shadows.every(isOneShadow);
}

function isOneShadow(shadow: string): boolean {
  const parts = split(shadow, ' ');
  if (parts[0]?.toLowerCase() === 'inset') parts.shift();
  if (parts[0] && isCssColor(parts[0])) parts.shift();
  else if (parts.length > 0 && isCssColor(parts[parts.length - 1] ?? '')) parts.pop();
  return parts.length >= 2 && parts.length <= 4 && parts.every((p) => SIGNED_LENGTH.test(p));
}

function isFontFamily(value: string): boolean {
  const names = split(value, ',');
  return names.length <= 8 && names.every((name) => FONT_NAME.test(name));
}

function isFontWeight(value: string): boolean {
  if (oneOf('normal', 'bold', 'bolder', 'lighter')(value)) return true;
  const weight = Number(value);
  return PLAIN_NUMBER.test(value) && weight >= 1 && weight <= 1000;
}

function isOpacity(value: string): boolean {
  const match = new RegExp(`^(${NUMBER})(%?)$`).exec(value);
  return !!match && Number(match[1]) <= (match[2] ? 100 : 1);
}

const LENGTH_RULE = 'a length such as 12px, 1.5em, 2rem or 50% (or 0)';

/** Every kind: its test and the rule its error message states. */
export const VALUE_KINDS: Record<ValueKind, { test(value: string): boolean; rule: string }> = {
  color: { test: isCssColor, rule: COLOR_RULE },
  length: { test: (v) => LENGTH.test(v), rule: `must be ${LENGTH_RULE}` },
  'signed-length': {
    test: (v) => SIGNED_LENGTH.test(v),
    rule: `must be ${LENGTH_RULE}, possibly negative`,
  },
  'font-family': {
    test: isFontFamily,
    rule: 'must be a comma-separated list of up to 8 font names (letters, digits, spaces, hyphens; quoted or not)',
  },
  'font-size': {
    test: (v) => LENGTH.test(v) || oneOf(...FONT_SIZE_KEYWORDS)(v),
    rule: `must be ${LENGTH_RULE}, or a keyword such as small or large`,
  },
  'font-weight': {
    test: isFontWeight,
    rule: 'must be normal, bold, bolder, lighter or a number from 1 to 1000',
  },
  'font-style': {
    test: oneOf('normal', 'italic', 'oblique'),
    rule: 'must be normal, italic or oblique',
  },
  'line-height': {
    test: (v) => v === 'normal' || PLAIN_NUMBER.test(v) || LENGTH.test(v),
    rule: `must be normal, a number such as 1.5, or ${LENGTH_RULE}`,
  },
  'letter-spacing': {
    test: (v) => v === 'normal' || SIGNED_ABSOLUTE_LENGTH.test(v),
    rule: 'must be normal or a length such as 0.02em or 1px, possibly negative',
  },
  padding: {
    test: boxOf((p) => LENGTH.test(p)),
    rule: `must be 1 to 4 lengths, each ${LENGTH_RULE}`,
  },
  margin: {
    test: boxOf((p) => p === 'auto' || SIGNED_LENGTH.test(p)),
    rule: `must be 1 to 4 values, each auto or ${LENGTH_RULE}, possibly negative`,
  },
  radius: {
    test: boxOf((p) => LENGTH.test(p)),
    rule: `must be 1 to 4 lengths, each ${LENGTH_RULE}`,
  },
  border: {
    test: isBorder,
    rule: 'must be a width, a style and a colour, each at most once (1px solid #c9ced8)',
  },
  'border-width': {
    test: (v) => ABSOLUTE_LENGTH.test(v) || oneOf('thin', 'medium', 'thick')(v),
    rule: 'must be a length such as 1px or 0.1em (or 0), or thin, medium or thick',
  },
  'border-style': {
    test: oneOf(...BORDER_STYLES),
    rule: `must be one of ${BORDER_STYLES.join(', ')}`,
  },
  shadow: {
    test: isShadow,
    rule: 'must be none or up to 4 comma-separated shadows: [inset] x y [blur [spread]] [colour]',
  },
  'text-transform': {
    test: oneOf('none', 'uppercase', 'lowercase', 'capitalize'),
    rule: 'must be none, uppercase, lowercase or capitalize',
  },
  'text-decoration': {
    test: oneOf('none', 'underline', 'overline', 'line-through'),
    rule: 'must be none, underline, overline or line-through',
  },
  opacity: { test: isOpacity, rule: 'must be a number from 0 to 1 or a percentage' },
};

/** Why `value` is not a valid `kind`, or null when it is. */
export function valueError(kind: ValueKind, value: string): string | null {
  const unsafe = unsafeValueReason(value);
  if (unsafe) return unsafe;
  const trimmed = value.trim();
  if (trimmed === '') return 'must not be empty';
  const { test, rule } = VALUE_KINDS[kind];
  return test(trimmed) ? null : rule;
}
