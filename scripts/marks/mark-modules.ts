import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import svgpath from 'svgpath';

// The brand logos the form draws, cut out of the `simple-icons` package (CC0 data; each brand's
// own rules still apply: docs/marks.md) into small generated modules, so the form ships a few
// path strings and never the package. `npm run marks` writes them; a test checks that the
// committed modules are exactly what this makes from the installed package.

const require = createRequire(import.meta.url);
// The package exports no package.json: its folder is found from an icon it exports.
const packageDir = join(require.resolve('simple-icons/icons/visa.svg'), '..', '..');

/** One icon the form uses: its simple-icons slug, and what it stands for on the form. */
export interface IconChoice {
  readonly slug: string;
  /** Where it is used, for the generated module's comment ("VISA", "PAYPAL"). */
  readonly usedFor: string;
  /** Path units per simple-icons unit where the default (SCALE) blurs small lettering. */
  readonly scale?: number;
  /**
   * A part of the icon: its contours from `from` up to (not including) `to`, named `name`. With
   * `box: 'icon'` the part keeps its place in the whole icon's box, so parts drawn together line
   * up; else it fills a box of its own.
   */
  readonly part?: { name: string; from: number; to?: number; box?: 'icon' };
}

/** The card schemes' logos: the card form's first bytes (the card-only budget). */
export const SCHEME_ICONS: readonly IconChoice[] = [
  { slug: 'visa', usedFor: 'VISA' },
  // Its lettering is a tenth of the box's height: finer units keep it legible.
  { slug: 'americanexpress', usedFor: 'American Express', scale: 4 },
  { slug: 'discover', usedFor: 'Discover' },
  { slug: 'dinersclub', usedFor: 'Diners' },
  { slug: 'jcb', usedFor: 'JCB' },
];

/** The alternative methods' logos: the method list's chunk, never a card-only form's. */
export const METHOD_ICONS: readonly IconChoice[] = [
  { slug: 'paypal', usedFor: 'PAYPAL' },
  { slug: 'alipay', usedFor: 'ALIPAY' },
  { slug: 'wechat', usedFor: 'WECHAT' },
  { slug: 'binance', usedFor: 'BINANCE_PAY' },
  { slug: 'pix', usedFor: 'PIX' },
  { slug: 'picpay', usedFor: 'PICPAY' },
  { slug: 'sepa', usedFor: 'SEPA' },
  { slug: 'airtel', usedFor: 'AIRTEL' },
  { slug: 'kakao', usedFor: 'KAKAO_PAY' },
  { slug: 'naver', usedFor: 'NAVER_PAY' },
  { slug: 'nubank', usedFor: 'NUPAY' },
  { slug: 'shopee', usedFor: 'SHOPEEPAY' },
];

/**
 * The wallet buttons' marks (the wallets' chunk), a module apart from the methods' marks, which
 * would otherwise become a chunk of its own that both load: Apple's logo and "Pay" without the
 * mark's frame (the button is the frame), and Google's "G" apart from "Pay", so the G takes its
 * four colours. Finer units: the button draws them larger than a tile.
 */
export const WALLET_ICONS: readonly IconChoice[] = [
  {
    slug: 'applepay',
    usedFor: 'the Apple Pay button',
    scale: 4,
    part: { name: 'APPLE_PAY_BUTTON', from: 2 },
  },
  {
    slug: 'googlepay',
    usedFor: 'the Google Pay button',
    scale: 4,
    part: { name: 'GOOGLE_PAY_G', from: 0, to: 1, box: 'icon' },
  },
  {
    slug: 'googlepay',
    usedFor: 'the Google Pay button',
    scale: 4,
    part: { name: 'GOOGLE_PAY_PAY', from: 1, box: 'icon' },
  },
];

interface IconData {
  title: string;
  slug: string;
  hex: string;
  source: string;
  guidelines?: string;
  license?: { type: string; url?: string };
}

/**
 * Path units per simple-icons unit. Coordinates are rounded to whole units after scaling: twice
 * the 24-unit grid keeps every logo true to half a pixel at the form's sizes, at a third of the
 * bytes of the package's own precision.
 */
const SCALE = 2;

export function simpleIconsVersion(): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

function iconData(slug: string): IconData {
  const all = JSON.parse(
    readFileSync(join(packageDir, 'data', 'simple-icons.json'), 'utf8'),
  ) as IconData[];
  const icon = all.find((candidate) => candidate.slug === slug);
  if (!icon) throw new Error(`simple-icons ${simpleIconsVersion()} has no icon "${slug}"`);
  return icon;
}

function iconPath(slug: string): string {
  const svg = readFileSync(join(packageDir, 'icons', `${slug}.svg`), 'utf8');
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`simple-icons ${slug}.svg has no path`);
  return d;
}

/** The box a path's points and control points span (a curve stays inside its control points). */
function bounds(d: string): { x: number; y: number; w: number; h: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment) => {
      for (let i = 1; i + 1 < segment.length; i += 2) {
        xs.push(Number(segment[i]));
        ys.push(Number(segment[i + 1]));
      }
    });
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** A logo as the form draws it: its path from the origin, the box it fills, its brand colour. */
export interface LogoPath {
  d: string;
  w: number;
  h: number;
  fill: string;
}

/** The contours of a path from `from` up to `to`, in absolute commands. */
function contours(d: string, from: number, to?: number): string {
  return svgpath(d).abs().toString().split(/(?=M)/).slice(from, to).join('');
}

export function logoPath(slug: string, scale = SCALE, part?: IconChoice['part']): LogoPath {
  const whole = iconPath(slug);
  const d = part ? contours(whole, part.from, part.to) : whole;
  const box = bounds(part?.box === 'icon' ? whole : d);
  return {
    d: svgpath(d).translate(-box.x, -box.y).scale(scale).rel().round(0).toString(),
    w: Math.ceil(box.w * scale),
    h: Math.ceil(box.h * scale),
    fill: `#${iconData(slug).hex}`,
  };
}

const constName = (slug: string): string => slug.toUpperCase();

function moduleText(what: string, icons: readonly IconChoice[]): string {
  const lines = [
    `// Generated by scripts/marks.ts from simple-icons ${simpleIconsVersion()}: do not edit.`,
    `// ${what}. Sources, licences and brand rules: docs/marks.md.`,
    "import type { LogoPath } from './logo-path.ts';",
  ];
  for (const { slug, usedFor, scale, part } of icons) {
    const icon = iconData(slug);
    const { d, w, h, fill } = logoPath(slug, scale, part);
    lines.push(
      '',
      `// ${icon.title} (${usedFor}), licence: ${icon.license?.type ?? 'CC0-1.0 (simple-icons)'}; source: ${icon.source}`,
      ...(icon.guidelines ? [`// Brand guidelines: ${icon.guidelines}`] : []),
      `export const ${part?.name ?? constName(slug)}: LogoPath = {`,
      `  d: '${d}',`,
      `  w: ${w},`,
      `  h: ${h},`,
      `  fill: '${fill}',`,
      '};',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The generated modules, by their path from the repository's root. */
export function markModules(): Record<string, string> {
  return {
    'src/marks/scheme-logos.generated.ts': moduleText('The card schemes’ logos', SCHEME_ICONS),
    'src/marks/method-logos.generated.ts': moduleText('The payment methods’ logos', METHOD_ICONS),
    'src/marks/wallet-logos.generated.ts': moduleText('The wallet buttons’ marks', WALLET_ICONS),
  };
}

/** Every icon used, with what the docs record of it. */
export function iconRecords(): (IconData & { usedFor: string })[] {
  return [...SCHEME_ICONS, ...METHOD_ICONS, ...WALLET_ICONS].map(({ slug, usedFor }) => ({
    ...iconData(slug),
    usedFor,
  }));
}
