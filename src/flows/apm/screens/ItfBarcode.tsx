import type { JSX } from 'preact';
import { itfWidths } from './itf-barcode.ts';

/** Narrow module width and bar height in SVG units; the quiet zone each side, in modules. */
const MODULE = 2;
const HEIGHT = 100;
const QUIET = 10;

/**
 * The barcode of `digits` (Interleaved 2 of 5) as an SVG image a bank's scanner reads from the
 * screen; named by `label` for assistive technology (the digits themselves are shown beside it).
 */
export function ItfBarcode({ digits, label }: { digits: string; label: string }): JSX.Element {
  const widths = itfWidths(digits);
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET;
  let x = QUIET;
  const bars: JSX.Element[] = [];
  widths.forEach((width, index) => {
    if (index % 2 === 0)
      bars.push(<rect key={x} x={x * MODULE} y={0} width={width * MODULE} height={HEIGHT} />);
    x += width;
  });
  return (
    <svg
      class="kassa-barcode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total * MODULE} ${HEIGHT}`}
      preserveAspectRatio="none"
    >
      <rect width={total * MODULE} height={HEIGHT} fill="#fff" />
      <g fill="#000">{bars}</g>
    </svg>
  );
}
