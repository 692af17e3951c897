import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_API, CSRF_HEADER } from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { AppDeps } from '../../domain/deps.ts';
import {
  currentSession,
  operatorView,
  SESSION_MS,
  shortcutAdmin,
} from '../../domain/operators/operators.ts';
import { readCookie } from '../../http/cookies.ts';

// Who a back-office request comes from: the operator of the session its cookie names, or, with
// the loopback shortcut on (config.backofficeLocalSignIn), the first admin. Every change also
// carries its session's CSRF token in X-Kassa-Csrf, checked before anything else looks at it: a
// page of another site can make a browser send the cookie (not with SameSite=Strict, but an
// older browser or a sibling subdomain might), never read the token. The shortcut changes nothing
// there: the app takes its token from GET session, which opens a session for it.

export const SESSION_COOKIE = 'kassa_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the cookie opened, set by the sign-in hook; null without one. */
    backofficeSession: { token: string; csrfToken: string } | null;
  }
}

/** The session routes answer without anyone signed in: who is there, and signing in. */
const SESSION_PATH = `${BACKOFFICE_API}/session`;

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The Set-Cookie of a session (or, without a token, of its end). */
export function sessionCookie(deps: AppDeps, token: string | null): string {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const life = token === null ? 0 : SESSION_MS / 1000;
  return `${SESSION_COOKIE}=${token ?? ''}; Path=/backoffice; HttpOnly; SameSite=Strict; Max-Age=${life}${secure}`;
}

export function signInHook(
  deps: AppDeps,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    request.operator = null;
    request.backofficeSession = null;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) {
      const found = await currentSession(deps.db, token, deps.now());
      if (found) {
        request.operator = found.operator;
        request.backofficeSession = { token, csrfToken: found.csrfToken };
      }
    }
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const signingIn = request.method === 'POST' && request.routeOptions.url === SESSION_PATH;
    if (!reading && !signingIn) {
      const header = request.headers[CSRF_HEADER];
      const session = request.backofficeSession;
      if (!session || typeof header !== 'string' || !sameToken(header, session.csrfToken)) {
        throw new ApiError(
          403,
          'INVALID_REQUEST',
          `${CSRF_HEADER} must be this session's csrf_token (GET ${SESSION_PATH} answers it)`,
          { field: CSRF_HEADER, rule: "must be this session's csrf_token" },
        );
      }
    }
    if (!request.operator && deps.config.backofficeLocalSignIn) {
      const admin = await shortcutAdmin(deps.db);
      if (admin) request.operator = operatorView(admin);
    }
    if (!request.operator && request.routeOptions.url !== SESSION_PATH) {
      throw new ApiError(401, 'INVALID_REQUEST', `sign in first: POST ${SESSION_PATH}`);
    }
  };
}
