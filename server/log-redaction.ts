// Checkout session tokens are bearer secrets (whoever has one can pay the checkout), and they
// travel in URL paths: keep them out of the logs. Card data never reaches a URL at all.

const SESSION_TOKEN = /cs_[A-Za-z0-9_-]+/g;

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
