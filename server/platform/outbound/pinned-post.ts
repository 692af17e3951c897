import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './address-policy.ts';
import { readExcerpt } from './response-excerpt.ts';

// One POST that can reach only the addresses address-policy.ts checked: the connection's lookup
// answers those addresses and nothing else, so the name is never resolved a second time. The
// URL's host name stays the Host header and, over HTTPS, the TLS server name (SNI) and the name
// the certificate must carry. Redirects are not followed (node:http never does).

/**
 * Starts an attempt's clock: calls `expire` once `ms` have passed, unless the function it answers
 * stops it first. Real time (setTimeout) unless a test decides when the time is up, so that what
 * it checks does not depend on how fast a busy machine answers.
 */
export type AttemptTimer = (ms: number, expire: () => void) => () => void;

export const realTimer: AttemptTimer = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

export interface PinnedPost {
  url: URL;
  /** Where the connection may go: the checked addresses of `url`'s host. */
  addresses: readonly CheckedAddress[];
  headers: Record<string, string>;
  body: string;
  /** Covers connecting, the answer's status and reading its excerpt. */
  timeoutMs: number;
  timer?: AttemptTimer;
}

export type PostResult =
  | { answered: true; status: number; excerpt: string }
  | { answered: false; timedOut: boolean; code: string };

/** A `lookup` for node:net that answers the checked addresses only (of the family asked for). */
export function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const asked = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = addresses.filter((entry) => !asked || entry.family === asked);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('no checked address of that family');
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((entry) => ({ address: entry.address, family: entry.family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

export function postPinned(post: PinnedPost): Promise<PostResult> {
  const { url } = post;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let answered = false;
    let timedOut = false;
    const request = send({
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port === '' ? null : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: {
        ...post.headers,
        Host: url.host,
        'Content-Length': String(Buffer.byteLength(post.body)),
        // The excerpt is read as text: ask for no compression.
        'Accept-Encoding': 'identity',
      },
      lookup: pinnedLookup(post.addresses),
      // A connection of its own: a pooled one would have been looked up for another request.
      agent: false,
    });
    const stopTimer = (post.timer ?? realTimer)(post.timeoutMs, () => {
      timedOut = true;
      request.destroy(new Error(`no answer within ${post.timeoutMs} ms`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Once the status is in, a broken or stalled body only shortens the excerpt.
      if (answered) return;
      stopTimer();
      resolve({ answered: false, timedOut, code: error.code ?? error.message });
    });
    request.on('response', (response) => {
      answered = true;
      void readExcerpt(response).then((excerpt) => {
        stopTimer();
        request.destroy();
        resolve({ answered: true, status: response.statusCode ?? 0, excerpt });
      });
    });
    request.end(post.body);
  });
}
