// What the alternative methods add to the checkout form, as their chunk hands it to
// checkout/model.ts: the methods offered, the flow's poll schedule and waiting screens for their
// steps, and what the choice of how to pay shows of each method (src/components/PaymentChoice.tsx).

import type { CardMethodModel } from '../../../checkout/card/card-method.ts';
import type { FlowDeps } from '../../../checkout/flow/flow-state.ts';
import type { FormMessages } from '../../../messages/form-messages.ts';
import type { MethodParts } from '../methods/method-choice-props.ts';
import type { OfferedMethods } from './offered-methods.ts';

export interface ApmForm {
  methods: OfferedMethods;
  /** The flow's deps for the alternative methods; the form's own deps override them (tests). */
  deps: Pick<FlowDeps, 'pollDelay' | 'actionScreens'>;
  methodParts: MethodParts;
}

/** The chunk, loaded: the form's part for the session's `methods` and the card's model. */
export type ApmStep = (
  methods: readonly string[],
  card: CardMethodModel,
  messages: FormMessages,
) => ApmForm;
