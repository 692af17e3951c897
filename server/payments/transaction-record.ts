import type { TransactionStatus } from '../../src/contract/transactions.ts';
import type { StoredProduct } from './payment-record.ts';

export type { TransactionStatus };

/** Card facts that may be kept (PCI DSS): never the full number, never the security code. */
export interface CardFacts {
  scheme: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

export interface TransactionRecord {
  transactionId: string;
  paymentId: string;
  merchantId: string;
  transactionType: 'SALE';
  status: TransactionStatus;
  responseCode: number;
  responseMessage: string;
  processorResponseText: string;
  amount: string;
  taxAmount: string | null;
  currencyCode: string;
  paymentMethod: string;
  card: CardFacts;
  products: StoredProduct[];
  settleAt: Date | null;
  settleCode: number | null;
  createdAt: Date;
  updatedAt: Date;
}
