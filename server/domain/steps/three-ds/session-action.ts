import type { PaymentAction } from '../../../../src/contract/session-api.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import { findPayment } from '../../ledger/payment-store.ts';
import { type ChallengeDeps, decideChallenge } from './challenge.ts';
import { findOpenChallenge } from './challenge-store.ts';
import { challengeUrl } from './challenge-url.ts';

// What the session view says of an open challenge: a form loaded again (a refresh, a second tab)
// shows the same challenge instead of waiting blind. A challenge whose time ran out is timed out
// here and now, without waiting for the sweeper (timeouts.ts), so the view is never stale.

export interface SessionAction {
  payment: PaymentRecord;
  action?: PaymentAction;
  /** A due challenge was timed out here: its postbacks are queued. */
  timedOut?: true;
}

export async function sessionAction(
  deps: ChallengeDeps & { publicUrl: string },
  payment: PaymentRecord,
): Promise<SessionAction> {
  if (payment.state !== 'PROCESSING') return { payment };
  const challenge = await findOpenChallenge(deps.db, payment.paymentId);
  if (!challenge) return { payment };
  if (deps.now() >= challenge.expiresAt) {
    await decideChallenge(deps, challenge.challengeId, { kind: 'timeout' });
    const current = (await findPayment(deps.db, payment.paymentId)) ?? payment;
    return { payment: current, timedOut: true };
  }
  const action: PaymentAction = {
    kind: 'three_ds',
    challenge_url: challengeUrl(deps.publicUrl, challenge.challengeId),
  };
  return { payment, action };
}
