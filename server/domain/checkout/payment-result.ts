import type { PaymentResult } from '../../../common/contract/session-api.ts';
import { attemptsLeft } from '../ledger/attempts.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { redirectFor } from './outcome-urls.ts';

/**
 * The answer for an attempt already recorded. Unable to throw: an unusable callback URL leaves out
 * redirect_url (redirectFor), and the form shows its own closing page.
 */
export function paymentResult(next: PaymentRecord): PaymentResult {
  const attempts_left = attemptsLeft(next.state, next.attempts);
  const redirect = redirectFor(next, next.state);
  const url = redirect !== undefined ? { redirect_url: redirect } : {};
  const error = next.lastError && {
    error: {
      error_code: next.lastError.error_code,
      error_message: next.lastError.error_message,
    },
  };
  switch (next.state) {
    case 'SUCCEEDED':
      return { outcome: 'SUCCESS', ...url, attempts_left };
    case 'PROCESSING':
      return { outcome: 'PENDING', attempts_left };
    case 'OPEN':
      return { outcome: 'RETRY', ...error, attempts_left };
    default:
      return { outcome: 'FAILED', ...error, ...url, attempts_left };
  }
}
