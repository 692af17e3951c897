import type { JSX } from 'preact';
import type { WalletMethod } from '../../common/methods/payment-methods.ts';
import { APPLE_PAY_BUTTON, GOOGLE_PAY_G, GOOGLE_PAY_PAY } from '../marks/wallet-logos.generated.ts';

// The wallets' marks on their buttons, as Apple's and Google's button guidelines draw them: Apple's
// logo and "Pay" in the button's text colour (white on the black button, black on the white one);
// Google's "G" in its four colours and "Pay" in the button's text colour. Decorative: the button is
// named "Pay with Apple Pay" (docs/marks.md).

/**
 * The G's colours, each over a wedge of the G around its centre: red on top, yellow on the left,
 * green below, blue on the right with the bar. Angles in degrees, counter-clockwise from the bar.
 */
const G_COLOURS = [
  { id: 'kassa-gpay-red', colour: '#EA4335', from: 40, to: 160 },
  { id: 'kassa-gpay-yellow', colour: '#FBBC04', from: 160, to: 215 },
  { id: 'kassa-gpay-green', colour: '#34A853', from: 215, to: 315 },
  { id: 'kassa-gpay-blue', colour: '#4285F4', from: 315, to: 400 },
] as const;

/** The G's centre in the mark's units (its box is the whole mark's height, from the left). */
const G_CENTRE = { x: 16, y: 16 };

/** A wedge from the G's centre between two angles, reaching well past the G. */
function wedge(from: number, to: number): string {
  const point = (degrees: number): string => {
    const radians = (degrees * Math.PI) / 180;
    return `${(G_CENTRE.x + 40 * Math.cos(radians)).toFixed(1)},${(G_CENTRE.y - 40 * Math.sin(radians)).toFixed(1)}`;
  };
  return `${G_CENTRE.x},${G_CENTRE.y} ${point(from)} ${point((from + to) / 2)} ${point(to)}`;
}

function GooglePayMark(): JSX.Element {
  return (
    <svg
      class="kassa-wallet-mark"
      viewBox={`0 0 ${GOOGLE_PAY_PAY.w} ${GOOGLE_PAY_PAY.h}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        {G_COLOURS.map(({ id, from, to }) => (
          <clipPath id={id} key={id}>
            <polygon points={wedge(from, to)} />
          </clipPath>
        ))}
      </defs>
      {G_COLOURS.map(({ id, colour }) => (
        <path key={id} d={GOOGLE_PAY_G.d} fill={colour} clip-path={`url(#${id})`} />
      ))}
      <path d={GOOGLE_PAY_PAY.d} fill="currentColor" />
    </svg>
  );
}

function ApplePayMark(): JSX.Element {
  return (
    <svg
      class="kassa-wallet-mark"
      viewBox={`0 0 ${APPLE_PAY_BUTTON.w} ${APPLE_PAY_BUTTON.h}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={APPLE_PAY_BUTTON.d} fill="currentColor" />
    </svg>
  );
}

/** The mark a wallet's button shows. */
export function WalletButtonMark({ method }: { method: WalletMethod }): JSX.Element {
  return method === 'APPLE_PAY' ? <ApplePayMark /> : <GooglePayMark />;
}
