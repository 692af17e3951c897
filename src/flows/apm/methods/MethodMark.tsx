import type { JSX } from 'preact';
import { methodInfo, type PaymentMethod } from '../../../../common/methods/payment-methods.ts';
import type { DesignedMark, LogoMark } from '../../../marks/mark.ts';
import { isListedMethod, METHOD_MARKS } from '../../../marks/method-marks.ts';
import './methods.css';

// The method list's chunk draws its marks itself, the way src/marks/MarkImage.tsx draws the card
// schemes' (MethodMark.test.tsx holds the two to the same drawing): a lazy chunk that imports a
// module of the form's first bytes makes the bundler split the framework out of them, a request
// and some 350 bytes more for every card-only form. Method marks are logos and designed marks;
// only schemes have circles.

export interface MethodMarkProps {
  /** The card or an alternative method; a wallet has none here, its mark is its button's. */
  method: PaymentMethod;
  /** The method's name is written beside it: the mark is then hidden from assistive technology. */
  decorative?: boolean | undefined;
}

/** Font size in units for a designed mark's longest line, so it fits the tile's width. */
const fontSize = (longest: number): number =>
  longest <= 3 ? 10 : longest <= 4 ? 9 : longest <= 5 ? 8 : longest <= 6 ? 7 : 5.5;

function content(mark: LogoMark | DesignedMark): JSX.Element {
  if ('logo' in mark) {
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
  const lines = mark.text.split('\n');
  const size = fontSize(Math.max(...lines.map((line) => line.length)));
  const first = 12 + size * 0.35 - ((lines.length - 1) * size) / 2;
  return (
    <text
      x="18"
      y={first}
      fill={mark.color ?? '#fff'}
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

export interface MethodMarkImageProps {
  mark: LogoMark | DesignedMark;
  name: string;
  decorative?: boolean | undefined;
}

/** One method mark as MarkImage would draw it, with the method list's size. */
export function MethodMarkImage({ mark, name, decorative }: MethodMarkImageProps): JSX.Element {
  return (
    <svg
      class="kassa-mark kassa-method-mark"
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
        fill={'text' in mark ? mark.background : (mark.tile ?? '#fff')}
      />
      {content(mark)}
    </svg>
  );
}

/**
 * A payment method's mark: its brand's logo, or Kassa's own mark where no licensed logo exists
 * (src/marks/method-marks.ts); alone it is an image named after the method ("PayPal").
 */
export function MethodMark({ method, decorative }: MethodMarkProps): JSX.Element | null {
  if (!isListedMethod(method)) return null;
  return (
    <MethodMarkImage
      mark={METHOD_MARKS[method]}
      name={methodInfo(method).label}
      decorative={decorative}
    />
  );
}
