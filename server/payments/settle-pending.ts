import type { Database } from '../db/database.ts';
import { enqueuePostback } from '../postbacks/outbox-store.ts';
import { responseCode } from '../sandbox/response-codes.ts';
import { MAX_ATTEMPTS } from './attempts.ts';
import { succeed } from './complete-sale.ts';
import { SESSION_TIMEOUT } from './outcome-urls.ts';
import { transactionPostbackData } from './postback-data.ts';
import { findPayment, updatePayment } from './store.ts';
import { claimDueTransactions, settleTransaction } from './transaction-store.ts';

// The sandbox processor answers some payments later (1200 Pending). Their final status is stored
// with the transaction (settle_at, settle_code) and applied here, so a restart in between loses
// nothing: the worker simply finds the due rows when it starts again.

export interface SettlementDeps {
  db: Database;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a settlement committed a postback, to wake the delivery loop. */
  onPostback: () => void;
  intervalMs?: number;
}

/** Settles every due PENDING transaction; returns how many it settled. */
export async function settleDueTransactions(
  deps: Omit<SettlementDeps, 'log' | 'intervalMs'>,
): Promise<number> {
  const now = deps.now();
  const settled = await deps.db.transaction(async (tx) => {
    const due = await claimDueTransactions(tx, now, 20);
    for (const transaction of due) {
      const code = responseCode(transaction.settleCode ?? 1000);
      const outcome = {
        status: code?.status ?? 'SUCCESS',
        responseCode: code?.code ?? 1000,
        responseMessage: code?.message ?? 'Success',
        processorResponseText: `Sandbox: settled after pending (${code?.code ?? 1000})`,
      };
      await settleTransaction(tx, transaction.transactionId, outcome, now);
      const settledTransaction = {
        ...transaction,
        ...outcome,
        settleAt: null,
        settleCode: null,
        updatedAt: now,
      };
      const payment = await findPayment(tx, transaction.paymentId, { forUpdate: true });
      if (!payment) continue;
      let next = payment;
      if (outcome.status === 'SUCCESS') {
        next = await succeed(tx, payment, settledTransaction, payment.attempts, now);
      } else {
        next = {
          ...payment,
          state: 'FAILED',
          lastError: {
            error_code: outcome.responseCode,
            error_message: code?.customerMessage ?? SESSION_TIMEOUT.message,
            response_message: outcome.responseMessage,
          },
          attempts: Math.max(payment.attempts, MAX_ATTEMPTS),
        };
        await updatePayment(tx, payment.paymentId, next);
      }
      await enqueuePostback(tx, {
        merchantId: payment.merchantId,
        type: 'TRANSACTION',
        data: transactionPostbackData(next, settledTransaction),
        now,
      });
    }
    return due.length;
  });
  if (settled > 0) deps.onPostback();
  return settled;
}

export function startPendingSettlement(deps: SettlementDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => settleDueTransactions(deps))
      .catch((err: unknown) => deps.log.error({ err }, 'pending settlement failed; will retry'));
  }, deps.intervalMs ?? 500);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
