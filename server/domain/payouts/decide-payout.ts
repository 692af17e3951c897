import { ApiError } from '../../contract/api-error.ts';
import { endsPayout, PAID_OUT, payoutFailureCodes } from '../../contract/payout-endings.ts';
import type { PayoutMethod } from '../../contract/payout-methods.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { nextPayment } from '../ledger/next-payment.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPayment, updatePayment } from '../ledger/payment-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import type { TransactionData } from '../ledger/transaction-view.ts';
import { recordTransaction } from '../outcomes/record-transaction.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
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
    processors: ProcessorRegistry;
  },
): Promise<TransactionData> {
  const { payout, now, transaction } = input;
  const decided: PayoutRecord = { ...payout, decidedAt: now };
  // The payout provider that took it ends it.
  const processor = await input.processors.reach(
    tx,
    transaction.merchantId,
    transaction.processorId,
  );
  const { data } = await recordTransaction(tx, {
    payment: input.payment,
    transaction: input.transaction,
    outcome: input.ending,
    now,
    stored: true,
    processor,
    alongside: async (transaction, q) => {
      await markDecided(q, payout.paymentId, now);
      // recordTransaction has put every code on the table (an unknown one is 3000).
      const code = responseCode(transaction.responseCode);
      if (!code) return undefined;
      const payment = nextPayment(input.payment, code, 'settlement');
      await updatePayment(q, payment.paymentId, payment);
      return payment;
    },
    postbackData: (payment, transaction) => payoutTransactionData(payment, transaction, decided),
  });
  return data;
}

/** A 400 naming response_code and the codes a payout of `method` may end with. */
function notAnEnding(method: PayoutMethod, code: number): ApiError {
  const entry = responseCode(code);
  const what = entry
    ? `${code} (${entry.status} ${entry.message})`
    : `${code}, which is not in the spec's table`;
  return ApiError.badParameter(
    'response_code',
    `must be ${PAID_OUT} or a DECLINE or ERROR code of ${method} payouts: ${payoutFailureCodes(method).join(', ')} (docs/payouts.md, Deciding a payout yourself); it is ${what}`,
  );
}

/**
 * The sandbox's tools API: ends the merchant's pending payout `paymentId` now with `code`: 1000, or
 * a DECLINE or ERROR code of the payout's method (contract/payout-endings.ts); any other code is a
 * 400 and the payout stays PENDING. 404 for a payout the merchant does not have, 409 for one that
 * has ended.
 */
export async function decidePayoutNow(
  db: Database,
  input: {
    merchantId: string;
    paymentId: string;
    code: number;
    now: Date;
    processors: ProcessorRegistry;
    /** Who decided it, for processor_response_text: "the sandbox tools API". */
    decidedBy: string;
  },
): Promise<TransactionData> {
  return db.transaction(async (tx) => {
    const payout = await findPayout(tx, input.merchantId, input.paymentId, { forUpdate: true });
    if (!payout)
      throw new ApiError(404, 'NOT_FOUND', 'payment_id names no payout of this merchant');
    const entry = responseCode(input.code);
    if (!entry || !endsPayout(payout.method, entry.code)) {
      throw notAnEnding(payout.method, input.code);
    }
    const { payment, transaction } = await lockedPayoutRows(tx, payout);
    if (payout.decidedAt !== null || transaction.status !== 'PENDING') {
      throw new ApiError(
        409,
        'INVALID_REQUEST',
        `payout ${payout.paymentId} already ended ${transaction.status} ${transaction.responseCode} at ${(payout.decidedAt ?? transaction.updatedAt).toISOString()}; only a PENDING payout can be decided`,
      );
    }
    const processor = await input.processors.reach(
      tx,
      transaction.merchantId,
      transaction.processorId,
    );
    return endPayout(tx, {
      payout,
      payment,
      transaction,
      ending: {
        code: entry.code,
        processorResponseText: processor.followUpText({
          kind: 'decided',
          text: `${payout.method} payout decided through ${input.decidedBy} (${entry.code} ${entry.message})`,
        }),
      },
      now: input.now,
      processors: input.processors,
    });
  });
}
