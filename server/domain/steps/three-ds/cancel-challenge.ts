import type { PaymentResult } from '../../../../src/contract/session-api.ts';
import { ApiError } from '../../../contract/api-error.ts';
import { paymentResult } from '../../checkout/payment-result.ts';
import { findPaymentBySessionToken } from '../../ledger/payment-store.ts';
import { type ChallengeDeps, decideChallenge } from './challenge.ts';
import { findOpenChallenge } from './challenge-store.ts';

// POST /api/sessions/:token/three-ds/cancel: the shopper closed the challenge on the form (Escape,
// the Cancel button, the embed's overlay). It ends as a denial (THREE_DS 1320, no SALE), which the
// shopper may retry like any other. Cancelling can only ever refuse a payment, never make one.

export async function cancelChallenge(deps: ChallengeDeps, token: string): Promise<PaymentResult> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  const challenge = await findOpenChallenge(deps.db, payment.paymentId);
  const decided =
    challenge && (await decideChallenge(deps, challenge.challengeId, { kind: 'cancel' }));
  if (decided?.kind !== 'decided') {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      'no 3-D Secure challenge is open for this checkout session: read the session for its outcome',
    );
  }
  return paymentResult(decided.payment);
}
