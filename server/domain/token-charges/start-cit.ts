import type { Queryable } from '../../platform/db/database.ts';
import { decide } from '../../sandbox/processor/processor.ts';
import { type Authentication, authenticationFor } from '../../sandbox/processor/three-ds.ts';
import { testCardNumberOf } from '../../sandbox/processor/token-cards.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { insertPayment } from '../ledger/payment-store.ts';
import type { StoredPaymentToken } from '../ledger/token-store.ts';
import { openChallenge } from '../steps/three-ds/challenge.ts';
import {
  authenticationText,
  recordAuthentication,
} from '../steps/three-ds/record-authentication.ts';
import type { SubsequentPayment } from './subsequent-payment.ts';

// A customer-initiated charge on a payment token (POST /v1/cit-sale): the shopper confirms it with
// 3-D Secure on the session's page, which shows only the challenge, then goes to success_url or
// failure_url. The sandbox issuer decides from the token's card (token-cards.ts) as for a card
// typed into the form (docs/sandbox.md), with two differences:
// - a CIT always asks the issuer: a card the issuer would not authenticate is challenged;
// - forced_3d: true turns a frictionless authentication (1301, 1302) into a challenge too.
// A failed authentication decided without the shopper (1400, 1322, …) ends the payment at once;
// its session page then sends the shopper straight to failure_url. The payment takes one attempt:
// Deny or Cancel on the challenge fails it (next-payment.ts).

/** Frictionless answers that forced_3d turns into a challenge. */
const FRICTIONLESS: ReadonlySet<number> = new Set([1301, 1302]);

export interface CitInput extends SubsequentPayment {
  token: StoredPaymentToken;
  forced3d: boolean;
  now: Date;
  /** How long the shopper has to answer: the session's whole life (CHECKOUT_SESSION_TTL_SECONDS). */
  challengeSeconds: number;
  pendingSettleMs: number;
}

function citAuthentication(pan: string, holderName: string, forced3d: boolean): Authentication {
  const threeDs = authenticationFor({ pan, holderName, forced3d: true });
  if (forced3d && threeDs.kind === 'decided' && FRICTIONLESS.has(threeDs.code)) {
    return { kind: 'challenge' };
  }
  return threeDs;
}

/** Records the CIT payment and opens its challenge (or decides it); returns the payment as stored. */
export async function startCit(q: Queryable, input: CitInput): Promise<PaymentRecord> {
  const { payment, token, now } = input;
  const pan = testCardNumberOf(token) ?? '';
  const holderName = token.holderName ?? '';
  const decision = decide({ pan, holderName, now });
  const authenticatedSale = { code: decision.code, text: decision.processorResponseText };
  await insertPayment(q, payment);
  const threeDs = citAuthentication(pan, holderName, input.forced3d);
  if (threeDs.kind === 'decided') {
    return recordAuthentication(q, {
      payment,
      sale: input.transaction,
      threeDs: {
        code: threeDs.code,
        text: authenticationText(
          threeDs.code,
          threeDs.forced ? 'forced by cardholder name' : 'no challenge',
        ),
      },
      authenticatedSale,
      now,
      pendingSettleMs: input.pendingSettleMs,
    });
  }
  const { transactionId: _id, ...sale } = input.transaction;
  await openChallenge(q, {
    payment,
    sale,
    authenticatedSale,
    now,
    challengeSeconds: input.challengeSeconds,
  });
  return { ...payment, state: 'PROCESSING' };
}
