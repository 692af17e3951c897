import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../../contract/error-responses.ts';
import { transactionAnswerSchema } from '../../../contract/transaction-schema.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { decidePayoutNow } from '../../../domain/payouts/decide-payout.ts';
import { merchantOf } from '../../../http/auth.ts';

// POST /sandbox/api/payouts/:paymentId/decide: ends a PENDING payout now with the response code
// the developer chooses, so the outcome a held payout waits for (amount hundredths 99), or any
// other, can be tried at once (docs/payouts.md). Part of the sandbox's tools API: X-Api-Key as on
// /v1, scoped to the key's merchant. The answer is the PAYOUT transaction's record, as its
// TRANSACTION postback carries it.

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentId'],
  properties: { paymentId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['response_code'],
  properties: {
    /** 1000 pays it out; a DECLINE or ERROR code of the spec's table refuses it. */
    response_code: { type: 'integer', minimum: 1000, maximum: 9999 },
  },
} as const;

export function sandboxPayoutApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/payouts/:paymentId/decide',
    {
      schema: {
        params: paramsSchema,
        body: bodySchema,
        response: { 200: transactionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await decidePayoutNow(deps.db, {
        merchantId: merchantOf(request).merchantId,
        paymentId: request.params.paymentId,
        code: request.body.response_code,
        now: deps.now(),
        processors: deps.processors,
        decidedBy: 'the sandbox tools API',
      });
      deps.onPostback();
      return { type: 'TRANSACTION' as const, data };
    },
  );
}
