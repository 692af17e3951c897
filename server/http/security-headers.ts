import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Security headers, once, for every response: JSON answers, assets, scripts,
// pages, error answers and 404s. Helmet's defaults, except:
// - the default CSP is the strictest there is (nothing may load, nothing may frame it): it covers
//   JSON, errors and /sandbox/return, which shows the caller's error_message and needs no script
//   (its one inline `style` attribute is all it may style). The checkout page and the designer
//   preview set their own, stricter-than-needed policies (server/api/pages/route.ts), which replace it;
// - X-Frame-Options is left to the pages: an EMBEDDED checkout page must be framed by the
//   merchant's origins, which only CSP frame-ancestors can say; everything else has
//   frame-ancestors 'none';
// - the merchant-page scripts (/js/*) answer with Cross-Origin-Resource-Policy: cross-origin
//   (server/api/pages/route.ts): merchant pages load them from another origin.
// Cross-Origin-Opener-Policy: same-origin and Origin-Agent-Cluster stay: neither applies to the
// embed's iframe or to the preview's frames of its own origin.

const DEFAULT_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'style-src-attr': ["'unsafe-inline'"],
};

export const DEFAULT_CSP_HEADER = Object.entries(DEFAULT_CSP)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * What every answer carries even when no route ran (a malformed URL, headers too large):
 * written by the error handlers that answer before Fastify's hooks.
 */
export const BASELINE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': DEFAULT_CSP_HEADER,
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: DEFAULT_CSP },
  xFrameOptions: false,
  crossOriginEmbedderPolicy: false,
} as const;

const asText = (value: OutgoingHttpHeaders[string]): string =>
  Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Helmet's headers for HELMET_OPTIONS, computed once: with these options they depend on nothing in
 * the request. (@fastify/helmet builds helmet's middleware again for every request, a few percent
 * of POST /v1/checkout's time; its headers are these.)
 */
export function helmetHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let done = false;
  helmet(HELMET_OPTIONS)(response.req, response, () => {
    done = true;
  });
  if (!done) throw new Error('[Kassa] helmet did not finish synchronously');
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, asText(value)]),
  );
}

/** Register first: the headers are then set before any other hook can fail. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
