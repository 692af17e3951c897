import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contract/api-error.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { listPostbacks } from '../../../domain/postbacks/log-store.ts';
import { requeuePostback } from '../../../domain/postbacks/outbox-store.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox-merchant.ts';
import { checkPageAvailable, checkResendAccess, PAGE_PATH, pageToken } from './page-access.ts';
import { PAGE_CSP, postbacksPage } from './page-html.ts';

// The sandbox's delivery log page: the sandbox merchant's recent postbacks
// with their attempts, and a re-send button on each. Under the demo checkout's access rules
// (page-access.ts). The buttons are plain forms: the only body this scope reads besides JSON is
// a small urlencoded form, and only here.

const PAGE_LIMIT = 50;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const resendParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id'],
  properties: { event_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const resendBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 128 } },
} as const;

export function sandboxPostbackPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    async (_request: unknown, body: string | Buffer) =>
      Object.fromEntries(new URLSearchParams(String(body))),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    PAGE_PATH,
    async (request, reply) => {
      checkPageAvailable(deps.config);
      const events = await listPostbacks(deps.db, SANDBOX_MERCHANT_ID, { limit: PAGE_LIMIT });
      const { token, cookie } = pageToken(request.headers.cookie);
      const resent = request.query.resent;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'private, no-store')
        // A browser sends `Origin: null` on a form post from a no-referrer page; same-origin
        // keeps the page's own origin on its re-send posts and still tells other sites nothing.
        .header('referrer-policy', 'same-origin')
        .header('set-cookie', cookie);
      return postbacksPage({
        events,
        token,
        resent: resent && EVENT_ID.test(resent) ? resent : undefined,
        limit: PAGE_LIMIT,
      });
    },
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    `${PAGE_PATH}/:event_id/resend`,
    {
      schema: {
        params: resendParamsSchema,
        body: resendBodySchema,
        response: errorResponses,
      },
      // Before the body is read: a caller from elsewhere learns nothing else.
      onRequest: async () => checkPageAvailable(deps.config),
    },
    async (request, reply) => {
      checkResendAccess(request, deps.config, request.body.token);
      const { event_id: eventId } = request.params;
      if (!(await requeuePostback(deps.db, SANDBOX_MERCHANT_ID, eventId, deps.now()))) {
        throw new ApiError(404, 'NOT_FOUND', `postback ${eventId} not found`);
      }
      deps.onPostback();
      return reply.redirect(`${PAGE_PATH}?resent=${encodeURIComponent(eventId)}`, 303);
    },
  );
}
