// Checkout session tokens are bearer secrets (whoever has one can pay the checkout), and they
// travel in URL paths: keep them out of the logs. Card data never reaches a URL at all. Errors
// are logged by class and code only: database errors carry the query and its parameters (e-mail
// addresses, names, tokens), and their messages may quote a value (issue #13.6).

// `cs_…` as sent, or with any of its characters percent-encoded (`%63s_…`, `cs%5F…`), followed
// by token characters or percent-encoded bytes (`/pay/cs_…%00`).
const SESSION_TOKEN = /(?:c|%63)(?:s|%73)(?:_|%5f)(?:[A-Za-z0-9_-]|%[0-9a-f]{2})+/gi;

export function redactUrl(url: string): string {
  return url.replace(SESSION_TOKEN, 'cs_[redacted]');
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
