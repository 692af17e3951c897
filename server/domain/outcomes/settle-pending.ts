import type { Database } from '../../platform/db/database.ts';
import { type Sweep, startSweep } from '../../platform/sweep.ts';
import { findPayment } from '../ledger/payment-store.ts';
import { claimDueTransactions, postponeSettlement } from '../ledger/transaction-store.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { applyOutcome } from './apply-outcome.ts';

// A processor answers some payments later (1200 Pending). Their final status is stored
// with the transaction (settle_at, settle_code) and applied here, so a restart in between loses
// nothing: the worker simply finds the due rows when it starts again.

export interface SettlementDeps {
  db: Database;
  now: () => Date;
  /** Reaches the processor that answered PENDING: the settlement is its answer. */
  processors: ProcessorRegistry;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a settlement committed a postback, to wake the delivery loop. */
  onPostback: () => void;
  intervalMs?: number;
}

/** How long a transaction whose payment is missing waits before it is tried again. */
export const MISSING_PAYMENT_RETRY_MS = 60_000;

// The code a pending transaction stored before settle_code existed settles with.
const APPROVED = 1000;

/** Settles every due PENDING transaction; returns how many it settled. */
export async function settleDueTransactions(
  deps: Omit<SettlementDeps, 'intervalMs'>,
): Promise<number> {
  const now = deps.now();
  const settled = await deps.db.transaction(async (tx) => {
    const due = await claimDueTransactions(tx, now, 20);
    let count = 0;
    for (const transaction of due) {
      const payment = await findPayment(tx, transaction.paymentId, { forUpdate: true });
      if (!payment) {
        // Not settled: a settlement without its payment would report a state nobody holds.
        deps.log.error(
          { transactionId: transaction.transactionId, paymentId: transaction.paymentId },
          'pending transaction has no payment; settlement postponed',
        );
        await postponeSettlement(
          tx,
          transaction.transactionId,
          new Date(now.getTime() + MISSING_PAYMENT_RETRY_MS),
        );
        continue;
      }
      const code = transaction.settleCode ?? APPROVED;
      const processor = await deps.processors.reach(
        tx,
        transaction.merchantId,
        transaction.processorId,
      );
      await applyOutcome(tx, {
        payment,
        transaction,
        source: 'settlement',
        outcome: {
          code,
          processorResponseText: processor.followUpText({ kind: 'settled', code }),
        },
        now,
        processor,
      });
      count += 1;
    }
    return count;
  });
  if (settled > 0) deps.onPostback();
  return settled;
}

export function startPendingSettlement(deps: SettlementDeps): Sweep {
  return startSweep(
    () => settleDueTransactions(deps),
    deps.intervalMs ?? 500,
    (err) => deps.log.error({ err }, 'pending settlement failed; will retry'),
  );
}
