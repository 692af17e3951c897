import { ApiError } from '../../contract/api-error.ts';
import type { StoredPaymentType } from './payment-record.ts';

// The transaction a checkout's first charge makes, by its payment_data.type: a SALE
// sells, an AUTHORIZE authorizes (POST /v1/capture and /v1/void close it), and a RECURRING checkout
// sells its first charge — or, when that charge is zero (every subscription in a trial), verifies
// the card with a zero AUTHORIZE so that its rebills have a card to charge. A TOKEN session
// (POST /v1/token) verifies and saves the card: a TOKEN transaction of zero. An MIT_SALE
// and an MIT_AUTHORIZE are a SALE and an AUTHORIZE on a payment token; a CIT_SALE a SALE, and so
// is a subscription's RECURRING_REBILL. A PAYOUT has no first charge: its PAYOUT transaction is
// written when it is taken.

export type FirstTransactionType = 'SALE' | 'AUTHORIZE' | 'TOKEN';

export function firstTransactionType(
  paymentType: StoredPaymentType,
  chargedMinor: bigint,
): FirstTransactionType {
  switch (paymentType) {
    case 'SALE':
    case 'MIT_SALE':
    case 'CIT_SALE':
    case 'RECURRING_REBILL':
      return 'SALE';
    case 'AUTHORIZE':
    case 'MIT_AUTHORIZE':
      return 'AUTHORIZE';
    case 'RECURRING':
      return chargedMinor === 0n ? 'AUTHORIZE' : 'SALE';
    case 'TOKEN':
      return 'TOKEN';
    case 'PAYOUT':
      // A payout's session is closed from the start (server/domain/payouts/create-payout.ts):
      // nobody pays on a form for money the merchant sends.
      throw new ApiError(409, 'INVALID_REQUEST', 'checkout session is closed: it is a payout');
  }
}

/** A SALE is never for zero; an authorization (a card verification) may be. */
export const allowsZeroAmount = (paymentType: StoredPaymentType): boolean =>
  paymentType !== 'SALE' &&
  paymentType !== 'MIT_SALE' &&
  paymentType !== 'CIT_SALE' &&
  paymentType !== 'RECURRING_REBILL';
