import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { ownOrigins } from '../sandbox-demo/demo-access.ts';

// Who may see the sandbox's delivery log page and press its re-send buttons: the same rules as the
// demo checkout (server/sandbox-demo/demo-access.ts). The page takes no API key, so it is served
// only while the service listens on a loopback address (or SANDBOX_DEMO=1), and a re-send must
// come from this service's own origin with a same-site token: the page sets a random value in a
// `SameSite=Strict; HttpOnly` cookie and puts its HMAC (under a key of this process) in each form's
// hidden `token` field. Another site can neither read the page nor send the cookie along. Plain
// HTML forms, so the page needs no script at all.

export const PAGE_COOKIE = 'kassa_postbacks';
export const PAGE_PATH = '/sandbox/postbacks';

const KEY = randomBytes(32);
const NONCE = /^[A-Za-z0-9_-]{43}$/;

const tokenFor = (nonce: string): string =>
  createHmac('sha256', KEY).update(`sandbox-postbacks:${nonce}`).digest('base64url');

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** 404 while the sandbox's open pages are switched off (a HOST beyond loopback, no SANDBOX_DEMO). */
export function checkPageAvailable(config: Config): void {
  if (!config.sandboxDemo) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `${PAGE_PATH} is switched off: HOST is not a loopback address (set SANDBOX_DEMO=1 to serve it, or use npm run postbacks)`,
    );
  }
}

/** The form token for this browser and the cookie it belongs to (an existing cookie is kept). */
export function pageToken(cookieHeader: string | undefined): { token: string; cookie: string } {
  const kept = readCookie(cookieHeader, PAGE_COOKIE);
  const nonce = kept && NONCE.test(kept) ? kept : randomBytes(32).toString('base64url');
  return {
    token: tokenFor(nonce),
    cookie: `${PAGE_COOKIE}=${nonce}; Path=${PAGE_PATH}; HttpOnly; SameSite=Strict`,
  };
}

/** Throws the 404 or 403 a re-send gets when it does not come from the page itself. */
export function checkResendAccess(
  request: FastifyRequest,
  config: Config,
  token: string | undefined,
): void {
  checkPageAvailable(config);
  const own = ownOrigins(request, config);
  const origin = request.headers.origin;
  if (origin === undefined || !own.includes(origin)) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `Origin must be ${own.join(' or ')}: postbacks are re-sent from ${own[0]}${PAGE_PATH} only`,
    );
  }
  const nonce = readCookie(request.headers.cookie, PAGE_COOKIE);
  if (!nonce || token === undefined || !sameText(token, tokenFor(nonce))) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `token must match the ${PAGE_COOKIE} cookie the page set: reload ${own[0]}${PAGE_PATH} and use its button`,
    );
  }
}
