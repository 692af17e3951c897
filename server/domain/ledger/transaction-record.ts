import type { TransactionStatus, TransactionType } from '../../../common/contract/transactions.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import type { CardBinType } from '../../contract/card-bin-types.ts';
import type { ThreeDsAnswer } from '../routing/three-ds-rules.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentDetails } from './payment-details.ts';
import type { StoredProduct } from './payment-record.ts';
import type { CofConsent } from './token-rule.ts';

/**
 * The routing decision a transaction was made under, kept with it: the explanation routing gave
 * (which rule, the processor order, why candidates were kept or dropped) and every processor's
 * answer in the order they were asked; for a payment that could go through 3-D Secure, the
 * merchant's 3-D Secure answer (docs/routing.md: 3-D Secure rules).
 */
export interface RoutingAudit {
  readonly explanation: unknown;
  readonly three_ds?: ThreeDsAnswer | undefined;
  readonly answers: readonly {
    readonly processor: string;
    readonly response_code: number;
    readonly processor_response_text: string;
  }[];
}

/** A fee as the records write it: decimal text in a currency. */
export interface RebillFee {
  readonly amount: string;
  readonly currency_code: string;
}

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
  /**
   * The processor that decided the transaction, as it was when it did: its key in the merchant's
   * routing configuration (null for a transaction recorded before processors had keys) and its
   * name (transaction_details.processor). Views read these, never whichever processor is live.
   */
  processorId: string | null;
  processorName: string;
  /** Its own code for the response code (transaction_details.processor_response_code). */
  processorResponseCode: string;
  /** How many processors of a cascade were tried before the one that decided: 0 for the first. */
  cascadeAttempt: number;
  hasBeenCascaded: boolean;
  /** The card's BIN facts as the deciding processor gave them (card_bin_*); null when none. */
  binCountryCode: string | null;
  binCountryName: string | null;
  binType: CardBinType | null;
  /** What the processor charged for it (transaction_fee_*); null: nothing recorded, shown as zero. */
  feeAmount: string | null;
  feeCurrencyCode: string | null;
  /**
   * What each rebill of its SUBSCRIPTION products will be charged by the same processor, by
   * product_id (rebill_transaction_fee_*); null without such products or from before fees.
   */
  rebillFees: Readonly<Record<string, RebillFee>> | null;
  /** The routing decision and each processor's answer on the way (the decision audit). */
  routing: RoutingAudit | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a transaction's record (transaction-view.ts) is built from, and its payment's id: the
 * columns GET /v1/transaction reads of each row. Not the route it was sent by nor when it settles,
 * which no record shows.
 */
export const RECORDED_TRANSACTION_FIELDS = [
  'transactionId',
  'version',
  'paymentId',
  'transactionType',
  'status',
  'responseCode',
  'responseMessage',
  'processorResponseText',
  'rrn',
  'amount',
  'taxAmount',
  'currencyCode',
  'baseAmount',
  'baseCurrencyCode',
  'paymentMethod',
  'details',
  'cofConsent',
  'paymentContext',
  'products',
  'processorName',
  'processorResponseCode',
  'cascadeAttempt',
  'hasBeenCascaded',
  'binCountryCode',
  'binCountryName',
  'binType',
  'feeAmount',
  'feeCurrencyCode',
  'rebillFees',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof TransactionRecord)[];

export type RecordedTransaction = Pick<
  TransactionRecord,
  (typeof RECORDED_TRANSACTION_FIELDS)[number]
>;
