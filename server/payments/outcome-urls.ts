import { parseCallbackUrl } from './callback-url.ts';

// Where the shopper goes when a checkout ends (spec: States and transitions → Checkout session).
// These never throw: the outcome of a payment is recorded whatever its URLs hold. A URL stored
// before creation checked it (server/payments/callback-url.ts) gives no redirect; the form then
// shows its own "payment ended" page instead of sending the shopper somewhere broken.

/** success_url, or undefined when it cannot be used. */
export function successRedirect(successUrl: string): string | undefined {
  return parseCallbackUrl(successUrl) ? successUrl : undefined;
}

/** failure_url with `error_code` and `error_message` added to whatever query it already has. */
export function failureRedirect(
  failureUrl: string,
  code: number,
  message: string,
): string | undefined {
  const url = parseCallbackUrl(failureUrl);
  if (!url) return undefined;
  url.searchParams.set('error_code', String(code));
  url.searchParams.set('error_message', message);
  return url.toString();
}

/** A session that times out before it is paid: the spec's 2904 Timeout. */
export const SESSION_TIMEOUT = { code: 2904, message: 'Timeout' } as const;
