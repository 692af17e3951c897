import { newId } from '../../platform/ids.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import type { TransactionDraft } from './record-transaction.ts';

// A transaction that follows another on its payment — a refund, a capture or void of an
// authorization, a dispute — moves the original's money: the same method, currency, card facts,
// card-on-file consent and products. Only what happens to it is its own.

export interface FollowUp {
  transactionType: TransactionRecord['transactionType'];
  rrn: string;
  amount: string;
  now: Date;
  /** The tax inside `amount`; none unless the follow-up moves the original's whole amount. */
  taxAmount?: string | null;
  /** Where it came from: none for a request of the merchant's server or the card network. */
  paymentContext?: TransactionRecord['paymentContext'];
}

export function followUpDraft(original: TransactionRecord, next: FollowUp): TransactionDraft {
  return {
    transactionId: newId('trx'),
    paymentId: original.paymentId,
    merchantId: original.merchantId,
    transactionType: next.transactionType,
    rrn: next.rrn,
    amount: next.amount,
    taxAmount: next.taxAmount ?? null,
    currencyCode: original.currencyCode,
    paymentMethod: original.paymentMethod,
    details: original.details,
    cofConsent: original.cofConsent,
    paymentContext: next.paymentContext ?? {},
    products: original.products,
    createdAt: next.now,
  };
}
