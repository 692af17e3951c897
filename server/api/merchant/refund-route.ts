import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import { idempotencyHeadersSchema } from '../../contract/idempotency-header.ts';
import { refundBodySchema, refundResponseSchema } from '../../contract/refund-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { createRefund } from '../../domain/refunds/create-refund.ts';
import { merchantOf } from '../../http/auth.ts';
import { amountDialect } from '../../http/dialects/endpoint-dialects.ts';
import { idempotencyKeyOf } from '../../http/idempotency-header.ts';

/** POST /v1/refund — spec: Endpoints → POST /refund; design: docs/after-checkout.md, POST /v1/refund. */
export function refundRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/refund',
    {
      config: { dialect: { body: amountDialect } },
      schema: {
        operationId: 'createRefund',
        summary: 'Refund all or part of a paid SALE or CAPTURE',
        description:
          'Without `amount`, everything that remains to refund. The answer is `type` REFUND, as ' +
          "the live service's reference writes it, with `data` the REFUND transaction's record, " +
          "as its TRANSACTION postback carries it: `transaction_id` (the refund's own), `reason` " +
          'and `initiated_by` (null when not sent), `original_transaction_id` (the refunded one).',
        headers: idempotencyHeadersSchema,
        body: refundBodySchema,
        response: { 200: refundResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const data = await createRefund(deps, {
        merchantId: merchantOf(request).merchantId,
        body: request.body,
        idempotencyKey,
        now: deps.now(),
      });
      // The refund's postback is queued: wake the delivery loop.
      deps.onPostback();
      // The reference's envelope type; `data` is the record its postback carries.
      return { type: 'REFUND' as const, data };
    },
  );
}
