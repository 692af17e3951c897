import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { merchantOf } from '../auth.ts';
import { checkoutDialect } from '../dialects/checkout-dialect.ts';
import { normalizeRequestBody } from '../dialects/request-hook.ts';
import { errorResponses } from '../error-responses.ts';
import { idempotencyHeadersSchema, idempotencyKeyOf } from '../idempotency/idempotency-key.ts';
import { runOncePerKey } from '../idempotency/run-once.ts';
import { paymentResponseSchema } from '../payments/payment-schema.ts';
import { checkoutAnswer } from '../payments/payment-view.ts';
import { insertPayment } from '../payments/store.ts';
import { createCheckout } from './create-checkout.ts';
import { checkoutExamples } from './examples.ts';
import { checkPaymentTokenOwner } from './payment-token-check.ts';
import { checkoutBodySchema } from './schema.ts';

/** POST /v1/checkout — spec: Endpoints → POST /checkout. */
export function checkoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/checkout',
    {
      // Every accepted spelling becomes the schema's canonical one first (server/dialects/).
      preValidation: normalizeRequestBody(checkoutDialect),
      schema: {
        operationId: 'createCheckout',
        summary: 'Create a checkout: a payment and the session of its payment form',
        description:
          'Answers the PAYMENT envelope; `data.session.redirect_url` is the address of the hosted ' +
          'page (or of the embedded form). The outcome arrives by postback.',
        headers: idempotencyHeadersSchema,
        body: { ...checkoutBodySchema, examples: checkoutExamples },
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
      // After the body's own rules (a card number in the field is refused by those first).
      await checkPaymentTokenOwner(deps.db, merchant.merchantId, request.body);
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
      return checkoutAnswer(payment, deps.config.publicUrl);
    },
  );
}
