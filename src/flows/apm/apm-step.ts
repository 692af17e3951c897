// The alternative payment methods on the form as a chunk of their own: the method table,
// their models, their poll schedule and their waiting screens' loaders. Loaded by
// src/checkout/model.ts's loadApmStep only for a session whose `methods` name one, so a card-only
// checkout never fetches it (the size budget, e2e/bundle-budget.spec.ts). The method list and
// each flow kind's waiting screen are chunks of their own again: the list's and the screens'
// shared parts (the method marks) then sit in a chunk of their own, and this chunk's exports are
// just these (no module namespace object in the form's initial script).

import { ACTION_SCREENS } from '../../checkout/flow/action-screens.ts';
import { APM_SCREENS } from './apm-screens.ts';
import type { ApmStep } from './model/apm-form.ts';
import { offeredMethods } from './model/offered-methods.ts';
import { createApmPollDelay } from './model/poll-delay.ts';

/** The form's part once the method list's chunk has arrived too. */
export async function loadApmForm(): Promise<ApmStep> {
  const { methodParts } = await import('./methods/MethodChoice.tsx');
  return (methods, card, messages) => ({
    methods: offeredMethods(methods, card, messages),
    deps: {
      pollDelay: createApmPollDelay(),
      actionScreens: { ...ACTION_SCREENS, ...APM_SCREENS },
    },
    methodParts,
  });
}
