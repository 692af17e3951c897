import type { TransactionStatus, TransactionType } from '../../../common/contract/transactions.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentDetails } from './payment-details.ts';
import type { StoredProduct } from './payment-record.ts';
import type { CofConsent } from './token-rule.ts';

export type { CardFacts } from './payment-details.ts';
export type { TransactionStatus };

export interface TransactionRecord {
  transactionId: string;
  /** 1 when recorded, one more each time the transaction changes (merchants order and dedupe by it). */
  version: number;
  paymentId: string;
  merchantId: string;
  transactionType: TransactionType;
  status: TransactionStatus;
  responseCode: number;
  responseMessage: string;
  processorResponseText: string;
  /** Retrieval reference number the processor answered (12 digits). */
  rrn: string;
  amount: string;
  taxAmount: string | null;
  currencyCode: string;
  /**
   * `amount` in the payment's base currency, converted when the transaction was recorded
   * (record-transaction.ts), and that currency; null for a transaction recorded before base
   * amounts, or of a payment without one.
   */
  baseAmount: string | null;
  baseCurrencyCode: string | null;
  paymentMethod: PaymentMethod;
  details: PaymentDetails;
  cofConsent: CofConsent;
  /** The request and browser the shopper paid from (payment-context.ts). */
  paymentContext: PaymentContext;
  products: StoredProduct[];
  settleAt: Date | null;
  settleCode: number | null;
  createdAt: Date;
  updatedAt: Date;
}
