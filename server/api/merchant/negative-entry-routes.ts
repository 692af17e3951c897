import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import {
  negativeEntryBodySchema,
  negativeEntryExamples,
  negativeEntryListQuerySchema,
  negativeEntryListResponseSchema,
  negativeEntryParamsSchema,
  negativeEntryResponseSchema,
} from '../../contract/negative-entry-schema.ts';
import { auditRecorder } from '../../domain/audit/audit-store.ts';
import type { AppDeps } from '../../domain/deps.ts';
import {
  createNegativeEntry,
  listMerchantNegativeEntries,
  removeNegativeEntry,
} from '../../domain/negative-entries/negative-entries.ts';
import { merchantOf } from '../../http/auth.ts';
import { plainDialect } from '../../http/dialects/endpoint-dialects.ts';
import { apiKeyActor } from '../../http/key-actor.ts';

// The merchant's negative database — spec: Endpoints → Negative database; design:
// docs/risk-controls.md. An entry blocks one value of one attribute; a transaction matching one is
// declined with its code (2309..2314) by the one record path (screen-transaction.ts).
//   POST   /v1/merchant-negative-entry        make an entry
//   GET    /v1/merchant-negative-entry        list them (type may repeat; limit, cursor)
//   DELETE /v1/merchant-negative-entry/{id}   delete one

const config = { dialect: { body: plainDialect } };

export function negativeEntryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const recordAudit = auditRecorder(deps.now);

  api.post(
    '/merchant-negative-entry',
    {
      config,
      schema: {
        operationId: 'createMerchantNegativeEntry',
        summary: 'Block a customer, card, IP address, e-mail address, BIN or country',
        description:
          '`type` names the attribute; the fields its value takes follow from it. The value is ' +
          'stored in its normal form (e-mail lower case, an IP address canonical, a country upper ' +
          'case). A second entry for the same value is refused with 409 naming the first.',
        body: { ...negativeEntryBodySchema, examples: negativeEntryExamples },
        response: { 200: negativeEntryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { merchantId } = merchantOf(request);
      return deps.db.transaction(async (tx) => {
        const created = await createNegativeEntry(tx, merchantId, request.body, deps.now());
        await recordAudit(tx, {
          merchantId,
          actor: apiKeyActor(request),
          action: 'negative_entry.create',
          target: created.data.id,
          changes: { type: { from: null, to: request.body.type } },
        });
        return created;
      });
    },
  );

  api.get(
    '/merchant-negative-entry',
    {
      config,
      schema: {
        operationId: 'listMerchantNegativeEntries',
        summary: 'List your negative entries, newest first, a page at a time',
        description:
          '`type` may repeat (`type=IP&type=EMAIL`) or list several separated by commas; `limit` ' +
          '(1 to 500, default 50) and `cursor` (`meta.next_cursor` of the previous answer) page it.',
        querystring: negativeEntryListQuerySchema,
        response: { 200: negativeEntryListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listMerchantNegativeEntries(deps.db, merchantOf(request).merchantId, request.query),
  );

  api.delete(
    '/merchant-negative-entry/:id',
    {
      config,
      schema: {
        operationId: 'deleteMerchantNegativeEntry',
        summary: 'Delete a negative entry',
        description: 'Answers the entry deleted. An id that is not one of your entries is 404.',
        params: negativeEntryParamsSchema,
        response: { 200: negativeEntryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { merchantId } = merchantOf(request);
      return deps.db.transaction(async (tx) => {
        const removed = await removeNegativeEntry(tx, merchantId, request.params.id);
        await recordAudit(tx, {
          merchantId,
          actor: apiKeyActor(request),
          action: 'negative_entry.delete',
          target: request.params.id,
          changes: { type: { from: removed.data.type, to: null } },
        });
        return removed;
      });
    },
  );
}
