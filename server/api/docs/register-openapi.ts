import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { documentRoute } from './route-transform.ts';

// The OpenAPI 3.1 document of the merchant API, built by @fastify/swagger from the
// route schemas: it only records each route's options as the route is added and builds the
// document on its first request (server/api/docs/route.ts), so no request of the API pays for it.
// Register before the routes: it sees the routes added after it.

export const API_KEY_SCHEME = 'ApiKey';

export function registerOpenApi(app: FastifyInstance, config: Config): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kassa merchant API',
        version: 'v1',
        description:
          'The sandbox of the merchant API of a payment orchestration service. Every request ' +
          'sends the merchant API key in `X-Api-Key`; every error answers the one error body ' +
          '`{"errors":[{"error_code","error_message"}]}`. A field sent as `null` is a field not ' +
          'sent (a `null` in a required field is refused as missing), and a path with a trailing ' +
          '`/` is the same endpoint.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: "The merchant's API key (the sandbox merchant's: MERCHANT_API_KEY).",
          },
        },
      },
      security: [{ [API_KEY_SCHEME]: [] }],
    },
    transform: documentRoute,
  });
}
