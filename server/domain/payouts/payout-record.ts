import type { PayoutMethod } from '../../contract/payout-methods.ts';
import type { PayoutDetails } from './payout-rules.ts';

// What only a payout has, beside its payment (payment_type PAYOUT) and its PAYOUT transaction:
// the destination, the description, and the sandbox processor's final answer with when it is due
// (migration 0020_payouts.sql).

export interface PayoutRecord {
  paymentId: string;
  merchantId: string;
  merchantPaymentId: string;
  transactionId: string;
  method: PayoutMethod;
  /** As answered: a card by its token and facts (never a number), the other methods as sent. */
  details: PayoutDetails;
  description: string | null;
  /** When the final answer is applied; null while held (or before the processor answered). */
  decideAt: Date | null;
  decideCode: number | null;
  decideText: string | null;
  /** When the payout ended (SUCCESS, DECLINE or ERROR); null while PENDING. */
  decidedAt: Date | null;
  createdAt: Date;
}
