// The rules for callback.success_url and failure_url (spec: Value formats → success_url,
// failure_url), in one place: POST /v1/checkout refuses what breaks them, and the redirects at
// the end of a session parse with the same function, so a URL that was accepted can be used.

export const CALLBACK_URL_MAX_LENGTH = 512;

/** Spec (Limits): 2048 in token requests (POST /v1/token) and in response bodies. */
export const TOKEN_CALLBACK_URL_MAX_LENGTH = 2048;

export type CallbackUrlCheck = { ok: true; url: URL } | { ok: false; rule: string };

const UNUSABLE = 'must be an http(s) URL a browser can open (scheme, host and a valid port)';

/**
 * Parses a callback URL with the WHATWG parser the redirect uses. http and https only, a host,
 * a port the parser accepts (≤ 65535), at most 512 characters, no `user:pass@` (browsers warn or
 * refuse, and credentials have no place in a shopper's address bar), and none of the characters
 * browsers quietly repair: backslashes, whitespace and control characters.
 */
export function checkCallbackUrl(
  value: string,
  maxLength: number = CALLBACK_URL_MAX_LENGTH,
): CallbackUrlCheck {
  if (value.length > maxLength) {
    return { ok: false, rule: `must be at most ${maxLength} characters long` };
  }
  if (!/^https?:\/\//.test(value))
    return { ok: false, rule: 'must start with http:// or https://' };
  // Backslash, whitespace and controls: a browser "fixes" them into another URL than we checked.
  if (/[\\\s\p{Cc}]/u.test(value)) {
    return { ok: false, rule: 'must not contain backslashes, spaces or control characters' };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, rule: UNUSABLE };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { ok: false, rule: UNUSABLE };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, rule: 'must not carry a user name or password (user:pass@)' };
  }
  return { ok: true, url };
}

/** The parsed URL, or null when it breaks a rule (rows stored before these rules existed). */
export function parseCallbackUrl(value: string): URL | null {
  // A token request's URLs may be longer than a checkout's (accepted under that limit).
  const checked = checkCallbackUrl(value, TOKEN_CALLBACK_URL_MAX_LENGTH);
  return checked.ok ? checked.url : null;
}
