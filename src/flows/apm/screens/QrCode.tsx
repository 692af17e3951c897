import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';

/**
 * `text` as a QR code (ISO/IEC 18004, error correction M), computed on the device by uqr and drawn
 * as one SVG path of its dark modules, with the quiet zone of four modules scanners need. An image
 * with `label` as its accessible name.
 */
export function QrCode({ text, label }: { text: string; label: string }): JSX.Element {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      class="kassa-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shape-rendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

/** The code's side in modules (quiet zone included) and the path of its dark modules. */
export function qrPath(text: string): { size: number; path: string } {
  const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: data.length, path };
}
