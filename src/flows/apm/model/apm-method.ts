// An alternative payment method as a method of the form: nothing to enter, so nothing to
// validate; its request names the method as the merchant listed it (NAVERPAY stays NAVERPAY) and
// goes to POST /apm-payments (api-client.ts). The shopper pays on the provider's side, on the
// waiting screen of the method's flow kind (src/flows/apm/screens/).
import type { ApmPaymentRequest } from '../../../../common/contract/session-api.ts';
import type { FlowKind, PaymentMethod } from '../../../../common/methods/payment-methods.ts';
import { methodKey, methodName } from '../../../../common/methods/payment-methods.ts';
import { browserContext } from '../../../checkout/browser-context.ts';
import type { MethodModel } from '../../../checkout/method-model.ts';
import type { FormMessages } from '../../../messages/form-messages.ts';

export type ApmKind = Exclude<FlowKind, 'card' | 'wallet'>;

export interface ApmMethodModel extends MethodModel<never> {
  readonly kind: ApmKind;
  /** The method as the table names it (an alias resolved). */
  readonly method: PaymentMethod;
  /** Its name in the page's language ("iDEAL", "Überweisung"). */
  readonly label: string;
  /** The pay button's words: "Continue with iDEAL". */
  readonly payLabel: string;
  buildRequest(selectedProductIds: string[]): ApmPaymentRequest;
}

/**
 * `requested`: the name in the session's `methods`, sent back as it came; `method` is what it
 * stands for. Only called for an alternative method (isAlternativeMethod).
 */
export function createApmMethod(
  requested: ApmPaymentRequest['method'],
  method: PaymentMethod,
  kind: ApmKind,
  messages: FormMessages,
): ApmMethodModel {
  const label = methodName(messages, method);
  return {
    kind,
    method,
    label,
    heading: messages(methodKey(method, 'method.pay_with'), { method: label }),
    payLabel: messages(methodKey(method, 'method.continue_with'), { method: label }),
    validate: () => null,
    buildRequest: (selectedProductIds) => ({
      method: requested,
      selected_product_ids: selectedProductIds,
      browser: browserContext(),
    }),
    // Nothing was entered, so nothing is cleared: the list stays as it was, the alert says why.
    onDeclined() {},
  };
}
