import type { FastifyInstance } from 'fastify';
import { type DocsPage, renderDocsPage } from './docs-page.ts';

// GET /v1/openapi.json and GET /v1/docs: the OpenAPI document of the merchant API and
// its page for people. Neither needs an API key: they describe the API's shape, which is public
// (the README and the spec say the same), and hold no merchant's data. They are registered
// outside the /v1 scope, so its key check and per-key rate limit do not run, and hidden from the
// document they serve: they are not part of the API it describes.

export const DOCUMENT_PATH = '/v1/openapi.json';
export const DOCS_PATH = '/v1/docs';

export function openApiRoutes(app: FastifyInstance): void {
  let page: DocsPage | undefined;

  // The document is built on the first request (after every route was added) and kept.
  app.get(DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(app.swagger()),
  );

  app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderDocsPage(app.swagger(), DOCUMENT_PATH);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .send(page.html);
  });
}
