import { responseCode } from '../../contract/response-codes.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { nextPayment, type OutcomeSource } from '../ledger/next-payment.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { insertPayment, updatePayment } from '../ledger/payment-store.ts';
import { savedForShopper, shouldIssueToken } from '../ledger/token-rule.ts';
import { insertPaymentToken } from '../ledger/token-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import type { ProcessorFacts } from '../processor.ts';
import { startSubscriptions } from '../subscriptions/start-subscriptions.ts';
import {
  type ProcessorOutcome,
  recordTransaction,
  type TransactionDraft,
} from './record-transaction.ts';

// Where a processor's outcome moves a checkout's payment on: the transaction and its TRANSACTION
// postback (recordTransaction, the one record path), the payment's next state and the shopper's
// message, the payment token and, for a successful RECURRING (or subscription-selling SALE)
// checkout, its subscriptions and their SUBSCRIPTION postbacks, all written in the caller's
// database transaction. Card attempts, pending settlement, 3-D Secure, the alternative methods'
// decisions (source 'provider') and MIT charges come through here; refunds and an authorization's
// closing transactions, which move no payment on, go to recordTransaction directly.

export type { OutcomeSource } from '../ledger/next-payment.ts';

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
  /** The processor that decided it (record-transaction.ts keeps its facts with the record). */
  processor: ProcessorFacts;
  /** When the TRANSACTION postback may be sent, if before `now` (a sandbox clock's rebill). */
  sendAt?: Date;
  /**
   * The payment is not written yet (a charge on a token): it is inserted once, in the state the
   * outcome moves it to, with its transaction, instead of inserted and then updated.
   */
  newPayment?: boolean;
}

export interface AppliedOutcome {
  payment: PaymentRecord;
  transaction: TransactionRecord;
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
    processorId: transaction.processorId,
    cofConsentSkipped: transaction.cofConsent === 'skipped',
    createdAt: now,
  });
  return paymentTokenId;
}

/** The saved card a transaction was paid with, if it was. */
function savedCardToken(transaction: TransactionRecord): string | undefined {
  return transaction.details.kind === 'card' ? transaction.details.paymentTokenId : undefined;
}

export async function applyOutcome(tx: Queryable, input: OutcomeInput): Promise<AppliedOutcome> {
  const { now, source } = input;
  const recorded = await recordTransaction(tx, {
    payment: input.payment,
    transaction: input.transaction,
    outcome: input.outcome,
    now,
    stored: source === 'settlement' || source === 'provider',
    processor: input.processor,
    alongside: (transaction, q) => nextPaymentOf(q, input, transaction),
    ...(input.sendAt && { sendAt: input.sendAt }),
  });
  const { payment, transaction } = recorded;
  // After the TRANSACTION postback, so merchants hear of the payment before its subscriptions.
  if (source !== 'authentication' && transaction.status === 'SUCCESS') {
    await startSubscriptions(tx, payment, transaction, now);
  }
  return { payment, transaction };
}

/** The payment's next state after `transaction`, with the token it keeps, written. */
async function nextPaymentOf(
  tx: Queryable,
  input: OutcomeInput,
  transaction: TransactionRecord,
): Promise<PaymentRecord> {
  const { source, now } = input;
  // recordTransaction has put every code on the table (an unknown one is 3000).
  const code = responseCode(transaction.responseCode);
  if (!code)
    throw new Error(`[Kassa] response code ${transaction.responseCode} missing from the table`);
  let payment = nextPayment(input.payment, code, source);
  const savedToken = savedCardToken(transaction);
  if (source !== 'authentication' && transaction.status === 'SUCCESS' && savedToken !== undefined) {
    // Paid with a saved card: the payment's token is that card's, and no new one is kept.
    payment = { ...payment, paymentTokenId: savedToken };
  } else if (
    source !== 'authentication' &&
    transaction.status === 'SUCCESS' &&
    // An MIT/CIT payment charges the token it carries and saves none of its own.
    payment.paymentTokenId === null &&
    shouldIssueToken(transaction.paymentMethod, transaction.cofConsent)
  ) {
    // The token for later MIT/CIT payments (spec: the postback of a successful sale carries it).
    payment = { ...payment, paymentTokenId: await issueToken(tx, payment, transaction, now) };
  }
  if (input.newPayment) await insertPayment(tx, payment);
  else await updatePayment(tx, payment.paymentId, payment);
  return payment;
}
