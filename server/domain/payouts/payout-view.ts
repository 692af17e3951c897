import type { PayoutData } from '../../contract/payout-schema.ts';
import type { PaymentRecord, RecordedPayment } from '../ledger/payment-record.ts';
import type { RecordedTransaction } from '../ledger/transaction-record.ts';
import { type TransactionData, transactionData } from '../ledger/transaction-view.ts';
import type { PayoutRecord } from './payout-record.ts';

// The spec's Payout (Resources → Payout) as POST /v1/payout answers it, and a PAYOUT transaction's
// record: the transaction record every postback carries, whose `payment` is the payout.

/** The payout's payment and its own row, as the spec's Payout resource. */
export function payoutData(
  payment: Pick<
    PaymentRecord,
    | 'paymentId'
    | 'createdAt'
    | 'merchantId'
    | 'baseAmount'
    | 'baseCurrencyCode'
    | 'merchantCustomerId'
    | 'amount'
    | 'currencyCode'
  >,
  payout: PayoutRecord,
): PayoutData {
  if (payment.baseAmount === null || payment.baseCurrencyCode === null) {
    // Written with every payout (create-payout.ts refuses one it cannot convert).
    throw new Error(`[Kassa] payout ${payment.paymentId} has no base amount`);
  }
  return {
    payment_id: payment.paymentId,
    payment_type: 'PAYOUT',
    created_at: payment.createdAt.toISOString(),
    merchant_id: payment.merchantId,
    base_amount: payment.baseAmount,
    base_currency_code: payment.baseCurrencyCode,
    payment_method: payout.method,
    merchant_payment_id: payout.merchantPaymentId,
    merchant_customer_id: payment.merchantCustomerId,
    amount: payment.amount,
    currency_code: payment.currencyCode,
    payment_details: payout.details,
    ...(payout.description !== null && { description: payout.description }),
  };
}

/**
 * A PAYOUT transaction's record: in its TRANSACTION postbacks, in GET /v1/transaction and in the
 * sandbox's decide call. Its `payment` is the payout, with the fields every record's payment has
 * (a payout has no products and no 3-D Secure).
 */
export function payoutTransactionData(
  payment: RecordedPayment,
  transaction: RecordedTransaction,
  payout: PayoutRecord,
): TransactionData {
  const record = transactionData(payment, transaction);
  return {
    ...record,
    payment: {
      ...payoutData(payment, payout),
      transaction_amount: transaction.amount,
      transaction_currency_code: transaction.currencyCode,
      forced_3d: false,
      products: [],
    },
  };
}
