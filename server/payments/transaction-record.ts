import type { TransactionStatus, TransactionType } from '../../src/contract/transactions.ts';
import type { PaymentMethod } from '../../src/methods/payment-methods.ts';
import type { PaymentDetails } from './payment-details.ts';
import type { StoredProduct } from './payment-record.ts';
import type { CofConsent } from './token-rule.ts';

export type { CardFacts } from './payment-details.ts';
export type { TransactionStatus };

export interface TransactionRecord {
  transactionId: string;
  paymentId: string;
  merchantId: string;
  transactionType: TransactionType;
  status: TransactionStatus;
  responseCode: number;
  responseMessage: string;
  processorResponseText: string;
  amount: string;
  taxAmount: string | null;
  currencyCode: string;
  paymentMethod: PaymentMethod;
  details: PaymentDetails;
  cofConsent: CofConsent;
  products: StoredProduct[];
  settleAt: Date | null;
  settleCode: number | null;
  createdAt: Date;
  updatedAt: Date;
}
