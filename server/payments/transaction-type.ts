import type { SessionPaymentType } from './payment-record.ts';

// The transaction a checkout's first charge makes, by its payment_data.type (issue 15): a SALE
// sells, an AUTHORIZE authorizes (capture and void come with issue 11), and a RECURRING checkout
// sells its first charge — or, when that charge is zero (every subscription in a trial), verifies
// the card with a zero AUTHORIZE so that its rebills have a card to charge. A TOKEN session
// (POST /v1/token, issue 11) verifies and saves the card: a TOKEN transaction of zero.

export type FirstTransactionType = 'SALE' | 'AUTHORIZE' | 'TOKEN';

export function firstTransactionType(
  paymentType: SessionPaymentType,
  chargedMinor: bigint,
): FirstTransactionType {
  switch (paymentType) {
    case 'SALE':
      return 'SALE';
    case 'AUTHORIZE':
      return 'AUTHORIZE';
    case 'RECURRING':
      return chargedMinor === 0n ? 'AUTHORIZE' : 'SALE';
    case 'TOKEN':
      return 'TOKEN';
  }
}

/** A SALE is never for zero; an authorization (a card verification) may be. */
export const allowsZeroAmount = (paymentType: SessionPaymentType): boolean =>
  paymentType !== 'SALE';
