import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { TRANSACTION_TYPES } from '../../../../common/contract/transactions.ts';
import { ApiError } from '../../../contract/api-error.ts';
import { dataAnswer } from '../../../contract/data-answer.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import {
  routingExplanationSchema,
  threeDsAnswerSchema,
} from '../../../contract/routing-explanation-schema.ts';
import { routingFactsSchema } from '../../../contract/routing-schema.ts';
import { auditRecorder, type NewAuditEntry } from '../../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { transactionRouting } from '../../../domain/ledger/routing-audit.ts';
import {
  explainRouting,
  type RoutingView,
  readRouting,
  writeRouting,
} from '../../../domain/routing/merchant-routing.ts';
import { merchantOf } from '../../../http/auth.ts';
import { apiKeyActor } from '../../../http/key-actor.ts';
import { assertValidSandboxRouting, sandboxRoutingSchema } from './routing-document.ts';

// The merchant's routing document over HTTP (docs/routing.md: The routing API). Part of the
// sandbox's tools API: X-Api-Key as on /v1, scoped to the key's merchant (another merchant's
// transaction is 404, like an unknown one).
//
//   GET    /sandbox/api/routing               the document: the merchant's, or the default
//   PUT    /sandbox/api/routing               a whole new document, checked, applied to the next payment
//   DELETE /sandbox/api/routing               back to the default
//   POST   /sandbox/api/routing/explain       a payment's facts: where routing would send it, and why
//   GET    /sandbox/api/transactions/:transaction_id/routing
//                                             the decision audit kept with a transaction
//
// Teams sharing one sandbox may send `If-Match: <version>` (or the ETag the answers carry) with PUT
// and DELETE: the write happens only over that version, else 412.

const viewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['document', 'version', 'updated_at', 'is_default'],
  properties: {
    document: sandboxRoutingSchema,
    version: { type: 'integer', minimum: 0 },
    updated_at: { type: ['string', 'null'] },
    is_default: { type: 'boolean' },
  },
} as const;

const viewAnswerSchema = dataAnswer(viewSchema);

const explainAnswerSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: ['explanation', 'three_ds'],
  properties: {
    explanation: routingExplanationSchema,
    three_ds: { ...threeDsAnswerSchema, type: ['object', 'null'] },
  },
});

const auditAnswerSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: [
    'transaction_id',
    'transaction_type',
    'processor_id',
    'processor',
    'cascade_attempt',
    'has_been_cascaded',
    'explanation',
    'three_ds',
    'answers',
  ],
  properties: {
    transaction_id: { type: 'string' },
    transaction_type: { type: 'string', enum: TRANSACTION_TYPES },
    processor_id: { type: ['string', 'null'] },
    processor: { type: 'string' },
    cascade_attempt: { type: 'integer', minimum: 0 },
    has_been_cascaded: { type: 'boolean' },
    // As it was stored: the explanation's schema (routingExplanationSchema) for every attempt the
    // routing document decided, whichever registry recorded it; null for a follow-up.
    explanation: {},
    // What the merchant's 3-D Secure rules answered for the attempt; null where none were read.
    three_ds: { ...threeDsAnswerSchema, type: ['object', 'null'] },
    answers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['processor', 'response_code', 'processor_response_text'],
        properties: {
          processor: { type: 'string' },
          response_code: { type: 'integer' },
          processor_response_text: { type: 'string' },
        },
      },
    },
  },
});

const auditParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_id'],
  properties: { transaction_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `If-Match: 3` or `If-Match: "3"` (the ETag as answered). */
const IF_MATCH = /^(?:"(\d{1,9})"|(\d{1,9}))$/;

/** The version an `If-Match` header names, or undefined without one. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = typeof header === 'string' ? IF_MATCH.exec(header.trim()) : null;
  const version = match?.[1] ?? match?.[2];
  if (version === undefined) {
    throw ApiError.badParameter(
      'If-Match',
      'must be a version of the routing document, such as 3 or "3" (the ETag GET answers)',
    );
  }
  return Number(version);
}

/** The answer of GET, PUT and DELETE: the view, its version as the ETag. */
function answerView(reply: FastifyReply, view: RoutingView): { data: RoutingView } {
  reply.header('etag', `"${view.version}"`);
  return { data: view };
}

/** The audit entry of a routing write: the version it made (the document is in the routing API). */
function routingEntry(
  request: FastifyRequest,
  merchantId: string,
  action: string,
  view: RoutingView,
): NewAuditEntry {
  return {
    merchantId,
    actor: apiKeyActor(request),
    action,
    target: null,
    changes: { version: { from: view.version - 1, to: view.version } },
  };
}

/** Registered in a scope whose hooks check the API key and its rate limit (server/app.ts). */
export function sandboxRoutingApiRoutes(api: FastifyInstance, deps: AppDeps): void {
  const recordAudit = auditRecorder(deps.now);
  // The requests are typed from their schemas; the answers are the domain's own types, whose
  // readonly lists the schemas' inferred types do not take, and the response schemas serialize them.
  api.get(
    '/routing',
    { schema: { response: { 200: viewAnswerSchema, ...errorResponses } } },
    async (request, reply) =>
      answerView(reply, await readRouting(deps.db, merchantOf(request).merchantId)),
  );

  api.put<{ Body: FromSchema<typeof sandboxRoutingSchema> }>(
    '/routing',
    {
      schema: {
        body: sandboxRoutingSchema,
        response: { 200: viewAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const overVersion = ifMatchVersion(request);
      assertValidSandboxRouting(request.body);
      const { merchantId } = merchantOf(request);
      const view = await deps.db.transaction(async (tx) => {
        const written = await writeRouting(tx, merchantId, request.body, deps.now(), overVersion);
        await recordAudit(tx, routingEntry(request, merchantId, 'routing.update', written));
        return written;
      });
      return answerView(reply, view);
    },
  );

  api.delete(
    '/routing',
    { schema: { response: { 200: viewAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
      const overVersion = ifMatchVersion(request);
      // A write like PUT's, of no document: the version moves on (docs/routing.md).
      const { merchantId } = merchantOf(request);
      const view = await deps.db.transaction(async (tx) => {
        const written = await writeRouting(tx, merchantId, null, deps.now(), overVersion);
        await recordAudit(tx, routingEntry(request, merchantId, 'routing.reset', written));
        return written;
      });
      return answerView(reply, view);
    },
  );

  api.post<{ Body: FromSchema<typeof routingFactsSchema> }>(
    '/routing/explain',
    {
      schema: {
        body: routingFactsSchema,
        response: { 200: explainAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await explainRouting(deps.db, merchantOf(request).merchantId, request.body),
    }),
  );

  api.get<{ Params: FromSchema<typeof auditParamsSchema> }>(
    '/transactions/:transaction_id/routing',
    {
      schema: {
        params: auditParamsSchema,
        response: { 200: auditAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await transactionRouting(
        deps.db,
        merchantOf(request).merchantId,
        request.params.transaction_id,
      ),
    }),
  );
}
