import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { dataAnswer } from '../../../contract/data-answer.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import { expireSession } from '../../../domain/attempts/expire-session.ts';
import { redirectFor } from '../../../domain/checkout/outcome-urls.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { merchantOf } from '../../../http/auth.ts';

// POST /sandbox/api/sessions/:token/expire: the session's time runs out now, so a developer sees
// what their integration does at the timeout in a second (the hosted page sends the shopper to
// failure_url with error_code 2904; the embedded form calls onTimeout) instead of after
// CHECKOUT_SESSION_TTL_SECONDS. Part of the sandbox's tools API: X-Api-Key as on /v1, scoped to
// the key's merchant (app.ts registers it beside the postback tools). Idempotent: an expired
// session answers 200 as it is; a session that is paid, failed or has a payment under way is 409.

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^cs_[A-Za-z0-9_-]{20,100}$' } },
} as const;

const responseSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: ['payment_id', 'state', 'expires_at'],
  properties: {
    payment_id: { type: 'string' },
    state: { type: 'string', enum: ['EXPIRED'] },
    expires_at: { type: 'string' },
    /** Where the hosted page now sends the shopper: failure_url with 2904 Timeout. */
    redirect_url: { type: 'string' },
  },
});

export function sandboxSessionApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/sessions/:token/expire',
    {
      schema: { params: paramsSchema, response: { 200: responseSchema, ...errorResponses } },
      // The route takes no body; a client that sends `{}` (or nothing) means the same.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { payment } = await expireSession(
        deps.db,
        merchantOf(request).merchantId,
        request.params.token,
        deps.now(),
      );
      const redirect = redirectFor(payment, 'EXPIRED');
      return {
        data: {
          payment_id: payment.paymentId,
          state: 'EXPIRED' as const,
          expires_at: payment.expiresAt.toISOString(),
          ...(redirect !== undefined && { redirect_url: redirect }),
        },
      };
    },
  );
}
