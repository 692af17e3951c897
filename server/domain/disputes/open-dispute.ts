import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { findPayment } from '../ledger/payment-store.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import type { TransactionData } from '../ledger/transaction-view.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import type { DisputeRequest } from './dispute-rules.ts';
import { recordDispute } from './record-dispute.ts';

// The sandbox's dispute call (POST /sandbox/api/transactions/{id}/dispute): a dispute of any
// settled transaction of the merchant, now, on the server's time. The disputed row is locked
// first, as POST /v1/refund locks it, so a dispute and a refund racing on one transaction are
// decided one after the other and each sees the other's amount.

export interface OpenDisputeRequest {
  merchantId: string;
  transactionId: string;
  dispute: DisputeRequest;
  now: Date;
}

export async function openDispute(
  deps: { db: Database; processors: ProcessorRegistry },
  request: OpenDisputeRequest,
): Promise<TransactionData> {
  return deps.db.transaction(async (tx) => {
    const original = await findTransaction(tx, request.transactionId, { forUpdate: true });
    // Another merchant's transaction is answered as an unknown one: its existence is not theirs.
    const payment =
      original && original.merchantId === request.merchantId
        ? await findPayment(tx, original.paymentId)
        : undefined;
    if (!original || !payment) throw ApiError.notFound(`transaction ${request.transactionId}`);
    const { data } = await recordDispute(tx, deps.processors, {
      original,
      payment,
      request: request.dispute,
      now: request.now,
    });
    return data;
  });
}
