// Where the shopper goes when a checkout ends (spec: States and transitions → Checkout session).

/** failure_url with `error_code` and `error_message` added to whatever query it already has. */
export function failureRedirect(failureUrl: string, code: number, message: string): string {
  const url = new URL(failureUrl);
  url.searchParams.set('error_code', String(code));
  url.searchParams.set('error_message', message);
  return url.toString();
}

/** A session that times out before it is paid: the spec's 2904 Timeout. */
export const SESSION_TIMEOUT = { code: 2904, message: 'Timeout' } as const;

/** How many card attempts one checkout session accepts before it fails for good. */
export const MAX_ATTEMPTS = 5;
