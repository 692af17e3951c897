import { methodInfo } from '../../../common/methods/payment-methods.ts';
import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import {
  ALREADY_CHARGEBACK,
  type DisputeState,
  MAY_FOLLOW,
  mayFollow,
} from '../../contract/dispute-table.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import type { RefundBalance } from './refund-balance.ts';

// What may be refunded of a transaction, and how much (spec: POST /refund). Pure: the
// route has already locked the transaction's row and read its counted refunds and disputes, so the
// answer here holds until the refund it allows is written. Every refusal is a 400 naming the field
// and rule; the ones the spec gives a code (2905, 2011) carry it in the message.

/**
 * Transaction types whose money can be given back: a SALE (a checkout's, a RECURRING checkout's
 * first charge, an MIT_SALE's) and the CAPTURE of an authorization (POST /v1/capture records one,
 * of the captured amount). An AUTHORIZE moved no money: it is voided, or its capture is refunded.
 * Plain strings, so the list holds CAPTURE wherever the transaction types do not name it yet.
 */
export const REFUNDABLE_TRANSACTION_TYPES: readonly string[] = ['SALE', 'CAPTURE'];

/** The spec's 2905 "Refund is not supported for this method or transaction type". */
export const REFUND_NOT_SUPPORTED = 2905;

function notSupported(field: string, rule: string): ApiError {
  const message = responseCode(REFUND_NOT_SUPPORTED)?.message ?? 'Refund is not supported';
  return ApiError.badParameter(field, `${rule} (${REFUND_NOT_SUPPORTED} ${message})`);
}

/** Refuses a transaction that is not a settled, successful, refundable one. */
export function checkRefundable(original: TransactionRecord): void {
  if (!REFUNDABLE_TRANSACTION_TYPES.includes(original.transactionType)) {
    throw notSupported(
      'transaction_id',
      `must name a ${REFUNDABLE_TRANSACTION_TYPES.join(' or ')} transaction; this one is of type ${original.transactionType}`,
    );
  }
  if (original.status === 'PENDING') {
    throw ApiError.badParameter(
      'transaction_id',
      'must name a settled transaction; this one is PENDING: refund it once its final status is SUCCESS',
    );
  }
  if (original.status !== 'SUCCESS') {
    throw ApiError.badParameter(
      'transaction_id',
      `must name a successful transaction; this one is ${original.status} ${original.responseCode} (${original.responseMessage}): nothing was paid`,
    );
  }
}

/**
 * Refuses a refund the table of what may follow what forbids: a transaction charged back (and not
 * reversed) has had its money taken back by the network already. A 400 naming transaction_id with
 * the spec's 2011 in the message, as every other refusal of a refund (2905 above): a refund that
 * is refused is never recorded, so it sends no postback.
 */
export function checkNotChargedBack(state: DisputeState): void {
  if (mayFollow('REFUND', state)) return;
  throw chargedBackRefusal(
    'transaction_id',
    `must name a transaction that is not charged back; this one's last dispute is ${state}: ${MAY_FOLLOW.REFUND.rule}`,
  );
}

/** A 400 naming `field` with the spec's 2011 in the message: the network holds that money. */
function chargedBackRefusal(field: string, rule: string): ApiError {
  const message = responseCode(ALREADY_CHARGEBACK)?.message ?? 'transaction has already chargeback';
  return ApiError.badParameter(field, `${rule} (${ALREADY_CHARGEBACK} ${message})`);
}

/**
 * `currency_code`, which client libraries send beside `amount`, must be the currency of the
 * transaction refunded: a refund gives money back in the currency it was paid in.
 */
export function checkRefundCurrency(
  original: TransactionRecord,
  currencyCode: string | undefined,
): void {
  if (currencyCode !== undefined && currencyCode !== original.currencyCode) {
    throw ApiError.badParameter(
      'currency_code',
      `must be ${original.currencyCode}, the currency of the refunded transaction; it is ${currencyCode}`,
    );
  }
}

export interface RefundAmount {
  /** What this refund gives back, in the transaction currency's minor units. */
  minor: bigint;
  /** The same as a decimal string in the transaction's currency ("12.50"). */
  amount: string;
}

/** Why the part of a chargeback not reversed cannot be refunded, said beside 2011. */
export const CHARGED_BACK_RULE =
  'the part of a chargeback not reversed is money the network has taken back already';

/**
 * The amount to refund: `requested` (a decimal string of the spec's amount format), or what remains
 * when it is absent (`balance`, refund-balance.ts). Refused: zero, more decimals than the currency
 * has, more than remains, and a partial refund of a method whose refunds are full only (2905). When
 * a chargeback not reversed is what keeps the amount out of reach, the refusal carries 2011, as a
 * refund after a chargeback does.
 */
export function refundAmount(
  original: TransactionRecord,
  requested: string | undefined,
  balance: RefundBalance,
): RefundAmount {
  const { captured, refunded, chargedBack, remaining, digits, show } = balance;
  const currency = original.currencyCode;
  if (remaining <= 0n) {
    if (chargedBack > 0n) {
      throw chargedBackRefusal(
        'transaction_id',
        `must name a transaction with something left to refund; of ${show(captured)}, ${show(refunded)} is refunded and ${show(chargedBack)} charged back and not reversed: ${CHARGED_BACK_RULE}`,
      );
    }
    throw ApiError.badParameter(
      'transaction_id',
      `must name a transaction with something left to refund; this one is refunded in full (${show(refunded)} of ${show(captured)})`,
    );
  }
  let minor = remaining;
  if (requested !== undefined) {
    const parsed = toMinorUnits(requested, digits);
    if (parsed === null) {
      throw ApiError.badParameter(
        'amount',
        `must have at most ${digits} decimal${digits === 1 ? '' : 's'} in ${currency}`,
      );
    }
    if (parsed === 0n) throw ApiError.badParameter('amount', 'must be greater than zero');
    if (parsed > remaining) {
      const most = `must be at most ${show(remaining)}, what remains to refund of ${show(captured)}`;
      if (chargedBack > 0n) {
        throw chargedBackRefusal(
          'amount',
          `${most} (${show(refunded)} refunded so far, ${show(chargedBack)} charged back and not reversed): ${CHARGED_BACK_RULE}`,
        );
      }
      throw ApiError.badParameter('amount', `${most} (${show(refunded)} refunded so far)`);
    }
    minor = parsed;
  }
  if (minor !== captured && methodInfo(original.paymentMethod).refunds === 'full') {
    throw notSupported(
      'amount',
      `must be the full amount ${show(captured)} or left out: ${original.paymentMethod} payments are refunded in full only`,
    );
  }
  return { minor, amount: fromMinorUnits(minor, digits) };
}
