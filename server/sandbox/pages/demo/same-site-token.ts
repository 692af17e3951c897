import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../../http/cookies.ts';

// The same-site token of the sandbox's open pages (the designer preview's demo checkout, the
// delivery log's re-send): a random nonce in a `SameSite=Strict; HttpOnly` cookie, and its HMAC
// under a key of this process in the page. Another site can neither read the page nor make the
// browser send the cookie along, so it cannot produce the pair. A restart invalidates the tokens
// of open pages (a reload gets a new one).

const KEY = randomBytes(32);
const NONCE = /^[A-Za-z0-9_-]{43}$/;

export interface SameSiteToken {
  /** The browser's nonce from its cookie, or a new one when it has none (or a malformed one). */
  nonceFor(cookieHeader: string | undefined): string;
  /** The token that belongs to `nonce`, for the page. */
  tokenFor(nonce: string): string;
  /** Whether the request's cookie and the token it sent belong together (constant time). */
  matches(cookieHeader: string | undefined, token: string | undefined): boolean;
}

/** Tokens of one purpose: a token made for one page does not open another's action. */
export function sameSiteToken(purpose: string, cookie: string): SameSiteToken {
  const tokenFor = (nonce: string): string =>
    createHmac('sha256', KEY).update(`${purpose}:${nonce}`).digest('base64url');
  return {
    nonceFor(cookieHeader) {
      const kept = readCookie(cookieHeader, cookie);
      return kept && NONCE.test(kept) ? kept : randomBytes(32).toString('base64url');
    },
    tokenFor,
    matches(cookieHeader, token) {
      const nonce = readCookie(cookieHeader, cookie);
      if (!nonce || token === undefined) return false;
      const given = Buffer.from(token);
      const expected = Buffer.from(tokenFor(nonce));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
