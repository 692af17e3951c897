// A warning two minutes before the session stops taking payments (spec: Checkout session → 15
// minutes elapse), so the shopper is not surprised by a closed form. The form API has no way to
// extend a session, so the warning only says how long is left. Both instants come from the
// server's clock (expires_at, server_time), as for the flow's own expiry check.
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { FlowState } from './flow/flow-state.ts';
import type { Schedule } from './schedule.ts';

export const WARNING_BEFORE_END_MS = 2 * 60 * 1000;

export interface SessionEndWarning {
  /** True from two minutes before the end while the form can still pay. */
  due: ReadonlySignal<boolean>;
  dispose(): void;
}

export function createSessionEndWarning(
  session: ReadonlySignal<SessionView>,
  state: ReadonlySignal<FlowState>,
  schedule: Schedule,
): SessionEndWarning {
  const reached = signal(false);
  let cancel: (() => void) | null = null;

  const stopSchedule = effect(() => {
    const view = session.value;
    cancel?.();
    cancel = null;
    const left = Date.parse(view.expires_at) - Date.parse(view.server_time);
    if (Number.isNaN(left) || view.state !== 'OPEN') return;
    const wait = left - WARNING_BEFORE_END_MS;
    if (wait <= 0) reached.value = true;
    else cancel = schedule(() => (reached.value = true), wait);
  });
  return {
    // Shown while the form can pay: not once it has ended, nor while it is paying.
    due: computed(() => reached.value && state.value.step === 'ready'),
    dispose() {
      cancel?.();
      stopSchedule();
    },
  };
}
