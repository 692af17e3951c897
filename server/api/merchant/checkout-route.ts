import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { checkoutExamples } from '../../contract/checkout-examples.ts';
import { checkoutBodySchema } from '../../contract/checkout-schema.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import { idempotencyHeadersSchema } from '../../contract/idempotency-header.ts';
import { paymentResponseSchema } from '../../contract/payment-schema.ts';
import { openCheckout } from '../../domain/checkout/open-checkout.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { checkoutAnswer } from '../../domain/ledger/payment-view.ts';
import { callerOf } from '../../http/caller.ts';
import { checkoutDialect } from '../../http/dialects/checkout-dialect.ts';

/** POST /v1/checkout — spec: Endpoints → POST /checkout. */
export function checkoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/checkout',
    {
      // Every accepted spelling becomes the schema's canonical one first (server/http/dialects/).
      config: { dialect: { body: checkoutDialect } },
      schema: {
        operationId: 'createCheckout',
        summary: 'Create a checkout: a payment and the session of its payment form',
        description:
          'Answers the PAYMENT envelope; `data.session.redirect_url` is the address of the hosted ' +
          'page (or of the embedded form). Beside `type` and `data`, the answer carries at its top ' +
          'level `id`, `created_at`, `merchant_id`, `session` and the echoes `payment_data`, ' +
          '`customer`, `callback` and `products`. A SALE may start subscriptions beside its ' +
          'one-time products; a checkout whose plan starts with a trial takes as `amount` what is ' +
          'due now or the order with the trial at its price. The outcome arrives by postback.',
        headers: idempotencyHeadersSchema,
        body: { ...checkoutBodySchema, examples: checkoutExamples },
        response: { 200: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const payment = await openCheckout(deps, callerOf(request), request.body, 'checkout');
      return checkoutAnswer(payment, deps.config.publicUrl);
    },
  );
}
