import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { cardNumberExempt, EXEMPT_BECAUSE } from '../../../contract/card-number-text.ts';
import { DISPUTE_KINDS } from '../../../contract/dispute-table.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import { transactionAnswerSchema } from '../../../contract/transaction-schema.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { openDispute } from '../../../domain/disputes/open-dispute.ts';
import { merchantOf } from '../../../http/auth.ts';

// POST /sandbox/api/transactions/:transactionId/dispute {"kind": "CHARGEBACK", "amount": "10.00",
// "reason_code": "13.1"}: the card network disputes a settled SALE or CAPTURE of the merchant now,
// as the table of what may follow what allows (docs/disputes.md). Part of the sandbox's tools API:
// X-Api-Key as on /v1, scoped to the key's merchant (another merchant's transaction is 404, like
// an unknown one); 409 names the rule a refused dispute breaks. The answer is the dispute's
// transaction record, as its TRANSACTION postback carries it.

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transactionId'],
  properties: { transactionId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: DISPUTE_KINDS },
    /** Decimal text in the transaction's currency; left out: the most the kind allows. */
    amount: cardNumberExempt(
      { type: 'string', minLength: 1, maxLength: 32 },
      EXEMPT_BECAUSE.amount,
    ),
    /** A reason code of docs/disputes.md; left out: the kind's default for the card's network. */
    reason_code: { type: 'string', minLength: 1, maxLength: 16 },
  },
} as const;

export function sandboxDisputeApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/transactions/:transactionId/dispute',
    {
      schema: {
        params: paramsSchema,
        body: bodySchema,
        response: { 200: transactionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, amount, reason_code: reasonCode } = request.body;
      const data = await openDispute(deps, {
        merchantId: merchantOf(request).merchantId,
        transactionId: request.params.transactionId,
        dispute: { kind, amount, reasonCode },
        now: deps.now(),
      });
      deps.onPostback();
      return { type: 'TRANSACTION' as const, data };
    },
  );
}
