// How often the form reads the session while an alternative payment's step is open:
// every 2 s for the step's first minute, when a shopper who scanned or approved at once expects
// the form to move on, then every 10 s for the long wait (a voucher paid at a cash desk). The
// flow re-arms its timer after each answer, so two reads never overlap (flow/flow-model.ts).
import type { PaymentAction } from '../../../../common/contract/session-api.ts';
import type { FlowState } from '../../../checkout/flow/flow-state.ts';

export const FAST_POLL_MS = 2000;
export const SLOW_POLL_MS = 10_000;
export const FAST_POLL_PERIOD_MS = 60_000;

/** The delay before the next read, `stepAgeMs` into the step. */
export function apmPollInterval(stepAgeMs: number): number {
  return stepAgeMs < FAST_POLL_PERIOD_MS ? FAST_POLL_MS : SLOW_POLL_MS;
}

/**
 * A form's pollDelay (flow-state.ts): the APM schedule during an APM step, the flow's own
 * otherwise. The step's age is the sum of the delays asked for since its action appeared (a new
 * action, even of the same kind, starts again at 0), so it runs on the flow's injected schedule.
 */
export function createApmPollDelay(): (state: FlowState) => number | undefined {
  let step: PaymentAction | null = null;
  let age = 0;
  return (state) => {
    if (state.step !== 'action' || state.action.kind === 'three_ds') return undefined;
    if (state.action !== step) {
      step = state.action;
      age = 0;
    }
    const delay = apmPollInterval(age);
    age += delay;
    return delay;
  };
}
