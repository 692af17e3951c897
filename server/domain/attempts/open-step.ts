import type { PaymentAction } from '../../../src/contract/session-api.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { apmSessionAction } from '../steps/apm/apm-session-action.ts';
import type { DecideDeps } from '../steps/apm/decide-apm.ts';
import type { ChallengeDeps } from '../steps/three-ds/challenge.ts';
import { sessionAction } from '../steps/three-ds/session-action.ts';

// The step a PROCESSING session waits on, for the session view's `action`: a 3-D Secure challenge
// (server/domain/steps/three-ds/session-action.ts) or an alternative payment's step (server/apm/). A step whose
// time has come is decided first, so the view reports the outcome instead.

export interface OpenStep {
  payment: PaymentRecord;
  action?: PaymentAction | undefined;
  /** A due step was decided while reading: postbacks are queued. */
  changed: boolean;
}

export async function openStep(
  deps: ChallengeDeps & DecideDeps & { publicUrl: string },
  payment: PaymentRecord,
): Promise<OpenStep> {
  const challenge = await sessionAction(deps, payment);
  if (challenge.action || challenge.timedOut) {
    return { payment: challenge.payment, action: challenge.action, changed: !!challenge.timedOut };
  }
  const apm = await apmSessionAction(deps, payment);
  return { payment: apm.payment, action: apm.action, changed: !!apm.decided };
}
