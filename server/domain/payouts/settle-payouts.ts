import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { endPayout, lockedPayoutRows } from './decide-payout.ts';
import { claimDuePayouts } from './payout-store.ts';

// The processor's final answer to a payout is stored with it (decide_at, decide_code,
// decide_text) and applied here when it is due, so a restart in between loses nothing: the sweep
// finds the due rows when it starts again. It reads the time from the injected clock, so whatever
// moves that clock (a test, a sandbox clock) moves the payouts with it.

export interface PayoutSettlementDeps {
  db: Database;
  now: () => Date;
  /** Reaches the provider that took each payout. */
  processors: ProcessorRegistry;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a run committed a postback, to wake the delivery loop. */
  onPostback: () => void;
  intervalMs?: number;
}

/** How many payouts one database transaction ends at most, so none holds many locks. */
export const PAYOUT_BATCH = 20;

/** Ends up to PAYOUT_BATCH payouts whose final answer is due; returns how many it ended. */
export async function settleDuePayouts(
  deps: Omit<PayoutSettlementDeps, 'intervalMs'>,
): Promise<number> {
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    const due = await claimDuePayouts(tx, now, PAYOUT_BATCH);
    for (const payout of due) {
      const { payment, transaction } = await lockedPayoutRows(tx, payout);
      if (payout.decideCode === null || payout.decideText === null) continue;
      await endPayout(tx, {
        payout,
        payment,
        transaction,
        ending: { code: payout.decideCode, processorResponseText: payout.decideText },
        now,
        processors: deps.processors,
      });
    }
    return due.length;
  });
  if (ended > 0) deps.onPostback();
  return ended;
}

/**
 * Ends every payout that is due, a batch at a time, a turn of the event loop between two: a burst
 * of payouts (a batch run, a restart after a pause) is caught up in one run, not 20 every interval.
 */
export async function settleAllDuePayouts(
  deps: Omit<PayoutSettlementDeps, 'intervalMs'>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await settleDuePayouts(deps);
    total += ended;
    if (ended < PAYOUT_BATCH) return total;
    await yieldToEventLoop();
  }
}

export function startPayoutSettlement(deps: PayoutSettlementDeps): Sweep {
  return startSweep(
    () => settleAllDuePayouts(deps),
    deps.intervalMs ?? 500,
    (err) => deps.log.error({ err }, 'payout settlement failed; will retry'),
  );
}
