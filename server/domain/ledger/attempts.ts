import type { SessionState } from '../../../common/contract/session-api.ts';

/** How many card attempts one checkout session accepts before it fails for good. */
export const MAX_ATTEMPTS = 5;

/**
 * attempts_left, the same in the payment answer and the session view:
 * only an OPEN session takes another attempt; a paid, failed, expired or processing one takes
 * none, whatever its attempt count says.
 */
export function attemptsLeft(state: SessionState, attempts: number): number {
  return state === 'OPEN' ? Math.max(0, MAX_ATTEMPTS - attempts) : 0;
}
