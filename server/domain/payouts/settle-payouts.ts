import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import type { ProcessorFacts } from '../processor.ts';
import { endPayout, lockedPayoutRows } from './decide-payout.ts';
import { claimDuePayouts } from './payout-store.ts';

// The processor's final answer to a payout is stored with it (decide_at, decide_code,
// decide_text) and applied here when it is due, so a restart in between loses nothing: the sweep
// finds the due rows when it starts again. It reads the time from the injected clock, so whatever
// moves that clock (a test, a sandbox clock) moves the payouts with it.

export interface PayoutSettlementDeps {
  db: Database;
  now: () => Date;
  /** For the postbacks' records. */
  processor: ProcessorFacts;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a run committed a postback, to wake the delivery loop. */
  onPostback: () => void;
  intervalMs?: number;
}

/** Ends every payout whose final answer is due; returns how many it ended. */
export async function settleDuePayouts(
  deps: Omit<PayoutSettlementDeps, 'intervalMs'>,
): Promise<number> {
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    const due = await claimDuePayouts(tx, now, 20);
    for (const payout of due) {
      const { payment, transaction } = await lockedPayoutRows(tx, payout);
      if (payout.decideCode === null || payout.decideText === null) continue;
      await endPayout(tx, {
        payout,
        payment,
        transaction,
        ending: { code: payout.decideCode, processorResponseText: payout.decideText },
        now,
        processor: deps.processor,
      });
    }
    return due.length;
  });
  if (ended > 0) deps.onPostback();
  return ended;
}

export function startPayoutSettlement(deps: PayoutSettlementDeps): Sweep {
  return startSweep(
    () => settleDuePayouts(deps),
    deps.intervalMs ?? 500,
    (err) => deps.log.error({ err }, 'payout settlement failed; will retry'),
  );
}
