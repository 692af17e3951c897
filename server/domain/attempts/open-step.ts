import type { PaymentAction } from '../../../common/contract/session-api.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { apmStep, type DecideDeps } from '../steps/apm/decide-apm.ts';
import { stepView } from '../steps/pending-step.ts';
import { type ChallengeDeps, threeDsStep } from '../steps/three-ds/challenge.ts';

// The step a PROCESSING session waits on, for the session view's `action`: a 3-D Secure challenge
// or an alternative payment's step, each a pending shopper step (../steps/pending-step.ts). A step
// whose time has come is decided first, so the view reports the outcome instead.

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
  const challenge = await stepView(deps, threeDsStep(deps), payment);
  if (challenge.action)
    return { payment: challenge.payment, action: challenge.action, changed: false };
  // A payment waits on one step at most: once one is decided, the next finds it not PROCESSING.
  const apm = await stepView(deps, apmStep(deps), challenge.payment);
  return { payment: apm.payment, action: apm.action, changed: challenge.decided || apm.decided };
}
