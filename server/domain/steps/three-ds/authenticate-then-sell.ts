import type { Queryable } from '../../../platform/db/database.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import type { Authentication, Processor } from '../../processor.ts';
import { openChallenge } from './challenge.ts';
import type { PendingSale } from './challenge-store.ts';
import { recordAuthentication } from './record-authentication.ts';

// "3-D Secure, then the sale", for every payment that asks the issuer: a card attempt on the form
// and a CIT on a saved token. The issuer either decided without the shopper (frictionless, or a
// failure), and the THREE_DS transaction and the SALE are recorded now; or it wants a challenge,
// which is opened and leaves the payment PROCESSING until the shopper (or the clock) decides it
// (challenge.ts). Either way the SALE's own answer is the one the processor gave for the card.

export interface AuthenticatedSaleInput {
  payment: PaymentRecord;
  /** The SALE the authentication is for, before its outcome. */
  sale: PendingSale;
  /** What the issuer said of the card; a payment that does not ask it never comes here. */
  threeDs: Exclude<Authentication, { kind: 'none' }>;
  /** The processor's answer for the SALE once the shopper is authenticated. */
  authenticatedSale: { code: number; text: string };
  now: Date;
  /** How long the shopper has to answer a challenge (the session's expiry is the later limit). */
  challengeSeconds: number;
  pendingSettleMs: number;
  processor: Processor;
  /** The payment is not written yet (a CIT): it is inserted once, in the state this leaves it. */
  newPayment?: boolean;
}

export type AuthenticatedSale =
  | { readonly kind: 'challenge'; readonly challengeId: string; readonly payment: PaymentRecord }
  | { readonly kind: 'decided'; readonly payment: PaymentRecord };

export async function authenticateThenSell(
  tx: Queryable,
  input: AuthenticatedSaleInput,
): Promise<AuthenticatedSale> {
  const { payment, sale, threeDs, authenticatedSale, now } = input;
  if (threeDs.kind === 'challenge') {
    const challengeId = await openChallenge(tx, {
      payment,
      sale,
      authenticatedSale,
      now,
      challengeSeconds: input.challengeSeconds,
      newPayment: input.newPayment === true,
    });
    return { kind: 'challenge', challengeId, payment: { ...payment, state: 'PROCESSING' } };
  }
  const decided = await recordAuthentication(tx, {
    payment,
    sale,
    threeDs: { code: threeDs.code, text: threeDs.text },
    authenticatedSale,
    now,
    pendingSettleMs: input.pendingSettleMs,
    processor: input.processor,
    newPayment: input.newPayment === true,
  });
  return { kind: 'decided', payment: decided };
}
