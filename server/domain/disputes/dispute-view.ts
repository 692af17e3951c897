import { disputeReason } from '../../contract/dispute-table.ts';
import type { DisputeLink } from '../ledger/dispute-store.ts';
import type { RecordedPayment } from '../ledger/payment-record.ts';
import type { PaymentFields } from '../ledger/payment-view.ts';
import type { RecordedTransaction } from '../ledger/transaction-record.ts';
import { type TransactionData, transactionData } from '../ledger/transaction-view.ts';

/**
 * A dispute's record (FRAUD_ALERT, CHARGEBACK, CHARGEBACK_REVERSAL, RDR, RDR_REVERSAL): the
 * transaction record with the transaction it disputes and the network's reason. The same in its
 * TRANSACTION postback, in the sandbox's dispute answer and in GET /v1/transaction. `fields`: as
 * transactionData takes them.
 */
export function disputeData(
  payment: RecordedPayment,
  dispute: RecordedTransaction,
  link: Pick<DisputeLink, 'originalTransactionId' | 'reasonCode'>,
  fields?: PaymentFields,
): TransactionData {
  const reason = disputeReason(link.reasonCode);
  return {
    ...transactionData(payment, dispute, fields),
    original_transaction_id: link.originalTransactionId,
    dispute_reason_code: link.reasonCode,
    ...(reason && { dispute_reason: `${reason.network}: ${reason.description}` }),
  };
}
