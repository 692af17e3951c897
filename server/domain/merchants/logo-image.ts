import { createHash } from 'node:crypto';

// The merchant's logo as the payment form shows it: an image Kassa keeps and serves itself, so the
// shopper's browser never fetches anything of the merchant's from elsewhere. The type is told by
// the file's first bytes, never by its name; an SVG is refused when it could run a script or
// reach out (it is shown by <img>, which runs neither, and served with a CSP that forbids both,
// but a logo that tries is not a logo).

export const LOGO_MAX_BYTES = 256 * 1024;

export const LOGO_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export interface LogoImage {
  contentType: LogoContentType;
  bytes: Uint8Array;
  /** SHA-256 of the bytes, hex: the logo's URL names it, so a new logo is a new URL. */
  digest: string;
}

/** Where Kassa serves a merchant's logo (server/api/pages/merchant-logo-route.ts). */
export const logoPath = (merchantId: string, digest: string): string =>
  `/merchant-logos/${encodeURIComponent(merchantId)}/${digest}`;

export type LogoCheck = { ok: true; logo: LogoImage } | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

function rasterType(bytes: Uint8Array): LogoContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * An XML prolog, a DOCTYPE, comments and white space may come before the root element (a DOCTYPE is
 * then refused by name below, so the merchant hears why).
 */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** What an SVG logo may not hold, each with the words that say why. */
const SVG_REFUSALS: readonly [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<script/i, 'a <script> element'],
  [/<foreignObject/i, 'a <foreignObject> element'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/javascript:/i, 'a javascript: URL'],
  [/@import/i, 'a CSS @import'],
  [
    /\bhref\s*=\s*["']?\s*(?!["'#\s])/i,
    'a link outside the file (only #fragment links are allowed)',
  ],
  [/url\(\s*["']?\s*(?!["'#\s])/i, 'a url() outside the file (only url(#…) is allowed)'],
];

/** null: not an SVG at all; '': an SVG a logo may be; otherwise why it may not. */
function checkSvg(bytes: Uint8Array): string | null {
  const text = new TextDecoder('utf-8').decode(bytes);
  if (!SVG_START.test(text)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'an SVG logo must be UTF-8 text';
  }
  for (const [pattern, what] of SVG_REFUSALS) {
    if (pattern.test(text)) return `the SVG holds ${what}; a logo must be a plain picture`;
  }
  return '';
}

/** Tells the logo's type from its bytes and checks its size; the reason names what is wrong. */
export function checkLogoImage(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' };
  if (bytes.length > LOGO_MAX_BYTES) {
    return {
      ok: false,
      reason: `the file is ${bytes.length} bytes; a logo may be at most ${LOGO_MAX_BYTES} bytes (256 KB)`,
    };
  }
  let contentType = rasterType(bytes);
  if (!contentType) {
    const svgProblem = checkSvg(bytes);
    if (svgProblem === null) {
      return { ok: false, reason: 'the file is not a PNG, JPEG, WebP or SVG image' };
    }
    if (svgProblem !== '') return { ok: false, reason: svgProblem };
    contentType = 'image/svg+xml';
  }
  const digest = createHash('sha256').update(bytes).digest('hex');
  return { ok: true, logo: { contentType, bytes, digest } };
}
