import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import { instantAfter, LAST_INSTANT } from '../../contract/instants.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { normaliseAmount } from '../checkout/amount-input.ts';
import { isAuthorizationPayment } from '../ledger/authorization-payments.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPayment } from '../ledger/payment-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { findTransaction } from '../ledger/transaction-store.ts';
import { followUpDraft } from '../outcomes/follow-up-draft.ts';
import { recordTransaction } from '../outcomes/record-transaction.ts';
import type { Processor } from '../processor.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { startSubscriptions } from '../subscriptions/start-subscriptions.ts';
import { type ClosureOutcome, findClosure, insertClosureOnce } from './closure-store.ts';

// Capture, void and expiry of an authorization. An authorization is a successful
// AUTHORIZE transaction of a payment that payments/authorization-payments.ts names an
// authorization: an AUTHORIZE payment (POST /v1/authorize, or POST /v1/checkout with
// payment_data.type AUTHORIZE) or an MIT_AUTHORIZE one (POST /v1/mit-authorize on a payment
// token), closed alike whichever endpoint made it. It is closed exactly once:
// - captured (POST /v1/capture): a CAPTURE transaction of the whole amount or, when `amount` is
//   sent, of part of it (the rest is released; one capture per authorization). A capture starts
//   the authorization's subscriptions, so one holding SUBSCRIPTION products is captured whole;
// - voided (POST /v1/void): a VOID transaction of the authorized amount;
// - expired: never captured within AUTHORIZATION_HOLD_SECONDS of its success, the service voids
//   it itself — a VOID transaction whose processor_response_text says it expired.
// Each closing transaction has its TRANSACTION postback through the outbox. Every capture and void
// is approved (1000), with the processor's retrieval reference. Every closer locks the AUTHORIZE
// row first, and the closure's primary key makes a second closing impossible even so.

export type CloseKind = 'capture' | 'void' | 'expire';

export interface CloseRequest {
  /** The merchant asking; null for the service's own expiry sweep. */
  merchantId: string | null;
  authorizationId: string;
  kind: CloseKind;
  /** Capture only: the amount to capture as sent (the schema checked its format). */
  amount?: string | undefined;
  now: Date;
  holdSeconds: number;
}

export interface CloseDeps {
  db: Database;
  processors: ProcessorRegistry;
}

export interface ClosedAuthorization {
  payment: PaymentRecord;
  transaction: TransactionRecord;
}

const VERB: Record<ClosureOutcome, string> = {
  CAPTURED: 'captured',
  VOIDED: 'voided',
  EXPIRED: 'expired',
};

const WANTS: Record<CloseKind, string> = { capture: 'captured', void: 'voided', expire: 'expired' };

/**
 * When the authorization expires: its hold, counted from its success, and at the latest the
 * calendar's last instant (contract/instants.ts).
 */
export const expiresAt = (authorization: TransactionRecord, holdSeconds: number): Date =>
  instantAfter(authorization.updatedAt, holdSeconds * 1000) ?? LAST_INSTANT;

/** A 409 naming why the authorization cannot be captured or voided. */
function closedError(kind: CloseKind, outcome: ClosureOutcome, at: Date): ApiError {
  return new ApiError(
    409,
    'INVALID_REQUEST',
    `transaction_id names an authorization that was already ${VERB[outcome]} at ${at.toISOString()}; it cannot be ${WANTS[kind]}`,
  );
}

interface Locked {
  authorization: TransactionRecord;
  payment: PaymentRecord;
}

async function lockAuthorization(tx: Queryable, request: CloseRequest): Promise<Locked> {
  const authorization = await findTransaction(tx, request.authorizationId, { forUpdate: true });
  // Another merchant's transaction is answered as an unknown one: nothing is said about it.
  if (
    !authorization ||
    (request.merchantId !== null && authorization.merchantId !== request.merchantId)
  ) {
    throw new ApiError(404, 'NOT_FOUND', 'transaction_id names no transaction of this merchant');
  }
  const payment = await findPayment(tx, authorization.paymentId, { forUpdate: true });
  if (!payment) throw new Error('[Kassa] a transaction without its payment');
  if (
    authorization.transactionType !== 'AUTHORIZE' ||
    !isAuthorizationPayment(payment.paymentType)
  ) {
    throw ApiError.badParameter(
      'transaction_id',
      `must name the AUTHORIZE transaction of an authorization (POST /v1/authorize, a checkout of type AUTHORIZE, or POST /v1/mit-authorize); it names a ${authorization.transactionType} transaction of a ${payment.paymentType} payment`,
    );
  }
  if (authorization.status !== 'SUCCESS') {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      `transaction_id names an authorization whose status is ${authorization.status}; only a SUCCESS authorization can be ${WANTS[request.kind]}`,
    );
  }
  return { authorization, payment };
}

/** The amount a capture takes, in the authorization's decimals, or a 400 naming `amount`. */
function captureAmount(authorization: TransactionRecord, sent: string | undefined): string {
  if (sent === undefined) return authorization.amount;
  const currency = authorization.currencyCode;
  const digits = amountFractionDigits(currency);
  const wanted = normaliseAmount('amount', sent, digits, currency);
  const held = toMinorUnits(authorization.amount, digits) ?? 0n;
  if (wanted > held) {
    throw ApiError.badParameter(
      'amount',
      `must be at most the authorized amount (${authorization.amount} ${currency})`,
    );
  }
  if (wanted === 0n && held > 0n) {
    throw ApiError.badParameter('amount', 'must be more than zero (POST /v1/void releases it all)');
  }
  if (wanted !== held && authorization.products.some((p) => p.product_type === 'SUBSCRIPTION')) {
    throw ApiError.badParameter(
      'amount',
      `must be the authorized amount (${authorization.amount}): the authorization holds SUBSCRIPTION products, which its capture starts`,
    );
  }
  return fromMinorUnits(wanted, digits);
}

/** A capture or void is approved as asked: the processor port has no capture call of its own yet. */
const APPROVED = 1000;

const PROCESSOR_TEXT: Record<CloseKind, (holdSeconds: number) => string> = {
  capture: () => 'Captured',
  void: () => 'Voided',
  expire: (holdSeconds) => `Authorization expired: not captured within ${holdSeconds} seconds`,
};

/** Writes the closing transaction, the closure, its postback and, for a capture, the subscriptions. */
async function close(
  tx: Queryable,
  processor: Processor,
  { authorization, payment }: Locked,
  kind: CloseKind,
  amount: string,
  request: CloseRequest,
): Promise<ClosedAuthorization> {
  const { now } = request;
  const whole = amount === authorization.amount;
  const draft = followUpDraft(authorization, {
    transactionType: kind === 'capture' ? 'CAPTURE' : 'VOID',
    rrn: processor.reference(now),
    amount,
    now,
    // A partial capture carries no tax split: the tax rule applied to the authorized total.
    taxAmount: whole ? authorization.taxAmount : null,
    paymentContext: authorization.paymentContext,
  });
  const outcome: ClosureOutcome =
    kind === 'capture' ? 'CAPTURED' : kind === 'void' ? 'VOIDED' : 'EXPIRED';
  const { transaction } = await recordTransaction(tx, {
    payment,
    transaction: draft,
    outcome: { code: APPROVED, processorResponseText: PROCESSOR_TEXT[kind](request.holdSeconds) },
    now,
    stored: false,
    processor,
    alongside: async (closing, q) => {
      const closed = await insertClosureOnce(q, {
        authorizationId: authorization.transactionId,
        paymentId: authorization.paymentId,
        merchantId: authorization.merchantId,
        outcome,
        closingTransactionId: closing.transactionId,
        capturedAmount: kind === 'capture' ? amount : null,
        closedAt: now,
      });
      // Unreachable while every closer locks the authorization first; the key is the last word.
      if (!closed) {
        throw new ApiError(
          409,
          'INVALID_REQUEST',
          'transaction_id: the authorization was closed meanwhile',
        );
      }
      return undefined;
    },
  });
  if (kind === 'capture') await startSubscriptions(tx, payment, transaction, now);
  return { payment, transaction };
}

type Attempt = { kind: 'closed'; result: ClosedAuthorization } | { kind: 'expired'; at: Date };

/**
 * Closes the authorization as `request.kind` asks, in one database transaction. An authorization
 * found past its hold is expired there and then (the sweep may not have come by yet), committed,
 * and the capture or void is answered with the 409 of an expired authorization.
 */
export async function closeAuthorization(
  { db, processors }: CloseDeps,
  request: CloseRequest,
): Promise<ClosedAuthorization> {
  const attempt = await db.transaction((tx) => closeInTransaction(tx, processors, request));
  if (attempt.kind === 'expired') throw closedError(request.kind, 'EXPIRED', attempt.at);
  return attempt.result;
}

/**
 * The expiry sweep's close, inside the caller's transaction (which claimed the authorization):
 * answers the expiring VOID, or throws the 409 of an authorization closed meanwhile.
 */
export async function expireInTransaction(
  tx: Queryable,
  processors: ProcessorRegistry,
  request: Omit<CloseRequest, 'kind' | 'merchantId' | 'amount'>,
): Promise<ClosedAuthorization> {
  const attempt = await closeInTransaction(tx, processors, {
    ...request,
    merchantId: null,
    kind: 'expire',
  });
  if (attempt.kind === 'expired') throw closedError('expire', 'EXPIRED', attempt.at);
  return attempt.result;
}

async function closeInTransaction(
  tx: Queryable,
  processors: ProcessorRegistry,
  request: CloseRequest,
): Promise<Attempt> {
  const locked = await lockAuthorization(tx, request);
  // The processor that authorized it captures, voids or lets it expire.
  const { merchantId, processorId } = locked.authorization;
  const processor = await processors.reach(tx, merchantId, processorId);
  const closure = await findClosure(tx, request.authorizationId);
  if (closure) throw closedError(request.kind, closure.outcome, closure.closedAt);
  const due = expiresAt(locked.authorization, request.holdSeconds);
  if (request.kind === 'expire' || request.now >= due) {
    const result = await close(
      tx,
      processor,
      locked,
      'expire',
      locked.authorization.amount,
      request,
    );
    return request.kind === 'expire' ? { kind: 'closed', result } : { kind: 'expired', at: due };
  }
  const amount =
    request.kind === 'capture'
      ? captureAmount(locked.authorization, request.amount)
      : locked.authorization.amount;
  const result = await close(tx, processor, locked, request.kind, amount, request);
  return { kind: 'closed', result };
}
