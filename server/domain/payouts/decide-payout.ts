import { ApiError } from '../../contract/api-error.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { nextPayment } from '../ledger/next-payment.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPayment, updatePayment } from '../ledger/payment-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import type { TransactionData } from '../ledger/transaction-view.ts';
import { recordTransaction } from '../outcomes/record-transaction.ts';
import type { ProcessorFacts } from '../processor.ts';
import type { PayoutRecord } from './payout-record.ts';
import { findPayout, markDecided } from './payout-store.ts';
import { payoutTransactionData } from './payout-view.ts';

// How a payout ends: its PAYOUT transaction goes from PENDING to SUCCESS, DECLINE or ERROR through
// the one record path (version + 1, a TRANSACTION postback), its payment to SUCCEEDED or FAILED,
// and its row is marked decided, all in the caller's database transaction. The sweep applies the
// processor's answer when it is due (settle-payouts.ts); the sandbox's tools API decides a held
// payout, or any pending one, now (decidePayoutNow).

export interface Ending {
  code: number;
  processorResponseText: string;
}

/** The payout's payment and transaction, locked; throws when a row the payout names is missing. */
export async function lockedPayoutRows(
  tx: Queryable,
  payout: PayoutRecord,
): Promise<{ payment: PaymentRecord; transaction: TransactionRecord }> {
  const payment = await findPayment(tx, payout.paymentId, { forUpdate: true });
  const transaction = await findTransaction(tx, payout.transactionId, { forUpdate: true });
  // Both are written with the payout, in its transaction (create-payout.ts).
  if (!payment || !transaction) {
    throw new Error(`[Kassa] payout ${payout.paymentId} is missing its payment or transaction`);
  }
  return { payment, transaction };
}

/** Ends the payout with `ending`: the record, the payment's state and the postback. */
export async function endPayout(
  tx: Queryable,
  input: {
    payout: PayoutRecord;
    payment: PaymentRecord;
    transaction: TransactionRecord;
    ending: Ending;
    now: Date;
    processor: ProcessorFacts;
  },
): Promise<TransactionData> {
  const { payout, now } = input;
  const decided: PayoutRecord = { ...payout, decidedAt: now };
  const { data } = await recordTransaction(tx, {
    payment: input.payment,
    transaction: input.transaction,
    outcome: input.ending,
    now,
    stored: true,
    processor: input.processor,
    alongside: async (transaction) => {
      await markDecided(tx, payout.paymentId, now);
      // recordTransaction has put every code on the table (an unknown one is 3000).
      const code = responseCode(transaction.responseCode);
      if (!code) return undefined;
      const payment = nextPayment(input.payment, code, 'settlement');
      await updatePayment(tx, payment.paymentId, payment);
      return payment;
    },
    postbackData: (payment, transaction) =>
      payoutTransactionData(payment, transaction, decided, input.processor),
  });
  return data;
}

/**
 * The sandbox's tools API: ends the merchant's pending payout `paymentId` now with `code` (a
 * code of the spec's table that is not PENDING). 404 for a payout the merchant does not have,
 * 409 for one that has ended.
 */
export async function decidePayoutNow(
  db: Database,
  input: {
    merchantId: string;
    paymentId: string;
    code: number;
    now: Date;
    processor: ProcessorFacts;
  },
): Promise<TransactionData> {
  const entry = responseCode(input.code);
  if (!entry || entry.status === 'PENDING') {
    throw ApiError.badParameter(
      'response_code',
      'must be a response code of the spec that ends a payout: 1000, or a DECLINE or ERROR code (docs/sandbox.md lists them)',
    );
  }
  return db.transaction(async (tx) => {
    const payout = await findPayout(tx, input.merchantId, input.paymentId, { forUpdate: true });
    if (!payout)
      throw new ApiError(404, 'NOT_FOUND', 'payment_id names no payout of this merchant');
    const { payment, transaction } = await lockedPayoutRows(tx, payout);
    if (payout.decidedAt !== null || transaction.status !== 'PENDING') {
      throw new ApiError(
        409,
        'INVALID_REQUEST',
        `payout ${payout.paymentId} already ended ${transaction.status} ${transaction.responseCode} at ${(payout.decidedAt ?? transaction.updatedAt).toISOString()}; only a PENDING payout can be decided`,
      );
    }
    return endPayout(tx, {
      payout,
      payment,
      transaction,
      ending: {
        code: entry.code,
        processorResponseText: `Sandbox: ${payout.method} payout decided through the sandbox tools API (${entry.code} ${entry.message})`,
      },
      now: input.now,
      processor: input.processor,
    });
  });
}
