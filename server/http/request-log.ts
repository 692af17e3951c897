import { type FastifyInstance, LogController } from 'fastify';

// One access line per request, written when the answer has been sent: the request (method, URL
// with capability ids redacted, host, address: log-redaction.ts), the status and the time taken.
// Fastify's own request logging writes two lines for the same facts ("incoming request", then
// "request completed"), which costs POST /v1/checkout a few percent of its time at LOG_LEVEL=info.

/** Fastify's options for it: its own pair of lines off (this hook writes the one line). */
export const REQUEST_LOG_OPTIONS = {
  logController: new LogController({ disableRequestLogging: true }),
};

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
