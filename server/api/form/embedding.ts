import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../contract/api-error.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { findPaymentBySessionToken } from '../../domain/ledger/payment-store.ts';
import { findFormSettings } from '../../domain/merchants/merchant-store.ts';

// `GET /api/sessions/:token/embedding?origin=…`: may a page of `origin` frame
// this session, and if not, why, in words a developer can act on. The embed script asks when its
// frame stays silent: a frame the server's CSP frame-ancestors refused cannot be read, and the
// browser only says "refused to connect". It answers exactly the rule of server/api/pages/route.ts
// (an EMBEDDED session, framed by one of the merchant's allowed origins) and nothing else about the
// payment. Merchant pages of any origin call it, so it answers CORS requests from anywhere; the
// session token is the key, as for the rest of the form's API.

const embeddingSchema = {
  type: 'object',
  required: ['embeddable'],
  additionalProperties: false,
  properties: {
    embeddable: { type: 'boolean' },
    /** Why not, naming the fix; absent when embeddable. */
    error_message: { type: 'string' },
  },
} as const;

const params = {
  type: 'object',
  required: ['token'],
  // Any token: one of the wrong form is answered like an unknown one, with the same words.
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const querystring = {
  type: 'object',
  required: ['origin'],
  properties: { origin: { type: 'string', minLength: 1, maxLength: 2048 } },
} as const;

/** Enough of a token to recognise it in a console, not enough to use it. */
const shortToken = (token: string): string => `${token.slice(0, 10)}…`;

export function embeddingRoute(untyped: FastifyInstance, deps: AppDeps): void {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/:token/embedding',
    {
      schema: { params, querystring, response: { 200: embeddingSchema, ...errorResponses } },
      // Before validation, so error answers are readable across origins too.
      onRequest: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    },
    async (request) => {
      const { token } = request.params;
      const { origin } = request.query;
      const payment = await findPaymentBySessionToken(deps.db, token);
      if (!payment) {
        throw new ApiError(
          404,
          'NOT_FOUND',
          `checkout ${shortToken(token)} does not exist on this service; mount the session.redirect_url of a checkout created with ui_mode EMBEDDED`,
        );
      }
      if (payment.uiMode !== 'EMBEDDED') {
        return {
          embeddable: false,
          error_message: `checkout ${shortToken(token)} was created for the hosted page (ui_mode ${payment.uiMode}); create it with ui_mode EMBEDDED to mount it on your page`,
        };
      }
      const { allowedOrigins } = await findFormSettings(deps.db, payment.merchantId);
      if (allowedOrigins.includes(origin)) return { embeddable: true };
      return {
        embeddable: false,
        error_message: `this page's origin ${origin} is not among the merchant's allowed origins (${allowedOrigins.join(', ') || 'none'}); add it to them (MERCHANT_ALLOWED_ORIGINS in the sandbox) or open the page from an allowed origin`,
      };
    },
  );
}
