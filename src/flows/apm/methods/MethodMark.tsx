import type { JSX } from 'preact';
import {
  isWalletMethod,
  methodName,
  type PaymentMethod,
} from '../../../../common/methods/payment-methods.ts';
import '../../../marks/marks.css';
import { methodMarkUrl } from '../../../marks/method-mark-url.ts';
import { useMessages } from '../../../messages/form-messages.ts';
import './methods.css';

// The methods' marks are images, a file for each method (src/marks/method-mark-url.ts): a session
// fetches those of its own methods, and this chunk carries none of their drawings.

export interface MethodMarkProps {
  /** The card or an alternative method; a wallet has none here, its mark is its button's. */
  method: PaymentMethod;
  /** The method's name is written beside it: the mark is then hidden from assistive technology. */
  decorative?: boolean | undefined;
}

/**
 * A payment method's mark: its brand's logo, or Kassa's own mark where no licensed logo exists
 * (src/marks/method-marks.ts); alone it is an image named after the method ("PayPal"), in the page's language where the name is words ("Überweisung").
 */
export function MethodMark({ method, decorative }: MethodMarkProps): JSX.Element | null {
  if (isWalletMethod(method)) return null;
  const name = methodName(useMessages(), method);
  return (
    <img
      class="kassa-mark kassa-method-mark"
      src={methodMarkUrl(method)}
      alt={decorative ? '' : name}
      title={name}
      width="36"
      height="24"
    />
  );
}
