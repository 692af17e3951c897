import type { RecordedPayment } from '../ledger/payment-record.ts';
import type { PaymentFields } from '../ledger/payment-view.ts';
import type { RecordedTransaction } from '../ledger/transaction-record.ts';
import { type TransactionData, transactionData } from '../ledger/transaction-view.ts';
import type { RefundLink } from './refund-store.ts';

/**
 * A REFUND's record: the transaction record with the transaction it refunds, the merchant's
 * reason and who it said asked for it, each null when the merchant said none (the live service's
 * reference lists both in a refund's answer). The same in its TRANSACTION postback, in the answer
 * to POST /v1/refund and in GET /v1/transaction. `fields`: as transactionData takes them.
 */
export function refundData(
  payment: RecordedPayment,
  refund: RecordedTransaction,
  link: Pick<RefundLink, 'originalTransactionId' | 'reason' | 'initiatedBy'>,
  fields?: PaymentFields,
): TransactionData {
  return {
    ...transactionData(payment, refund, fields),
    original_transaction_id: link.originalTransactionId,
    reason: link.reason,
    initiated_by: link.initiatedBy,
  };
}
