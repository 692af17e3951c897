import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';

// How a route's schema becomes its operation in the OpenAPI document. The document
// holds the merchant API only: every route whose path starts with /v1/ and does not hide itself
// (`schema.hide`, as the document's own routes do); the form's API, the pages and the sandbox
// tools are left out. What a route's schema says is all there is:
// - `body`, `querystring`, `params`, `headers` (X-Idempotency-Key: the schema's `headers`, see
//   server/http/idempotency-header.ts) and `response` become the operation's parts;
// - `summary`, `description`, `operationId`, `tags` as they are;
// - `deprecated: true` marks the operation deprecated, and its success answers document the
//   `Deprecation` and `Link` headers the route sends;
// - `examples` of the body are the operation's request examples (sent by the tests).
// Every /v1 answer can be an error of the one error body (the key check, the rate limit, the error
// handler run for every route), so a route that does not name them gets the error responses.

export const API_PREFIX = '/v1/';

const RESPONSE_TEXT: Record<string, string> = {
  '2': 'Success.',
  '4': 'The request was refused: `errors[0].error_message` names the field and the rule it broke.',
  '5': 'The server failed (INTERNAL_ERROR); the message says no more than that.',
};

const DEPRECATION_HEADERS = {
  Deprecation: {
    type: 'string',
    description: 'Present on every answer of a deprecated endpoint (RFC 9745).',
  },
  Link: {
    type: 'string',
    description: 'The endpoint that replaces this one, `rel="successor-version"`.',
  },
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The response schemas as the document shows them: described, with the error responses. */
function documentedResponses(schema: FastifySchema): Record<string, unknown> {
  const responses: Record<string, unknown> = isRecord(schema.response)
    ? { ...schema.response }
    : {};
  for (const [status, errorSchema] of Object.entries(errorResponses)) {
    const named = Object.keys(responses).some((code) => code.startsWith(status[0] ?? ''));
    if (!named) responses[status] = errorSchema;
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!isRecord(response)) continue;
    const copy: Record<string, unknown> = { ...response };
    copy.description ??= RESPONSE_TEXT[status[0] ?? ''] ?? 'Answer.';
    if (schema.deprecated === true && status.startsWith('2')) copy.headers = DEPRECATION_HEADERS;
    responses[status] = copy;
  }
  return responses;
}

export const documentRoute: SwaggerTransform = ({ schema, url }) => {
  // A route without a schema has none at all at run time, whatever the type says.
  const routeSchema: FastifySchema = schema ?? {};
  if (!url.startsWith(API_PREFIX)) return { schema: { ...routeSchema, hide: true }, url };
  return { schema: { ...routeSchema, response: documentedResponses(routeSchema) }, url };
};
