import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contract/api-error.ts';
import { dataAnswer } from '../../../contract/data-answer.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { signingSecrets } from '../../../domain/merchants/postback-secret-store.ts';
import {
  findPostback,
  listPostbacks,
  POSTBACK_STATUSES,
} from '../../../domain/postbacks/log-store.ts';
import { requeuePostback } from '../../../domain/postbacks/outbox-store.ts';
import { merchantOf } from '../../../http/auth.ts';
import { systemResolver } from '../../../platform/outbound/address-policy.ts';
import { postbackSchema, postbackView } from './postback-view.ts';
import {
  sendTestPostback,
  testPostbackError,
  testPostbackUrl,
  testTimeoutMs,
} from './test-postback.ts';

// The sandbox's postback tools over HTTP, for `npm run postbacks` and anyone
// scripting against the sandbox: the embedded database belongs to the running server, so the
// CLI asks the server. Authenticated like /v1 (X-Api-Key) and scoped to the key's merchant:
// another merchant's event is NOT_FOUND, exactly like one that does not exist.
//
//   GET  /sandbox/api/postbacks?limit=&status=   recent postbacks, newest first, with attempts
//   GET  /sandbox/api/postbacks/:event_id        one postback with its attempts
//   POST /sandbox/api/postbacks/:event_id/resend the same event id and body, queued at once
//   POST /sandbox/api/postbacks/test             a signed sample postback, sent at once

export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Query values are text (types are not coerced): digits, checked for range below.
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    status: { type: 'string', enum: POSTBACK_STATUSES },
  },
} as const;

const eventParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id'],
  properties: { event_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const testBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['TRANSACTION'] },
    url: { type: 'string', maxLength: 2048 },
  },
} as const;

const listResponseSchema = dataAnswer({ type: 'array', items: postbackSchema });

const oneResponseSchema = dataAnswer(postbackSchema);

const testResponseSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: [
    'event_id',
    'type',
    'url',
    'outcome',
    'http_status',
    'duration_ms',
    'error',
    'response_excerpt',
  ],
  properties: {
    event_id: { type: 'string' },
    type: { type: 'string', enum: ['TRANSACTION'] },
    url: { type: 'string' },
    outcome: { type: 'string', enum: ['delivered', 'failed'] },
    http_status: { type: ['integer', 'null'] },
    duration_ms: { type: 'integer' },
    error: { type: ['string', 'null'] },
    response_excerpt: { type: 'string' },
  },
});

const notFound = (eventId: string): ApiError =>
  new ApiError(404, 'NOT_FOUND', `postback ${eventId} not found for this merchant`);

function listLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIST_LIMIT;
  const limit = Number(raw);
  if (limit < 1 || limit > MAX_LIST_LIMIT) {
    throw ApiError.badParameter('limit', `must be between 1 and ${MAX_LIST_LIMIT}`);
  }
  return limit;
}

/** Registered under /sandbox/api, where app.ts checks the key and the rate (as on /v1). */
export function sandboxPostbackApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  api.get(
    '/postbacks',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const events = await listPostbacks(deps.db, merchant.merchantId, {
        limit: listLimit(request.query.limit),
        status: request.query.status,
      });
      return { data: events.map(postbackView) };
    },
  );

  api.get(
    '/postbacks/:event_id',
    {
      schema: {
        params: eventParamsSchema,
        response: { 200: oneResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { event_id: eventId } = request.params;
      const event = await findPostback(deps.db, merchantOf(request).merchantId, eventId);
      if (!event) throw notFound(eventId);
      return { data: postbackView(event) };
    },
  );

  api.post(
    '/postbacks/:event_id/resend',
    {
      schema: {
        params: eventParamsSchema,
        response: { 200: oneResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { event_id: eventId } = request.params;
      const merchantId = merchantOf(request).merchantId;
      if (!(await requeuePostback(deps.db, merchantId, eventId, deps.now()))) {
        throw notFound(eventId);
      }
      deps.onPostback();
      const event = await findPostback(deps.db, merchantId, eventId);
      if (!event) throw notFound(eventId);
      return { data: postbackView(event) };
    },
  );

  api.post(
    '/postbacks/test',
    {
      schema: {
        body: testBodySchema,
        response: { 200: testResponseSchema, ...errorResponses },
      },
      // `npm run postbacks -- test` may post no body at all: that is the default sample.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const url = testPostbackUrl(merchant, request.body?.url);
      const now = deps.now();
      const { eventId, outcome } = await sendTestPostback({
        merchant,
        secrets: (await signingSecrets(deps.db, merchant.merchantId, now)) ?? {
          current: merchant.postbackSecret,
          previous: null,
        },
        url,
        now,
        timeoutMs: deps.config.postbackTimeoutMs,
        policy: deps.config.outbound,
        resolveHost: deps.resolveHost ?? systemResolver,
      });
      return {
        data: {
          event_id: eventId,
          type: 'TRANSACTION' as const,
          url,
          outcome: outcome.delivered ? ('delivered' as const) : ('failed' as const),
          http_status: outcome.status,
          duration_ms: outcome.durationMs,
          error: testPostbackError(outcome, testTimeoutMs(deps.config.postbackTimeoutMs)),
          response_excerpt: outcome.excerpt,
        },
      };
    },
  );
}
