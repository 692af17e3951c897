import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import {
  DEFAULT_REASON,
  DISPUTE_REASONS,
  type DisputeKind,
  type DisputeReason,
  disputeReason,
  MAY_FOLLOW,
  mayFollow,
} from '../../contract/dispute-table.ts';
import { disputeState, lastOf } from '../ledger/dispute-history.ts';
import type { DisputeEntry } from '../ledger/dispute-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import { refundBalance } from '../refunds/refund-balance.ts';

// Whether a dispute may be recorded on a transaction now, and of how much: pure, over what the
// caller read after locking the transaction's row (its disputes and its counted refunds). The
// order comes from the one table (contract/dispute-table.ts); the amounts from its money effect.
// A refusal is an ApiError: 409 when the table or the transaction's state forbids it (naming the
// rule), 400 when a field is wrong.

/** Transactions a card network can dispute: money taken from a card, settled. */
export const DISPUTABLE_TYPES: readonly string[] = ['SALE', 'CAPTURE'];

export interface DisputeRequest {
  kind: DisputeKind;
  /** Decimal text in the transaction's currency; left out: the most the kind allows. */
  amount?: string | undefined;
  /** A code of DISPUTE_REASONS; left out: the default (a reversal keeps its dispute's). */
  reasonCode?: string | undefined;
}

export interface DisputeDecision {
  kind: DisputeKind;
  amount: string;
  reason: DisputeReason;
  /** processor_response_text of the dispute's record. */
  text: string;
}

const conflict = (message: string): ApiError => new ApiError(409, 'INVALID_REQUEST', message);

function checkDisputable(original: TransactionRecord): void {
  const what = `transaction ${original.transactionId} is a ${original.status} ${original.transactionType}`;
  if (!DISPUTABLE_TYPES.includes(original.transactionType) || original.status !== 'SUCCESS') {
    throw conflict(
      `${what}: only a settled (SUCCESS) ${DISPUTABLE_TYPES.join(' or ')} can be disputed`,
    );
  }
  if (original.details.kind !== 'card' && original.details.kind !== 'wallet') {
    throw conflict(
      `${what} paid by ${original.paymentMethod}: only card payments (typed, saved, token or wallet) are disputed through a card network`,
    );
  }
}

const networkOf = (original: TransactionRecord): DisputeReason['network'] =>
  (original.details.kind === 'card' || original.details.kind === 'wallet') &&
  original.details.scheme === 'Mastercard'
    ? 'Mastercard'
    : 'Visa';

function reasonFor(
  original: TransactionRecord,
  request: DisputeRequest,
  reversed: DisputeEntry | undefined,
): DisputeReason {
  const code =
    request.reasonCode ??
    reversed?.reasonCode ??
    (request.kind === 'FRAUD_ALERT' || request.kind === 'CHARGEBACK' || request.kind === 'RDR'
      ? DEFAULT_REASON[request.kind][networkOf(original)]
      : '');
  const reason = disputeReason(code);
  if (!reason) {
    throw ApiError.badParameter(
      'reason_code',
      `must be one of ${DISPUTE_REASONS.map((r) => r.code).join(', ')} (docs/disputes.md, Reason codes); it is ${code}`,
    );
  }
  return reason;
}

/** Decides the dispute `request` of `original`, or throws the rule it breaks. */
export function decideDispute(
  original: TransactionRecord,
  history: readonly DisputeEntry[],
  countedRefunds: readonly string[],
  request: DisputeRequest,
): DisputeDecision {
  checkDisputable(original);
  const { kind } = request;
  const state = disputeState(history);
  if (!mayFollow(kind, state)) {
    const last = history.at(-1);
    const now = last
      ? `its last dispute is ${last.kind} ${last.disputeTransactionId}`
      : 'it has no dispute yet';
    throw conflict(
      `${kind} refused on transaction ${original.transactionId}: ${MAY_FOLLOW[kind].rule}; ${now}`,
    );
  }
  const currency = original.currencyCode;
  const balance = refundBalance(original, history, countedRefunds);
  const { captured, refunded, digits, show } = balance;
  const minorOf = (amount: string) => toMinorUnits(amount, digits) ?? 0n;
  const reversed =
    kind === 'CHARGEBACK_REVERSAL'
      ? lastOf(history, 'CHARGEBACK')
      : kind === 'RDR_REVERSAL'
        ? lastOf(history, 'RDR')
        : undefined;
  const reason = reasonFor(original, request, reversed);

  let most = captured;
  let exact = false;
  switch (MAY_FOLLOW[kind].money) {
    case 'returned':
      most = reversed ? minorOf(reversed.amount) : 0n;
      break;
    case 'refunded':
      // An RDR is a refund: what POST /v1/refund may give back, it may, and no more.
      most = balance.remaining;
      if (most <= 0n) {
        const held =
          balance.chargedBack > 0n
            ? `, ${show(balance.chargedBack)} charged back and not reversed`
            : '';
        throw conflict(
          `${kind} refused on transaction ${original.transactionId}: an ${kind} is a refund, and nothing is left to refund (${show(refunded)} of ${show(captured)} refunded${held})`,
        );
      }
      break;
    case 'unrefunded':
      most = reversed ? minorOf(reversed.amount) : 0n;
      exact = true;
      break;
    default:
      break;
  }
  let minor = most;
  if (request.amount !== undefined) {
    const parsed = toMinorUnits(request.amount, digits);
    if (parsed === null) {
      throw ApiError.badParameter(
        'amount',
        `must be a decimal amount with at most ${digits} decimal${digits === 1 ? '' : 's'} in ${currency}`,
      );
    }
    if (parsed <= 0n) throw ApiError.badParameter('amount', 'must be greater than zero');
    if (exact && parsed !== most) {
      throw ApiError.badParameter(
        'amount',
        `must be ${show(most)} or left out: an RDR_REVERSAL undoes its RDR whole`,
      );
    }
    if (parsed > most) {
      throw ApiError.badParameter(
        'amount',
        `must be at most ${show(most)} for a ${kind} of this transaction`,
      );
    }
    minor = parsed;
  }
  return {
    kind,
    amount: fromMinorUnits(minor, digits),
    reason,
    text: textOf(kind, reason, refunded, captured, show),
  };
}

function textOf(
  kind: DisputeKind,
  reason: DisputeReason,
  refunded: bigint,
  captured: bigint,
  show: (minor: bigint) => string,
): string {
  const why = `${reason.network} ${reason.code} ${reason.description}`;
  switch (kind) {
    case 'FRAUD_ALERT':
      return `fraud alert from the issuer (${why}); no money moved`;
    case 'CHARGEBACK': {
      const refundedNote =
        refunded === 0n
          ? ''
          : refunded >= captured
            ? `; the transaction was already refunded in full (${show(refunded)} of ${show(captured)}): the chargeback takes the money back a second time unless you defend it`
            : `; ${show(refunded)} of ${show(captured)} was already refunded`;
      return `chargeback (${why})${refundedNote}`;
    }
    case 'CHARGEBACK_REVERSAL':
      return `chargeback reversed in the merchant's favour (${why})`;
    case 'RDR':
      return `RDR, refunded automatically to resolve the dispute before a chargeback (${why})`;
    case 'RDR_REVERSAL':
      return `RDR reversed, its refund undone (${why})`;
  }
}
