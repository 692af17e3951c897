import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../contract/api-error.ts';
import type { Config } from '../../../platform/config.ts';
import { ownOrigins } from '../demo/demo-access.ts';
import { sameSiteToken } from '../demo/same-site-token.ts';

// Who may see the sandbox's delivery log page and press its re-send buttons: the same rules as the
// demo checkout (server/sandbox/pages/demo/demo-access.ts). The page takes no API key, so it is served
// only while the service listens on a loopback address (or SANDBOX_DEMO=1), and a re-send must
// come from this service's own origin with a same-site token: the page sets a random value in a
// `SameSite=Strict; HttpOnly` cookie and puts its HMAC (under a key of this process) in each form's
// hidden `token` field. Another site can neither read the page nor send the cookie along. Plain
// HTML forms, so the page needs no script at all.

export const PAGE_COOKIE = 'kassa_postbacks';
export const PAGE_PATH = '/sandbox/postbacks';

const pageTokens = sameSiteToken('sandbox-postbacks', PAGE_COOKIE);

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
  const nonce = pageTokens.nonceFor(cookieHeader);
  return {
    token: pageTokens.tokenFor(nonce),
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
  if (!pageTokens.matches(request.headers.cookie, token)) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `token must match the ${PAGE_COOKIE} cookie the page set: reload ${own[0]}${PAGE_PATH} and use its button`,
    );
  }
}
