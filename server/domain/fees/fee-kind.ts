import type { TransactionStatus, TransactionType } from '../../../common/contract/transactions.ts';
import type { FeeTransactionKind } from '../routing/processor-profile.ts';

// Which line of a fee schedule a transaction is charged by, and whether it is charged at all.
// A fee is what the processor keeps for moving money it decided to move: a successful payment's
// decision (SALE, AUTHORIZE, a card verification's TOKEN), a rebill, a refund, a payout. What
// follows a decision without a new one (CAPTURE and VOID of an authorization), 3-D Secure steps
// and the dispute records (CHARGEBACK, RDR, …) carry no fee of their own here, nor does a
// transaction that did not succeed. docs/fees.md shows the same table.

export interface FeeSubject {
  transactionType: TransactionType;
  status: TransactionStatus;
  /** It charges a subscription's rebill: a RECURRING_REBILL payment's SALE. */
  rebill: boolean;
}

/** The kind of fee line charging for `t`, or undefined when no fee is charged for it. */
export function feeKindOf(t: FeeSubject): FeeTransactionKind | undefined {
  if (t.status !== 'SUCCESS') return undefined;
  switch (t.transactionType) {
    case 'REFUND':
      return 'REFUND';
    case 'PAYOUT':
      return 'PAYOUT';
    case 'SALE':
    case 'AUTHORIZE':
    case 'TOKEN':
      return t.rebill ? 'REBILL' : 'PAYMENT';
    default:
      return undefined;
  }
}
