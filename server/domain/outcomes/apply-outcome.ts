import { type ResponseCode, responseCode } from '../../contract/response-codes.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { nextPayment, type OutcomeSource } from '../ledger/next-payment.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { updatePayment } from '../ledger/payment-store.ts';
import { savedForShopper, shouldIssueToken } from '../ledger/token-rule.ts';
import { insertPaymentToken } from '../ledger/token-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { insertTransaction, updateTransactionOutcome } from '../ledger/transaction-store.ts';
import { transactionData } from '../ledger/transaction-view.ts';
import { enqueuePostback } from '../postbacks/outbox-store.ts';
import type { Processor } from '../processor.ts';
import { startSubscriptions } from '../subscriptions/start-subscriptions.ts';

// The one place a processor's outcome becomes state (issue 14, item 5): the transaction's status,
// the payment's next state and the shopper's message, the payment token, the TRANSACTION
// postback and, for a successful RECURRING checkout, its subscriptions and their SUBSCRIPTION
// postbacks (issue 10), all written in the caller's database transaction. Card attempts and pending
// settlement, 3-D Secure and the alternative methods' decisions (source 'provider') use it today;
// MIT and refunds will.

export type { OutcomeSource } from '../ledger/next-payment.ts';

/** What the processor answered. Status and messages follow from the code (the spec's table). */
export interface ProcessorOutcome {
  readonly code: number;
  readonly processorResponseText: string;
  /** For a PENDING outcome: when the final status arrives, and its code. */
  readonly settle?: { readonly at: Date; readonly code: number } | undefined;
}

type OutcomeFields =
  | 'version'
  | 'status'
  | 'responseCode'
  | 'responseMessage'
  | 'processorResponseText'
  | 'settleAt'
  | 'settleCode'
  | 'updatedAt';

/**
 * A transaction before its outcome: what was asked for, by whom, with what. A stored transaction
 * (a settlement) brings its `version`; the outcome writes the next one.
 */
export type TransactionDraft = Omit<TransactionRecord, OutcomeFields> & { version?: number };

export interface OutcomeInput {
  payment: PaymentRecord;
  /**
   * For an attempt or an authentication, the new transaction (inserted here); for a settlement or
   * a provider's decision, the stored one.
   */
  transaction: TransactionDraft;
  source: OutcomeSource;
  outcome: ProcessorOutcome;
  now: Date;
  /** For the postback's record: the card's BIN facts are the processor's. */
  processor: Pick<Processor, 'binFacts'>;
}

export interface AppliedOutcome {
  payment: PaymentRecord;
  transaction: TransactionRecord;
}

/** The spec's 3000 Unknown error: what a code outside the spec's table is recorded as. */
export const UNKNOWN_ERROR_CODE = 3000;

/**
 * The table entry for `code`. A code outside the spec's table is never a success: it is recorded
 * as ERROR 3000 "Unknown error", with the code that arrived kept in processor_response_text, so the
 * payment ends, the merchant hears of it and the settlement queue is not blocked by a poison row.
 */
export function knownOutcome(outcome: ProcessorOutcome): {
  code: ResponseCode;
  processorResponseText: string;
} {
  const code = responseCode(outcome.code);
  if (code) return { code, processorResponseText: outcome.processorResponseText };
  const unknown = responseCode(UNKNOWN_ERROR_CODE);
  if (!unknown)
    throw new Error(`[Kassa] response code ${UNKNOWN_ERROR_CODE} missing from the table`);
  return {
    code: unknown,
    processorResponseText: `${outcome.processorResponseText} (unknown response code ${outcome.code})`,
  };
}

async function issueToken(
  tx: Queryable,
  payment: PaymentRecord,
  transaction: TransactionRecord,
  now: Date,
): Promise<string> {
  const { details } = transaction;
  // Only card and wallet details come with a successful sale that keeps a token (token-rule.ts).
  if (details.kind !== 'card' && details.kind !== 'wallet') {
    throw new Error(`[Kassa] no payment token store for ${details.kind} details`);
  }
  const paymentTokenId = newId('tok');
  await insertPaymentToken(tx, {
    paymentTokenId,
    merchantId: payment.merchantId,
    merchantCustomerId: payment.merchantCustomerId,
    paymentMethod: transaction.paymentMethod,
    scheme: details.scheme,
    bin: details.kind === 'card' ? details.bin : null,
    last4: details.last4,
    expiryMonth: details.expiryMonth,
    expiryYear: details.expiryYear,
    holderName: details.kind === 'card' ? details.holderName : null,
    savedForShopper: savedForShopper(transaction.paymentMethod, transaction.cofConsent),
    createdAt: now,
  });
  return paymentTokenId;
}

/** The saved card a transaction was paid with (issue 10), if it was. */
function savedCardToken(transaction: TransactionRecord): string | undefined {
  return transaction.details.kind === 'card' ? transaction.details.paymentTokenId : undefined;
}

export async function applyOutcome(tx: Queryable, input: OutcomeInput): Promise<AppliedOutcome> {
  const { now, source } = input;
  const { code, processorResponseText } = knownOutcome(input.outcome);
  const pending = code.status === 'PENDING' ? input.outcome.settle : undefined;
  const transaction: TransactionRecord = {
    ...input.transaction,
    version: (input.transaction.version ?? 0) + 1,
    status: code.status,
    responseCode: code.code,
    responseMessage: code.message,
    processorResponseText,
    settleAt: pending?.at ?? null,
    settleCode: pending?.code ?? null,
    updatedAt: now,
  };
  if (source === 'settlement' || source === 'provider') {
    await updateTransactionOutcome(tx, transaction);
  } else await insertTransaction(tx, transaction);

  let payment = nextPayment(input.payment, code, source);
  const savedToken = savedCardToken(transaction);
  if (source !== 'authentication' && code.status === 'SUCCESS' && savedToken !== undefined) {
    // Paid with a saved card: the payment's token is that card's, and no new one is kept.
    payment = { ...payment, paymentTokenId: savedToken };
  } else if (
    source !== 'authentication' &&
    code.status === 'SUCCESS' &&
    // An MIT/CIT payment charges the token it carries and saves none of its own (issue 11).
    payment.paymentTokenId === null &&
    shouldIssueToken(transaction.paymentMethod, transaction.cofConsent)
  ) {
    // The token for later MIT/CIT payments (spec: the postback of a successful sale carries it).
    payment = { ...payment, paymentTokenId: await issueToken(tx, payment, transaction, now) };
  }
  await updatePayment(tx, payment.paymentId, payment);
  await enqueuePostback(tx, {
    merchantId: payment.merchantId,
    type: 'TRANSACTION',
    data: transactionData(payment, transaction, input.processor),
    now,
  });
  // After the TRANSACTION postback, so merchants hear of the payment before its subscriptions.
  if (source !== 'authentication' && code.status === 'SUCCESS') {
    await startSubscriptions(tx, payment, transaction, now);
  }
  return { payment, transaction };
}
