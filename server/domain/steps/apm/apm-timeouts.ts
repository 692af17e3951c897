import { type Sweep, startSweep } from '../../../platform/sweep.ts';
import { dueApmPaymentIds } from './apm-store.ts';
import { type DecideDeps, decideApm } from './decide-apm.ts';

// The sandbox's clock for alternative payments: a voucher or a step left pending is paid at its
// auto_pay_at, a step nobody decided by its expires_at is declined with 2904 (never paid). Both
// times are stored with the step, so a restart loses nothing; the session view and the provider
// page also settle a due step when they meet it, so neither is ever stale.

export interface ApmTimeoutDeps extends DecideDeps {
  log: { error: (obj: object, msg: string) => void };
  onPostback: () => void;
  intervalMs?: number;
}

/** Decides every due step; returns how many it decided. */
export async function decideDueApmPayments(
  deps: Omit<ApmTimeoutDeps, 'intervalMs'>,
): Promise<number> {
  let decided = 0;
  for (const id of await dueApmPaymentIds(deps.db, deps.now(), 20)) {
    const result = await decideApm(deps, id, { kind: 'due' });
    if (result.kind === 'decided') decided += 1;
  }
  if (decided > 0) deps.onPostback();
  return decided;
}

export function startApmTimeouts(deps: ApmTimeoutDeps): Sweep {
  return startSweep(
    () => decideDueApmPayments(deps),
    deps.intervalMs ?? 1000,
    (err) => deps.log.error({ err }, 'alternative payment timeouts failed; will retry'),
  );
}
