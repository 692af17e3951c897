import type { JSX } from 'preact';
import { methodInfo, type PaymentMethod } from '../../../../common/methods/payment-methods.ts';
import { MarkImage } from '../../../marks/MarkImage.tsx';
import '../../../marks/marks.css';
import { isListedMethod, METHOD_MARKS } from '../../../marks/method-marks.ts';
import './methods.css';

// The methods' marks, drawn inline by the method list's chunk (src/marks/MarkImage.tsx): they come
// with the list that shows them.

export interface MethodMarkProps {
  /** The card or an alternative method; a wallet has none here, its mark is its button's. */
  method: PaymentMethod;
  /** The method's name is written beside it: the mark is then hidden from assistive technology. */
  decorative?: boolean | undefined;
}

/**
 * A payment method's mark: its brand's logo, or Kassa's own mark where no licensed logo exists
 * (src/marks/method-marks.ts); alone it is an image named after the method ("PayPal").
 */
export function MethodMark({ method, decorative }: MethodMarkProps): JSX.Element | null {
  if (!isListedMethod(method)) return null;
  return (
    <MarkImage
      mark={METHOD_MARKS[method]}
      name={methodInfo(method).label}
      decorative={decorative}
      class="kassa-method-mark"
    />
  );
}
