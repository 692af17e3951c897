import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '../../contract/api-error.ts';
import type { refundBodySchema } from '../../contract/refund-schema.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { claimOnce } from '../idempotency/run-once.ts';
import { disputeState } from '../ledger/dispute-history.ts';
import { disputeHistory } from '../ledger/dispute-store.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPayment } from '../ledger/payment-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import type { TransactionData } from '../ledger/transaction-view.ts';
import { followUpDraft } from '../outcomes/follow-up-draft.ts';
import { recordTransaction } from '../outcomes/record-transaction.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { refundBalance } from './refund-balance.ts';
import {
  checkNotChargedBack,
  checkRefundable,
  checkRefundCurrency,
  refundAmount,
} from './refund-rules.ts';
import { countedRefundAmounts, insertRefundLink, type RefundLink } from './refund-store.ts';
import { refundData } from './refund-view.ts';

// POST /v1/refund's work, in one database transaction: lock the refunded transaction's
// row, add up its counted refunds, decide the amount, ask the processor, and write the REFUND
// transaction, its link and its TRANSACTION postback together. The lock is what keeps concurrent
// refunds of one transaction from refunding more than was captured: each one reads the refunds
// committed before it. A refund changes nothing of the payment (it stays SUCCEEDED, its token
// stays): the payment's state is about the shopper's checkout, not about money given back later.

export type RefundBody = FromSchema<typeof refundBodySchema>;

export interface RefundDeps {
  db: Database;
  processors: ProcessorRegistry;
}

export interface RefundRequest {
  merchantId: string;
  body: RefundBody;
  /** X-Idempotency-Key, or null (docs/after-checkout.md: POST /v1/refund). */
  idempotencyKey: string | null;
  now: Date;
}

async function lockedOriginal(
  tx: Queryable,
  merchantId: string,
  transactionId: string,
): Promise<{ original: TransactionRecord; payment: PaymentRecord }> {
  const original = await findTransaction(tx, transactionId, { forUpdate: true });
  // Another merchant's transaction is answered as an unknown one: its existence is not theirs.
  const payment =
    original && original.merchantId === merchantId
      ? await findPayment(tx, original.paymentId)
      : undefined;
  if (!original || !payment) {
    throw new ApiError(404, 'NOT_FOUND', 'transaction_id names no transaction of this merchant');
  }
  return { original, payment };
}

export async function createRefund(
  { db, processors }: RefundDeps,
  request: RefundRequest,
): Promise<TransactionData> {
  const { body, now } = request;
  return db.transaction(async (tx) => {
    const { original, payment } = await lockedOriginal(tx, request.merchantId, body.transaction_id);
    // Before the rules, so a repeat is always the 409 (a retried full refund too, which the rules
    // would refuse as refunded in full); a refusal below rolls the claim back with everything else.
    await claimOnce(tx, {
      merchantId: request.merchantId,
      key: request.idempotencyKey,
      endpoint: 'refund',
      paymentId: payment.paymentId,
      now,
    });
    checkRefundable(original);
    // Disputes of the transaction: a chargeback stops refunds (2011), and what the balance counts
    // (an RDR in force, a chargeback's part not reversed) is not left to refund.
    const history = await disputeHistory(tx, original.transactionId);
    checkNotChargedBack(disputeState(history));
    checkRefundCurrency(original, body.currency_code);
    const counted = await countedRefundAmounts(tx, original.transactionId);
    const balance = refundBalance(original, history, counted);
    const { minor, amount } = refundAmount(original, body.amount, balance);
    // The processor that took the money gives it back.
    const processor = await processors.reach(tx, original.merchantId, original.processorId);
    const decision = await processor.refund(minor, now);
    // The money goes back as it came, asked for by the merchant's server (no shopper's browser).
    const draft = followUpDraft(original, {
      transactionType: 'REFUND',
      rrn: decision.rrn,
      amount,
      now,
    });
    const link: RefundLink = {
      refundTransactionId: draft.transactionId,
      originalTransactionId: original.transactionId,
      merchantId: original.merchantId,
      reason: body.reason ?? null,
      initiatedBy: body.initiated_by ?? null,
      createdAt: now,
    };
    const { data } = await recordTransaction(tx, {
      payment,
      transaction: draft,
      outcome: { code: decision.code, processorResponseText: decision.processorResponseText },
      now,
      stored: false,
      processor,
      alongside: async (_refund, q) => {
        await insertRefundLink(q, link);
        return undefined;
      },
      postbackData: (paid, refund) => refundData(paid, refund, link),
    });
    return data;
  });
}
