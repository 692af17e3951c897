import type { FastifyReply, FastifyRequest } from 'fastify';

// POST /v1/sale and /v1/authorize are deprecated in the spec (Versioning: "Deprecated: POST /sale,
// POST /authorize"); they keep working and say so on every answer, errors included, in the
// headers of RFC 9745 (Deprecation) and RFC 8288 (Link, relation "successor-version" of RFC 5829):
// the replacement is POST /v1/checkout with payment_data.type SALE or AUTHORIZE.

/** When Kassa marks them deprecated (RFC 9745: a Structured Field Date, seconds since the epoch). */
export const DEPRECATED_SINCE = new Date('2025-01-01T00:00:00.000Z');

export const DEPRECATION_HEADERS = {
  deprecation: `@${DEPRECATED_SINCE.getTime() / 1000}`,
  link: '</v1/checkout>; rel="successor-version"',
} as const;

/** An onSend hook: it runs for every answer of the route, a refused API key's included. */
export async function markDeprecated(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.headers(DEPRECATION_HEADERS);
  return payload;
}
