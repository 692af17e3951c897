import type { FastifyInstance } from 'fastify';
import { errorBody } from '../contract/api-error.ts';
import { type Config, canonicalHostName, isLoopbackHost } from '../platform/config.ts';
import { escapeHtml } from '../platform/escape-html.ts';
import { HEALTH_PATHS } from './health.ts';

// DNS rebinding: a site the developer visits can point its own name at 127.0.0.1 and then read
// this server's answers as its own origin (the sandbox's open pages list payments and postbacks;
// the return page shows any payment's state). The browser still sends that site's name in Host,
// so one check at the edge, for every route, answers only the names this server is reached by:
// PUBLIC_URL's host, the loopback names (localhost and *.localhost, 127.0.0.0/8, [::1]), which no
// other site can be given, and ALLOWED_HOSTS. Anything else gets 421 Misdirected Request before
// any route, schema or rate limit runs.
//
// Host names are compared, not ports: a rebound name reaches the same port, and behind a proxy the
// port the browser used is not the one this server listens on. A request without Host (HTTP/1.0)
// names no host and is refused alike; HTTP/1.1 without Host is Node's 400 already. The health
// and readiness probes (health.ts) are answered whatever their Host.

/** 421 Misdirected Request: this server is not the one the request's Host names. */
export const MISDIRECTED = 421;

/** Pages a browser opens (a short HTML page explains a refusal there); every other path is JSON. */
const PAGE_PATHS = [
  '/pay/',
  '/v1/docs',
  '/sandbox/postbacks',
  '/sandbox/return',
  '/sandbox/acs/',
  '/sandbox/provider/',
];

export function isPagePath(path: string): boolean {
  return (
    path === '/' ||
    PAGE_PATHS.some((page) =>
      page.endsWith('/') ? path.startsWith(page) : path === page || path.startsWith(`${page}/`),
    )
  );
}

/**
 * The host name of a Host header (`host[:port]`), canonical (config.ts canonicalHostName: letters,
 * digits, `_.-`, or an IPv6 address in brackets); undefined when the header is not one.
 */
export function hostNameOf(header: string): string | undefined {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::\d{1,5})?$/.exec(header);
  return match?.[1] === undefined ? undefined : canonicalHostName(match[1]);
}

/** Whether a request naming a host name (canonical, no port) is answered, under `config`. */
export function servedHosts(config: Config): (hostname: string) => boolean {
  const { allowedHosts } = config;
  if (allowedHosts === '*') return () => true;
  const exact = new Set([
    new URL(config.publicUrl).hostname,
    ...allowedHosts.filter((name) => !name.startsWith('.')),
  ]);
  const domains = allowedHosts.filter((name) => name.startsWith('.'));
  return (hostname) =>
    exact.has(hostname) ||
    isLoopbackHost(hostname) ||
    hostname.endsWith('.localhost') ||
    domains.some((domain) => hostname === domain.slice(1) || hostname.endsWith(domain));
}

const SERVED = 'this server answers the host names of PUBLIC_URL, loopback and ALLOWED_HOSTS only';

/** Why a request with this Host header is refused, or undefined when it is served. */
export function refusal(
  header: string | undefined,
  served: (hostname: string) => boolean,
): string | undefined {
  if (header === undefined || header === '') return `Host header is required: ${SERVED}`;
  const hostname = hostNameOf(header);
  if (hostname === undefined) {
    return `Host header must be a host name with an optional port; ${SERVED}`;
  }
  if (served(hostname)) return undefined;
  return `Host ${hostname} is not served here; set ALLOWED_HOSTS to add it`;
}

const page = (message: string): string =>
  `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Host not served</title>
<h1>Host not served</h1>
<p>${escapeHtml(message)}</p>
`;

/** Register right after the security headers: a refused request then runs nothing else. */
export function registerHostCheck(app: FastifyInstance, config: Config): void {
  // ALLOWED_HOSTS=* switches the check off (a proxy in front checks Host): no hook at all.
  if (config.allowedHosts === '*') return;
  const served = servedHosts(config);
  app.addHook('onRequest', async (request, reply) => {
    const why = refusal(request.headers.host, served);
    if (why === undefined) return;
    const path = request.url.split('?')[0] ?? '';
    // A load balancer's probe names the instance's own address, which no browser page is served
    // from; the answers hold no data a rebound page could read.
    if (HEALTH_PATHS.includes(path)) return;
    reply.code(MISDIRECTED).header('cache-control', 'no-store');
    if (isPagePath(path)) {
      return reply.type('text/html; charset=utf-8').send(page(why));
    }
    return reply.send(errorBody('INVALID_REQUEST', why));
  });
}
