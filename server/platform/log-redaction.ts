import { CAPABILITY_PREFIXES, type CapabilityPrefix } from './ids.ts';

// Capability ids are bearer secrets (server/platform/ids.ts: whoever has a checkout session token can pay
// the checkout, a provider step's id approves or declines its payment, a challenge's id answers
// it), and they travel in URL paths and queries: keep every one of them out of the logs. Card
// data never reaches a URL at all. Errors are logged by class and code only: database errors
// carry the query and its parameters (e-mail addresses, names, tokens), and their messages may
// quote a value.

/** A character in either case, as sent or percent-encoded: `c`, `C`, `%63`, `%43`. */
function anySpelling(char: string): string {
  const codes = new Set([char.toLowerCase(), char.toUpperCase()]);
  const encoded = [...codes].map((c) => `%${c.charCodeAt(0).toString(16)}`);
  return `(?:${[char, ...encoded].join('|')})`;
}

// Longest first: of two prefixes that begin alike, the longer one names what it matched.
const BY_LENGTH = [...CAPABILITY_PREFIXES].sort((a, b) => b.length - a.length);

// Any capability prefix as sent or with any of its characters percent-encoded (`%61cs_…`,
// `cs%5F…`), then `_`, then token characters or percent-encoded bytes (`/pay/cs_…%00`). No word
// boundary is asked for before the prefix: a spelling glued to other characters (`%252Fcs_…`) is
// still redacted, and the price is that an id whose random part happens to hold `cs_` loses its
// tail in the log.
const CAPABILITY = new RegExp(
  `(?:${BY_LENGTH.map((prefix) => `(${[...prefix].map(anySpelling).join('')})`).join('|')})` +
    `${anySpelling('_')}(?:[A-Za-z0-9_-]|%[0-9a-f]{2})+`,
  'gi',
);

/** The URL with every capability id's secret part replaced: `/pay/cs_[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(CAPABILITY, (...match: unknown[]) => {
    const group = match.slice(1, BY_LENGTH.length + 1).findIndex((text) => text !== undefined);
    const prefix: CapabilityPrefix | undefined = BY_LENGTH[group];
    return `${prefix ?? 'id'}_[redacted]`;
  });
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** pino serializer for Fastify requests: Fastify's usual fields, with the URL redacted. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export interface LoggableError {
  type: string;
  code?: string;
  /** Where it was thrown: the stack's frames, without the message line that opens it. */
  frames?: string[];
}

function ownString(value: object, key: string): string | undefined {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

/**
 * What of an error may be logged: its class, its code (a PostgreSQL SQLSTATE, a Node or Fastify
 * code) and the frames of its stack. Never its message, query, parameters or detail.
 */
export function loggableError(error: unknown): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const type = error.constructor?.name || 'Object';
  const code = ownString(error, 'code');
  const frames = ownString(error, 'stack')
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => redactUrl(line.trim()));
  return {
    type,
    ...(code !== undefined && { code: redactUrl(code) }),
    ...(frames && frames.length > 0 && { frames }),
  };
}

/** pino serializers for every logger of the server: requests and errors as above. */
export const logSerializers = { req: serializeRequest, err: loggableError };
