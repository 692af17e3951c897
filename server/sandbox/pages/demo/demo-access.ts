import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../contract/api-error.ts';
import { type Config, isLoopbackHost } from '../../../platform/config.ts';
import { sameSiteToken } from './same-site-token.ts';

// Who may open a demo checkout: it takes no API key, yet paying one sends the
// sandbox merchant a signed SUCCESS postback, so only the designer preview served by this service
// may call it, and by default only while the service listens on a loopback address.
//
// 1. Origin: a browser sends it on every POST; it must be this service's own origin.
// 2. A same-site token: serving the preview (`/`) sets a random value in a `SameSite=Strict;
//    HttpOnly` cookie, and puts its HMAC under a key of this process in the
//    page, as `<meta name="kassa-sandbox-demo">` (the page's CSP allows no inline script). The
//    preview sends it back in `X-Kassa-Demo-Token`. Another site can neither read the page nor
//    make the browser send the cookie along, so it cannot produce the pair.
// This keeps browsers on other sites out; it does not authenticate a program on a machine that
// can reach the port, which is why SANDBOX_DEMO is off by default beyond loopback.

export const DEMO_COOKIE = 'kassa_demo';
export const DEMO_TOKEN_HEADER = 'x-kassa-demo-token';
/** The meta tag's content when the endpoint is switched off: the preview explains, without asking. */
export const DEMO_OFF = 'off';

const demoToken = sameSiteToken('sandbox-demo', DEMO_COOKIE);

export interface PreviewPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * The preview page as served to one browser: its token in a meta tag and, while the demo is on,
 * the cookie it belongs to. A cookie the browser already has is kept, so every open preview tab
 * (and each panel frame) holds a token that matches it.
 */
export function previewPage(html: string, config: Config, cookieHeader?: string): PreviewPage {
  const nonce = demoToken.nonceFor(cookieHeader);
  const content = config.sandboxDemo ? demoToken.tokenFor(nonce) : DEMO_OFF;
  const meta = `<meta name="kassa-sandbox-demo" content="${content}" />`;
  return {
    html: html.replace('</head>', `  ${meta}\n  </head>`),
    headers: {
      // The token is this browser's: no cache may keep the page for anyone else.
      'cache-control': 'private, no-store',
      ...(config.sandboxDemo && {
        // Path=/, not /sandbox: the preview's panel frames load `/` too, and must see (and keep)
        // the cookie rather than replace it under the page's token.
        'set-cookie': `${DEMO_COOKIE}=${nonce}; Path=/; HttpOnly; SameSite=Strict`,
      }),
    },
  };
}

/** PUBLIC_URL's origin, and the origin the request was addressed to when that is loopback. */
export function ownOrigins(request: FastifyRequest, config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  try {
    // A Host name other than loopback could be a rebinding of another site's name to this machine.
    const addressed = new URL(`${request.protocol}://${request.host}`);
    if (isLoopbackHost(addressed.hostname) && !origins.includes(addressed.origin)) {
      origins.push(addressed.origin);
    }
  } catch {
    // An unparsable Host adds nothing.
  }
  return origins;
}

/** Throws the 404 or 403 that `request` gets, if it may not open a demo checkout. */
export function checkDemoAccess(request: FastifyRequest, config: Config): void {
  if (!config.sandboxDemo) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      'POST /sandbox/demo-checkout is switched off: HOST is not a loopback address (set SANDBOX_DEMO=1 to serve it)',
    );
  }
  const origin = request.headers.origin;
  const own = ownOrigins(request, config);
  if (origin === undefined) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `Origin header is required: demo checkouts are opened from the designer preview at ${own[0]}/ only`,
    );
  }
  if (!own.includes(origin)) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `Origin must be ${own.join(' or ')}: demo checkouts are opened from the designer preview only`,
    );
  }
  const token = request.headers[DEMO_TOKEN_HEADER];
  if (typeof token !== 'string' || !demoToken.matches(request.headers.cookie, token)) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `X-Kassa-Demo-Token must match the ${DEMO_COOKIE} cookie the designer preview set: open (or reload) the preview at ${own[0]}/ and use its button`,
    );
  }
}
