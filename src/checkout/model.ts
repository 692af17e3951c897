// The checkout form's model: the payment flow (flow/flow-model.ts) over the methods the session
// offers. Today that is the card alone (card/card-method.ts); wallets and the APM kinds of issues 9
// and 10 join `methods` here, each a model of its own kind, and the flow stays as it is.

import type { SessionView } from '../contract/session-api.ts';
import type { ApiClient } from './api-client.ts';
import { type CardMethodModel, createCardMethod } from './card/card-method.ts';
import { createPaymentFlow } from './flow/flow-model.ts';
import type { FlowDeps, PaymentFlow } from './flow/flow-state.ts';

export type { CheckoutStatus, FlowState, PayState } from './flow/flow-state.ts';

/** The models of the method kinds this form can show, one variant per kind. */
export type PaymentMethodModel = CardMethodModel;

export interface CheckoutDeps extends FlowDeps {
  /** Today's date for the card's expiry check; injected so tests own time. */
  now?: () => Date;
}

export type CheckoutModel = PaymentFlow<PaymentMethodModel>;

export function createCheckoutModel(
  session: SessionView,
  client: ApiClient,
  { now = () => new Date(), ...deps }: CheckoutDeps,
): CheckoutModel {
  return createPaymentFlow(
    session,
    client,
    [createCardMethod(now, session.prefilled_card_holder)],
    deps,
  );
}
