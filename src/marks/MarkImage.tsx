import type { JSX } from 'preact';
import type { Mark } from './mark.ts';

// One mark drawn as an SVG tile of 36 × 24 units (a card's proportions, as acceptance marks are
// shown), for `npm run marks` to write into image files: the card schemes' into one image of them
// all (scripts/marks/scheme-sprite.tsx), each payment method's into a file of its own
// (scripts/marks/method-mark-files.tsx). The form shows them as <img> elements, sized by its CSS;
// the marks' data never ships in its code.

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
      // An image file has no page style to inherit a font from: the system's.
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

/**
 * A mark's tile and what is drawn on it, in 36 × 24 units, for an <svg> to hold. The tile has no
 * outline of its own: the page draws one around the image (marks.css `img.kassa-mark`), in the
 * theme's colour, which an image file cannot know.
 */
export function MarkTile({ mark }: { mark: Mark }): JSX.Element {
  return (
    <>
      <rect x="0.5" y="0.5" width="35" height="23" rx="3.5" fill={tileOf(mark)} />
      {content(mark)}
    </>
  );
}

/** A mark as an SVG file of its own: it needs no style sheet to look as it should. */
export function MarkImage({ mark }: { mark: Mark }): JSX.Element {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a file shown by an <img>, which names it (alt, title)
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 24">
      <MarkTile mark={mark} />
    </svg>
  );
}
