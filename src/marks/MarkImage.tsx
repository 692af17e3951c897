import type { JSX } from 'preact';
import type { Mark } from './mark.ts';

// One mark drawn as an SVG tile of 36 × 24 units (a card's proportions, as acceptance marks are
// shown); its size on the page is its CSS's. The methods' marks are drawn inline by the method
// list's chunk; the card schemes' are drawn by `npm run marks` into one image file
// (scripts/marks/scheme-sprite.tsx), which the card form shows a tile at a time.

export interface MarkImageProps {
  mark: Mark;
  /** What the mark stands for ("Visa"): the image's name, and its tooltip. */
  name: string;
  /**
   * The name is written beside the mark: it is then hidden from assistive technology, which would
   * read the name twice.
   */
  decorative?: boolean | undefined;
  class?: string | undefined;
}

/** Font size in units for a designed mark's longest line, so it fits the tile's width. */
const fontSize = (longest: number): number =>
  longest <= 3 ? 10 : longest <= 4 ? 9 : longest <= 5 ? 8 : longest <= 6 ? 7 : 5.5;

function content(mark: Mark): JSX.Element {
  if ('logo' in mark) {
    // The logo fills a box of 26 × 16 units in the tile's middle, in its own proportions.
    const { d, w, h, fill } = mark.logo;
    const scale = Math.min(26 / w, 16 / h);
    const at = (room: number, size: number): string => ((room - size * scale) / 2).toFixed(2);
    return (
      <path
        d={d}
        fill={mark.fill ?? fill}
        transform={`translate(${at(36, w)} ${at(24, h)}) scale(${scale.toFixed(4)})`}
      />
    );
  }
  if ('circles' in mark) {
    // Circles of radius 7 whose centres are 9 apart: the lens between them is where they cross.
    const [left, right, overlap] = mark.circles;
    return (
      <>
        <circle cx="13.5" cy="12" r="7" fill={left} />
        <circle cx="22.5" cy="12" r="7" fill={right} />
        <path d="M18 6.64a7 7 0 0 1 0 10.72a7 7 0 0 1 0-10.72z" fill={overlap} />
      </>
    );
  }
  const lines = mark.text.split('\n');
  const size = fontSize(Math.max(...lines.map((line) => line.length)));
  // Lines centred on the tile's middle; a line's baseline sits about a third of its size below.
  const first = 12 + size * 0.35 - ((lines.length - 1) * size) / 2;
  return (
    <text
      x="18"
      y={first}
      fill={mark.color ?? '#fff'}
      // The page's font where the page's style reaches (marks.css); in an image file, the system's.
      font-family="system-ui, sans-serif"
      font-size={size}
      font-weight="700"
      text-anchor="middle"
    >
      {lines.map((line, index) => (
        <tspan key={line} x="18" dy={index === 0 ? 0 : size}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

const tileOf = (mark: Mark): string =>
  'text' in mark ? mark.background : 'logo' in mark ? (mark.tile ?? '#fff') : '#fff';

export function MarkImage({
  mark,
  name,
  decorative,
  class: className,
}: MarkImageProps): JSX.Element {
  return (
    <svg
      class={className ? `kassa-mark ${className}` : 'kassa-mark'}
      viewBox="0 0 36 24"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? 'true' : undefined}
      focusable="false"
    >
      <title>{name}</title>
      <rect
        class="kassa-mark-tile"
        x="0.5"
        y="0.5"
        width="35"
        height="23"
        rx="3.5"
        fill={tileOf(mark)}
      />
      {content(mark)}
    </svg>
  );
}
