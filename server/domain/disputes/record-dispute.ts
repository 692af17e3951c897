import type { Queryable } from '../../platform/db/database.ts';
import { type DisputeLink, disputeHistory, insertDisputeLink } from '../ledger/dispute-store.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { followUpDraft } from '../outcomes/follow-up-draft.ts';
import { type RecordedTransaction, recordTransaction } from '../outcomes/record-transaction.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { countedRefundAmounts } from '../refunds/refund-store.ts';
import { type DisputeRequest, decideDispute } from './dispute-rules.ts';
import { disputeData } from './dispute-view.ts';

// Records one dispute of a transaction whose row the caller has locked (SELECT … FOR UPDATE), in
// the caller's database transaction: read its disputes and counted refunds, decide by the table,
// and write the dispute's transaction, its link and its TRANSACTION postback together through the
// one record path. A dispute is a new transaction (version 1, SUCCESS 1000: the network has
// decided); the disputed SALE or CAPTURE does not change, as it does not for a refund.

/** The spec's 1000 Approved: a dispute arrives decided. */
const RECORDED = 1000;

export interface DisputeInput {
  original: TransactionRecord;
  payment: PaymentRecord;
  request: DisputeRequest;
  /** When it happened: the server's time, or its sandbox clock's. */
  now: Date;
  /** When its postback may leave, if not at `now` (an event of a clock's advance). */
  sendAt?: Date | undefined;
}

/** Throws the rule (an ApiError) when the table or the amounts refuse it; writes nothing then. */
export async function recordDispute(
  tx: Queryable,
  processors: ProcessorRegistry,
  input: DisputeInput,
): Promise<RecordedTransaction> {
  const { original, payment, now } = input;
  // The network's dispute reaches the merchant through the processor that took the payment.
  const processor = await processors.reach(tx, original.merchantId, original.processorId);
  const history = await disputeHistory(tx, original.transactionId);
  const counted = await countedRefundAmounts(tx, original.transactionId);
  const decision = decideDispute(original, history, counted, input.request);
  // The disputed money is the original's, sent by the card network (no shopper's browser).
  const draft = followUpDraft(original, {
    transactionType: decision.kind,
    rrn: processor.reference(now),
    amount: decision.amount,
    now,
  });
  const link: DisputeLink = {
    disputeTransactionId: draft.transactionId,
    originalTransactionId: original.transactionId,
    merchantId: original.merchantId,
    kind: decision.kind,
    reasonCode: decision.reason.code,
    createdAt: now,
  };
  return recordTransaction(tx, {
    payment,
    transaction: draft,
    // The network's words, as the processor that took the payment relays them.
    outcome: {
      code: RECORDED,
      processorResponseText: processor.followUpText({ kind: 'relayed', text: decision.text }),
    },
    now,
    stored: false,
    processor,
    alongside: async (_dispute, q) => {
      await insertDisputeLink(q, link);
      return undefined;
    },
    postbackData: (paid, dispute) => disputeData(paid, dispute, link),
    ...(input.sendAt && { sendAt: input.sendAt }),
  });
}
