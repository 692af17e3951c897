import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { merchantOf } from '../auth.ts';
import { errorResponses } from '../error-responses.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency-key.ts';
import { runOncePerKey } from '../idempotency/run-once.ts';
import { paymentResponseSchema } from '../payments/payment-schema.ts';
import { paymentData } from '../payments/payment-view.ts';
import { insertPayment } from '../payments/store.ts';
import { createCheckout } from './create-checkout.ts';
import { checkoutBodySchema } from './schema.ts';

/** POST /v1/checkout — spec: Endpoints → POST /checkout. */
export function checkoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/checkout',
    {
      schema: {
        body: checkoutBodySchema,
        response: { 200: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const merchant = merchantOf(request);
      const payment = createCheckout({
        merchantId: merchant.merchantId,
        allowedOrigins: merchant.allowedOrigins,
        body: request.body,
        now: deps.now(),
        ttlSeconds: deps.config.sessionTtlSeconds,
      });
      await runOncePerKey(
        deps.db,
        {
          merchantId: merchant.merchantId,
          key: idempotencyKey,
          endpoint: 'checkout',
          paymentId: payment.paymentId,
          now: payment.createdAt,
        },
        (q) => insertPayment(q, payment),
      );
      return { type: 'PAYMENT', data: paymentData(payment, deps.config.publicUrl) } as const;
    },
  );
}
