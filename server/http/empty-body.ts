import type { FastifyInstance, FastifyRequest } from 'fastify';

// A POST or DELETE sent with `Content-Type: application/json` and nothing after the headers is a
// request without a body, as most HTTP clients send a call that carries none (hiding a card,
// revoking consent, deleting an entry): the JSON parser (server/http/hostile-input.ts) reads
// nothing as no body. A route that needs one reads no body as `{}`, so its schema answers the 400
// the merchant can act on, naming the first field it requires, whether the request came with an
// empty JSON body or with none at all.

/** True for a request body that holds no JSON value at all: nothing, or whitespace alone. */
export function isEmptyBody(body: string): boolean {
  return body.trim() === '';
}

async function readMissingBodyAsEmptyObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.routeOptions.schema?.body !== undefined) {
    request.body = {};
  }
}

/** Installs the reading on every route of the app (before the routes are registered). */
export function installEmptyBodyReading(app: FastifyInstance): void {
  app.addHook('preValidation', readMissingBodyAsEmptyObject);
}
