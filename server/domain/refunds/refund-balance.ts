import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits, sumMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { MAY_FOLLOW } from '../../contract/dispute-table.ts';
import type { DisputeEntry } from '../ledger/dispute-store.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';

// What is left to refund of a transaction: the one computation POST /v1/refund and an RDR both
// read (an RDR is a refund). Pure, over what the caller read after locking the transaction's row
// (its counted refunds and its disputes, oldest first), so the answer holds until the refund or
// dispute it allows is written: that lock is what keeps racing refunds and RDRs within the sale.
//
// Three things count against the captured amount:
// - the refunds that succeeded or are pending (refund-store.ts counts them);
// - the RDRs in force: an RDR is a refund until its RDR_REVERSAL undoes it;
// - the part of the chargebacks not reversed: the network has taken that money back from the
//   merchant already, so giving it back again would repay the cardholder twice. A reversal of a
//   part (a chargeback of 19.99 reversed by 0.01) makes only that part refundable again.
// Each dispute's effect is its row's `money` in the table (contract/dispute-table.ts), added up in
// order, so several chargebacks and reversals (of RDRs too) net out whatever their order.

export interface RefundBalance {
  /** The transaction's amount, in its currency's minor units. */
  captured: bigint;
  /** Counted refunds plus the RDRs in force. */
  refunded: bigint;
  /** What the chargebacks took and their reversals have not given back. */
  chargedBack: bigint;
  /** What may still be refunded: captured less both, never below zero. */
  remaining: bigint;
  /** The currency's decimals (2 for EUR, 0 for JPY). */
  digits: number;
  /** Minor units as the message shows them: "19.98 EUR". */
  show: (minor: bigint) => string;
}

export function refundBalance(
  original: Pick<TransactionRecord, 'amount' | 'currencyCode'>,
  history: readonly Pick<DisputeEntry, 'kind' | 'amount'>[],
  countedRefunds: readonly string[],
): RefundBalance {
  const currency = original.currencyCode;
  const digits = amountFractionDigits(currency);
  const minorOf = (amount: string) => toMinorUnits(amount, digits) ?? 0n;
  const captured = minorOf(original.amount);
  let refunded = sumMinorUnits(countedRefunds.map(minorOf));
  let chargedBack = 0n;
  for (const entry of history) {
    const minor = minorOf(entry.amount);
    switch (MAY_FOLLOW[entry.kind].money) {
      case 'taken':
        chargedBack += minor;
        break;
      case 'returned':
        chargedBack -= minor;
        break;
      case 'refunded':
        refunded += minor;
        break;
      case 'unrefunded':
        refunded -= minor;
        break;
      default:
        break;
    }
  }
  const left = captured - refunded - chargedBack;
  return {
    captured,
    refunded,
    chargedBack,
    remaining: left > 0n ? left : 0n,
    digits,
    show: (minor) => `${fromMinorUnits(minor, digits)} ${currency}`,
  };
}
