import type { ComponentChildren } from 'preact';
import type { PaymentFlow } from './flow/flow-state.ts';
import type { PaymentMethodModel } from './payment-method-model.ts';

/** The method list's props (src/components/methods/MethodChoice.tsx). */
export interface MethodChoiceProps {
  flow: Pick<
    PaymentFlow<PaymentMethodModel>,
    'methods' | 'method' | 'choose' | 'state' | 'methodListFocus'
  >;
  readOnly: boolean;
  /**
   * The card's fields, shown when the card is chosen: the form's own (CheckoutForm.tsx), which
   * the list's chunk leaves to the form's initial script.
   */
  children: ComponentChildren;
}
