// A wallet as a payment method of the flow (src/checkout/flow/flow-model.ts): one per wallet
// payment, built once the wallet has given its token, and handed to the flow's payWith. The card
// stays the chosen method, so the attempts, polling, 3-D Secure and the end are the card's own.

import type { WalletPaymentRequest } from '../../common/contract/session-api.ts';
import type { WalletMethod } from '../../common/contract/wallet-schemas.ts';
import { methodName } from '../../common/methods/payment-methods.ts';
import { browserContext } from '../checkout/browser-context.ts';
import type { MethodModel } from '../checkout/method-model.ts';
import type { FormMessages } from '../messages/form-messages.ts';

/** What the wallet gave: its token and how its card was authenticated. */
export type WalletToken = WalletPaymentRequest['wallet'];

export interface WalletMethodModel extends MethodModel<never> {
  readonly kind: 'wallet';
  buildRequest(selectedProductIds: string[]): WalletPaymentRequest;
}

export function walletMethod(
  method: WalletMethod,
  wallet: WalletToken,
  t: FormMessages,
): WalletMethodModel {
  return {
    kind: 'wallet',
    heading: t('method.pay_with', { method: methodName(t, method) }),
    // The wallet's sheet checked everything it asks; the form's own parts are checked by the flow.
    validate: () => null,
    buildRequest: (selectedProductIds) => ({
      method,
      wallet,
      selected_product_ids: selectedProductIds,
      browser: browserContext(),
    }),
    // Nothing to clear: the wallet's sheet is gone and its button is there to try again.
    onDeclined: () => {},
  };
}
