import { type ResponseCode, responseCode } from '../../contract/response-codes.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { writeBatch } from '../../platform/db/write-batch.ts';
import { transactionFee } from '../fees/transaction-fee.ts';
import { baseAmountOf } from '../ledger/base-amount.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { rebillFields } from '../ledger/rebill-charge.ts';
import type { RebillFee, TransactionRecord } from '../ledger/transaction-record.ts';
import { insertTransaction, updateTransactionOutcome } from '../ledger/transaction-store.ts';
import { type TransactionData, transactionData } from '../ledger/transaction-view.ts';
import {
  type Block,
  type Payee,
  screenTransaction,
} from '../negative-entries/screen-transaction.ts';
import { enqueuePostbacks, type PostbackEvent } from '../postbacks/outbox-store.ts';
import type { ProcessorFacts } from '../processor.ts';
import type { RouteTaken } from '../processors/routed-decision.ts';
import { planDisputes } from './plan-disputes.ts';

// The one place a transaction record is finished and the one module that sends a TRANSACTION
// postback: a card attempt, a 3-D Secure authentication, a settlement, an alternative method's
// decision, an MIT charge, a refund, a capture, a void and an expiry all come through here, so
// every transaction the merchant hears of has the same fields, the same status rules and its
// postback in the same database transaction as the record. Being that one place, it is also where
// a new transaction meets the merchant's negative database (screen-transaction.ts): a match
// replaces the processor's outcome with the entry type's DECLINE code.

/** What the processor (or the sandbox in its place) answered. Status and messages follow from the code. */
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
  | 'updatedAt'
  | DecisionFields;

/**
 * Who decided the transaction, how it was routed there and what it charged: who and how are
 * written with its first outcome and kept by every later one; the fee is worked out again with
 * each outcome (feeOf).
 */
export type DecisionFields =
  | 'processorId'
  | 'processorName'
  | 'processorResponseCode'
  | 'cascadeAttempt'
  | 'hasBeenCascaded'
  | 'binCountryCode'
  | 'binCountryName'
  | 'binType'
  | 'feeAmount'
  | 'feeCurrencyCode'
  | 'rebillFees'
  | 'routing';

type BaseFields = 'baseAmount' | 'baseCurrencyCode';

/**
 * A transaction before its outcome: what was asked for, by whom, with what. A stored transaction
 * (a settlement) brings its `version`, the outcome writes the next one, and its base amount,
 * which it keeps; a new one gets its base amount here.
 */
export type TransactionDraft = Omit<TransactionRecord, OutcomeFields | BaseFields> &
  Partial<Pick<TransactionRecord, 'version' | BaseFields | DecisionFields>>;

/**
 * The draft's amount in its payment's base currency, at the processor's rates: kept when the
 * transaction has one already, none when the payment has none.
 */
function baseOf(
  draft: TransactionDraft,
  payment: PaymentRecord,
  processor: ProcessorFacts,
): Pick<TransactionRecord, BaseFields> {
  if (draft.baseCurrencyCode != null && draft.baseAmount != null) {
    return { baseAmount: draft.baseAmount, baseCurrencyCode: draft.baseCurrencyCode };
  }
  const base = payment.baseCurrencyCode;
  const baseAmount =
    base === null
      ? undefined
      : baseAmountOf(draft.amount, draft.currencyCode, base, processor.exchangeRate);
  return baseAmount === undefined || base === null
    ? { baseAmount: null, baseCurrencyCode: null }
    : { baseAmount, baseCurrencyCode: base };
}

/**
 * Who decides the draft: a stored transaction (a settlement) keeps what it was recorded with; a
 * new one is the processor's, at the cascade position routing gives. The card's BIN facts are the
 * deciding processor's, kept as it gave them.
 */
function decisionOf(
  draft: TransactionDraft,
  processor: ProcessorFacts,
): Omit<Pick<TransactionRecord, DecisionFields>, 'processorResponseCode' | FeeFields> {
  const bin = draft.details.kind === 'card' ? processor.binFacts(draft.details.bin) : undefined;
  const cascadeAttempt = draft.cascadeAttempt ?? 0;
  return {
    processorId: draft.processorId ?? processor.id ?? null,
    processorName: draft.processorName ?? processor.name,
    cascadeAttempt,
    hasBeenCascaded: cascadeAttempt > 0,
    binCountryCode: draft.binCountryCode ?? bin?.countryCode ?? null,
    binCountryName: draft.binCountryName ?? bin?.countryName ?? null,
    binType: draft.binType ?? bin?.type ?? null,
    routing: draft.routing ?? null,
  };
}

type FeeFields = 'feeAmount' | 'feeCurrencyCode' | 'rebillFees';

/**
 * What the deciding processor charges for the transaction as it now stands (server/domain/fees):
 * written with each outcome, so a PENDING payment that settles is charged when it succeeds.
 */
function feeOf(
  transaction: Omit<TransactionRecord, FeeFields>,
  payment: PaymentRecord,
  processor: ProcessorFacts,
): Pick<TransactionRecord, FeeFields> {
  const fee = transactionFee(
    processor.fees ?? [],
    {
      transactionType: transaction.transactionType,
      status: transaction.status,
      rebill: payment.paymentType === 'RECURRING_REBILL',
      method: transaction.paymentMethod,
      amount: transaction.amount,
      currencyCode: transaction.currencyCode,
    },
    processor.exchangeRate,
  );
  return {
    feeAmount: fee.amount,
    feeCurrencyCode: fee.currency_code,
    rebillFees: rebillFeesOf(transaction, payment, processor),
  };
}

/**
 * What each rebill of the transaction's SUBSCRIPTION products will be charged by the processor
 * that decided it, which keeps the card the rebills charge (rebill-charge.ts).
 */
function rebillFeesOf(
  transaction: Omit<TransactionRecord, FeeFields>,
  payment: PaymentRecord,
  processor: ProcessorFacts,
): Record<string, RebillFee> | null {
  const plans = transaction.products.filter((product) => product.product_type === 'SUBSCRIPTION');
  if (plans.length === 0) return null;
  const source = {
    schedule: processor.fees ?? [],
    rates: processor.exchangeRate,
    method: transaction.paymentMethod,
  };
  return Object.fromEntries(
    plans.map((plan) => {
      const fields = rebillFields(plan, payment, source);
      return [
        plan.product_id,
        {
          amount: fields.rebill_transaction_fee_amount,
          currency_code: fields.rebill_transaction_fee_currency_code,
        },
      ];
    }),
  );
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

export interface RecordInput {
  payment: PaymentRecord;
  transaction: TransactionDraft;
  outcome: ProcessorOutcome;
  now: Date;
  /** A settlement or a provider's decision finishes a stored transaction; anything else is new. */
  stored: boolean;
  /**
   * The processor that decided it: the record keeps its name, its own code for the outcome and the
   * card's BIN facts as it gives them. A stored transaction keeps the processor it was recorded with.
   */
  processor: ProcessorFacts;
  /** A payout's destination, screened against the negative database with the transaction. */
  payee?: Payee;
  /**
   * Writes that belong with the transaction, after it and before its postback (the payment's next
   * state, a refund's link, an authorization's closure), made through `q`; the payment it answers
   * is the one the postback describes.
   */
  alongside?: (transaction: TransactionRecord, q: Queryable) => Promise<PaymentRecord | undefined>;
  /** The postback's record when it carries more than the transaction (a refund names its original). */
  postbackData?: (payment: PaymentRecord, transaction: TransactionRecord) => TransactionData;
  /** When the postback may be sent, if before `now`: a sandbox clock's rebill, months ahead. */
  sendAt?: Date;
  /**
   * Writes that follow the transaction and report on it with postbacks of their own (a rebill's
   * subscription and its SUBSCRIPTION postback): their postbacks are queued right after the
   * TRANSACTION postback, in the same statement. Made through `q`, as `alongside`'s.
   */
  followedBy?: (recorded: RecordedTransaction, q: Queryable) => Promise<PostbackEvent[]>;
}

/** The draft as decided by `processor` where routing put it. */
export function withRoute<D extends TransactionDraft | PendingDraft>(
  draft: D,
  processor: Pick<ProcessorFacts, 'id'>,
  route: RouteTaken,
): D {
  return {
    ...draft,
    processorId: processor.id ?? null,
    cascadeAttempt: route.cascadeAttempt,
    routing: route.audit,
  };
}

/** A draft before its id and reference (a SALE a 3-D Secure challenge holds). */
type PendingDraft = Omit<TransactionDraft, 'transactionId' | 'rrn'>;

export interface RecordedTransaction {
  payment: PaymentRecord;
  transaction: TransactionRecord;
  /** The record as the TRANSACTION postback carries it. */
  data: TransactionData;
}

/** What a transaction blocked by a negative entry is recorded with: no processor decides it. */
function blockedOutcome(block: Block): ProcessorOutcome {
  return {
    code: block.code,
    processorResponseText: `Blocked by the merchant's negative entry ${block.entryId} (${block.entryType})`,
  };
}

/**
 * Finishes the draft with its outcome, writes it, runs what goes with it and sends its postback.
 * The writes nobody reads back (the record, the payment's next state, the postback) wait in one
 * batch and leave as one statement (platform/db/write-batch.ts); a read among them (a refund's
 * link taken once) sends what waits before it. `alongside` and `followedBy` write through the
 * batch they are given, never around it, so their writes keep their place.
 */
export async function recordTransaction(
  tx: Queryable,
  input: RecordInput,
): Promise<RecordedTransaction> {
  const { now } = input;
  const batch = writeBatch(tx);
  // A stored transaction (a settlement, a provider's decision) was screened when it was new.
  const block = input.stored
    ? undefined
    : await screenTransaction(tx, input.payment, input.transaction, input.processor, input.payee);
  const outcome = block ? blockedOutcome(block) : input.outcome;
  const { code, processorResponseText } = knownOutcome(outcome);
  const pending = code.status === 'PENDING' ? outcome.settle : undefined;
  const decided: Omit<TransactionRecord, FeeFields> = {
    ...input.transaction,
    ...baseOf(input.transaction, input.payment, input.processor),
    ...decisionOf(input.transaction, input.processor),
    processorResponseCode: input.processor.ownResponseCode(code.code),
    version: (input.transaction.version ?? 0) + 1,
    status: code.status,
    responseCode: code.code,
    responseMessage: code.message,
    processorResponseText,
    settleAt: pending?.at ?? null,
    settleCode: pending?.code ?? null,
    updatedAt: now,
  };
  const transaction: TransactionRecord = {
    ...decided,
    ...feeOf(decided, input.payment, input.processor),
  };
  if (input.stored) await updateTransactionOutcome(batch, transaction);
  else await insertTransaction(batch, transaction);
  const payment = (await input.alongside?.(transaction, batch)) ?? input.payment;
  // A successful SALE or CAPTURE of a dispute test card: its disputes are planned with it.
  await planDisputes(batch, {
    payment,
    transaction,
    processor: input.processor,
    now,
    sendAt: input.sendAt,
  });
  const data = input.postbackData
    ? input.postbackData(payment, transaction)
    : transactionData(payment, transaction);
  const recorded = { payment, transaction, data };
  const following = (await input.followedBy?.(recorded, batch)) ?? [];
  await enqueuePostbacks(batch, [
    {
      merchantId: payment.merchantId,
      type: 'TRANSACTION',
      data,
      now,
      ...(input.sendAt && { sendAt: input.sendAt }),
    },
    ...following,
  ]);
  await batch.flush();
  return recorded;
}
