import type { TransactionType } from '../../../common/contract/transactions.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { RoutingAudit } from './transaction-record.ts';
import { findTransaction } from './transaction-store.ts';

// The decision audit of one transaction, as it was stored when the transaction was recorded
// (transactions.routing): the explanation routing gave and every processor's answer on the way,
// with the processor that decided. Read after the fact from what was kept, never by routing again:
// the merchant's document may have changed since.

export interface TransactionRoutingView {
  readonly transaction_id: string;
  readonly transaction_type: TransactionType;
  /** The deciding processor's key in the merchant's document; null before processors had keys. */
  readonly processor_id: string | null;
  /** Its name (transaction_details.processor); "Kassa routing" for a refused route. */
  readonly processor: string;
  readonly cascade_attempt: number;
  readonly has_been_cascaded: boolean;
  /**
   * The explanation routing gave (docs/routing.md: The explanation); null for a transaction that
   * was not routed: a follow-up (capture, void, refund, dispute, rebill) goes to the processor of
   * the transaction it follows.
   */
  readonly explanation: unknown;
  /** What the merchant's 3-D Secure rules answered (docs/routing.md); null where none were read. */
  readonly three_ds: RoutingAudit['three_ds'] | null;
  /** Each processor's answer, in the order they were asked; empty when none was. */
  readonly answers: RoutingAudit['answers'];
}

/** The audit of the merchant's transaction; another merchant's is answered as an unknown one. */
export async function transactionRouting(
  db: Queryable,
  merchantId: string,
  transactionId: string,
): Promise<TransactionRoutingView> {
  const found = await findTransaction(db, transactionId);
  if (found === undefined || found.merchantId !== merchantId) {
    throw ApiError.notFound(`transaction ${transactionId}`);
  }
  return {
    transaction_id: found.transactionId,
    transaction_type: found.transactionType,
    processor_id: found.processorId,
    processor: found.processorName,
    cascade_attempt: found.cascadeAttempt,
    has_been_cascaded: found.hasBeenCascaded,
    explanation: found.routing?.explanation ?? null,
    three_ds: found.routing?.three_ds ?? null,
    answers: found.routing?.answers ?? [],
  };
}
