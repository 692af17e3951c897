import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import { idempotencyHeadersSchema } from '../../contract/idempotency-header.ts';
import { payoutExamples } from '../../contract/payout-examples.ts';
import { payoutBodySchema, payoutResponseSchema } from '../../contract/payout-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { createPayout } from '../../domain/payouts/create-payout.ts';
import { payoutData } from '../../domain/payouts/payout-view.ts';
import { merchantOf } from '../../http/auth.ts';
import { payoutDialect } from '../../http/dialects/endpoint-dialects.ts';
import { idempotencyKeyOf } from '../../http/idempotency-header.ts';

/** POST /v1/payout — spec: Endpoints → POST /payout; design: docs/payouts.md. */
export function payoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/payout',
    {
      config: { dialect: { body: payoutDialect } },
      schema: {
        operationId: 'createPayout',
        summary: 'Pay money out to a customer: card, crypto, SEPA, Paxum or bank transfer',
        description:
          'The payout is taken PENDING (1200); its outcome (SUCCESS, DECLINE or ERROR) follows ' +
          'by TRANSACTION postback of transaction_type PAYOUT. merchant_payment_id is unique ' +
          "per merchant. The sandbox's amounts that name an outcome: docs/payouts.md.",
        headers: idempotencyHeadersSchema,
        body: { ...payoutBodySchema, examples: payoutExamples },
        response: { 200: payoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const { payment, payout } = await createPayout(
        { db: deps.db, processors: deps.processors, payoutSeconds: deps.config.payoutSeconds },
        {
          merchantId: merchant.merchantId,
          baseCurrencyCode: merchant.baseCurrencyCode,
          body: request.body,
          idempotencyKey: idempotencyKeyOf(request),
          requestFacts: {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            acceptLanguage: request.headers['accept-language'],
          },
          now: deps.now(),
        },
      );
      // The PENDING postback is queued: wake the delivery loop.
      deps.onPostback();
      return { type: 'PAYMENT' as const, data: payoutData(payment, payout) };
    },
  );
}
