import { instantAfter } from '../../contract/instants.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { customerClock, insertScheduledDispute } from '../ledger/dispute-schedule-store.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import type { PaymentCard, ProcessorFacts } from '../processor.ts';

// When a SALE or CAPTURE succeeds, the disputes the processor plans for its card (the sandbox's
// dispute test cards) are written beside it, in the same database transaction, each due a fixed
// time after it: whatever path recorded the money (a checkout, a settlement, a capture, an MIT
// charge, a rebill), the card is disputed the same way, and exactly once.

/** The card as the processor knows a stored one: its facts, never a number. */
function cardOf(transaction: TransactionRecord): PaymentCard | undefined {
  const { details } = transaction;
  switch (details.kind) {
    case 'card':
      return {
        kind: 'stored',
        scheme: details.scheme,
        bin: details.bin,
        last4: details.last4,
        holderName: details.holderName,
      };
    case 'wallet':
      return {
        kind: 'stored',
        scheme: details.scheme,
        bin: null,
        last4: details.last4,
        holderName: '',
      };
    default:
      return undefined;
  }
}

export interface PlanInput {
  payment: PaymentRecord;
  transaction: TransactionRecord;
  processor: ProcessorFacts;
  /** When the transaction happened: the server's time, or its sandbox clock's. */
  now: Date;
  /** Set when `now` is a sandbox clock's time (a rebill of a clock's advance): the server's time. */
  sendAt?: Date | undefined;
}

/**
 * Writes the planned disputes of a successful SALE or CAPTURE. They live on the sandbox clock of
 * the payment's customer when it has one, counted from the transaction's time on that clock (the
 * clock's time for a payment made on the server's time); otherwise on the server's time.
 */
export async function planDisputes(tx: Queryable, input: PlanInput): Promise<void> {
  const { transaction, payment, processor } = input;
  if (transaction.status !== 'SUCCESS') return;
  if (transaction.transactionType !== 'SALE' && transaction.transactionType !== 'CAPTURE') return;
  const card = cardOf(transaction);
  const plan = card && processor.disputePlan ? processor.disputePlan(card) : [];
  if (plan.length === 0) return;
  const clock = await customerClock(tx, payment.merchantId, payment.merchantCustomerId);
  const onClockAlready = input.sendAt !== undefined;
  const from = clock
    ? onClockAlready
      ? input.now
      : clock.time
    : // A subscription put on a clock alone: its rebill's disputes live on the server's time.
      (input.sendAt ?? input.now);
  for (const [step, planned] of plan.entries()) {
    // A dispute that would come after the calendar's last instant never comes: it is not planned.
    const dueAt = instantAfter(from, planned.afterMs);
    if (dueAt === undefined) continue;
    await insertScheduledDispute(tx, {
      scheduledId: newId('dsp'),
      originalTransactionId: transaction.transactionId,
      merchantId: transaction.merchantId,
      step,
      kind: planned.kind,
      dueAt,
      clockId: clock?.clockId ?? null,
      ranAt: null,
      outcome: null,
      createdAt: input.sendAt ?? input.now,
    });
  }
}
