import type { SessionState } from '../../../common/contract/session-api.ts';
import { finalCustomerMessage } from '../../contract/customer-messages.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { parseCallbackUrl } from './callback-url.ts';

// Where the shopper goes when a checkout ends (spec: States and transitions → Checkout session).
// These never throw: the outcome of a payment is recorded whatever its URLs hold. A URL stored
// before creation checked it (server/domain/checkout/callback-url.ts) gives no redirect; the form then
// shows its own "payment ended" page instead of sending the shopper somewhere broken.

/** success_url, or undefined when it cannot be used. */
export function successRedirect(successUrl: string | null): string | undefined {
  return successUrl !== null && parseCallbackUrl(successUrl) ? successUrl : undefined;
}

const OUTCOME_PARAMS = ['error_code', 'error_message'] as const;

/**
 * failure_url with `error_code` and `error_message` added to whatever query it already has.
 * Spaces are written `%20`, which every URL decoder reads (`decodeURIComponent` leaves a `+`
 * as it is), and the merchant's own parameters keep their encoding: ours are appended, not
 * re-serialized with theirs.
 */
export function failureRedirect(
  failureUrl: string | null,
  code: number,
  message: string,
): string | undefined {
  const url = failureUrl === null ? undefined : parseCallbackUrl(failureUrl);
  if (!url) return undefined;
  // Ours replace parameters of the same name (only then is the merchant's query rewritten).
  if (OUTCOME_PARAMS.some((name) => url.searchParams.has(name))) {
    for (const name of OUTCOME_PARAMS) url.searchParams.delete(name);
  }
  const ours = `error_code=${code}&error_message=${encodeURIComponent(message)}`;
  const theirs = url.search.slice(1);
  url.search = theirs ? `${theirs}&${ours}` : ours;
  return url.toString();
}

/** A session that times out before it is paid: the spec's 2904 Timeout. */
export const SESSION_TIMEOUT = { code: 2904, message: 'Timeout' } as const;

/**
 * Where the shopper goes in `state`, for the session view and the payment answer alike; undefined
 * while the session is open or when a stored URL cannot be used (see outcome-urls.ts).
 */
export function redirectFor(p: PaymentRecord, state: SessionState): string | undefined {
  switch (state) {
    case 'SUCCEEDED':
      return successRedirect(p.successUrl);
    case 'FAILED':
      return failureRedirect(
        p.failureUrl,
        p.lastError?.error_code ?? SESSION_TIMEOUT.code,
        // The message onResult and the form show too, so the three never disagree.
        p.lastError ? finalCustomerMessage(p.lastError.error_message) : SESSION_TIMEOUT.message,
      );
    case 'EXPIRED':
      return failureRedirect(p.failureUrl, SESSION_TIMEOUT.code, SESSION_TIMEOUT.message);
    default:
      return undefined;
  }
}
