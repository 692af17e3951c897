import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { type TransactionData, transactionData } from '../ledger/transaction-view.ts';
import type { RefundLink } from './refund-store.ts';

/**
 * A REFUND's record: the transaction record with the transaction it refunds, the merchant's
 * reason and who it said asked for it, each null when the merchant said none (the live service's
 * reference lists both in a refund's answer). The same in its TRANSACTION postback, in the answer
 * to POST /v1/refund and in GET /v1/transaction.
 */
export function refundData(
  payment: PaymentRecord,
  refund: TransactionRecord,
  link: Pick<RefundLink, 'originalTransactionId' | 'reason' | 'initiatedBy'>,
): TransactionData {
  return {
    ...transactionData(payment, refund),
    original_transaction_id: link.originalTransactionId,
    reason: link.reason,
    initiated_by: link.initiatedBy,
  };
}
