import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPaymentBySessionToken, updateExpiresAt } from '../ledger/payment-store.ts';
import { effectiveState } from './session-view.ts';

// Ends a checkout session now, as if its time had run out, so a developer tries the timeout in a
// second instead of fifteen minutes (the sandbox's POST /sandbox/api/sessions/{token}/expire).
// A session's end is its expires_at: an OPEN session past it is EXPIRED to every reader (the
// session view, a payment attempt, the form's own check), and nothing else is written when a
// session times out: no state, no transaction, no postback. So ending one now is moving its
// expires_at to now, and everything after is what happens at the fifteenth minute.

export interface ExpiredSession {
  payment: PaymentRecord;
  /** False when the session had already expired: it is answered as it is (idempotent). */
  changed: boolean;
}

export async function expireSession(
  db: Database,
  merchantId: string,
  token: string,
  now: Date,
): Promise<ExpiredSession> {
  return db.transaction(async (tx) => {
    // Locked as a payment attempt locks it: an attempt under way either began before (the session
    // is then PROCESSING and refused here) or finds it EXPIRED after.
    const found = await findPaymentBySessionToken(tx, token, { forUpdate: true });
    // Another merchant's session is not found, exactly like one that does not exist.
    if (!found || found.merchantId !== merchantId) throw ApiError.notFound('checkout session');
    const state = effectiveState(found, now);
    if (state === 'EXPIRED') return { payment: found, changed: false };
    if (state !== 'OPEN') {
      throw new ApiError(
        409,
        'INVALID_REQUEST',
        `checkout session is ${state}: only an OPEN session can be expired`,
      );
    }
    await updateExpiresAt(tx, found.paymentId, now);
    return { payment: { ...found, expiresAt: now }, changed: true };
  });
}
