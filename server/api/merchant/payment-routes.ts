import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import { flatPaymentBodySchema } from '../../contract/flat-body-schema.ts';
import { idempotencyHeadersSchema } from '../../contract/idempotency-header.ts';
import { paymentResponseSchema } from '../../contract/payment-schema.ts';
import { openCheckout } from '../../domain/checkout/open-checkout.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { checkoutAnswer } from '../../domain/ledger/payment-view.ts';
import { callerOf } from '../../http/caller.ts';
import { paymentDialect, salePaymentDialect } from '../../http/dialects/endpoint-dialects.ts';
import { markDeprecated } from './deprecation.ts';
import {
  checkFlatMethod,
  checkFlatProducts,
  flatSentPaths,
  flatToCheckout,
} from './flat-to-checkout.ts';

// POST /v1/sale, /v1/authorize and /v1/recurring (spec: Endpoints): checkouts of a fixed
// payment type with the spec's flat body. Each answers the PAYMENT envelope with a session, as
// POST /v1/checkout does, through the same code path (server/domain/checkout/open-checkout.ts), and takes
// X-Idempotency-Key under its own name.

const ENDPOINTS = [
  { path: '/sale', type: 'SALE', endpoint: 'sale', deprecated: true, dialect: salePaymentDialect },
  {
    path: '/authorize',
    type: 'AUTHORIZE',
    endpoint: 'authorize',
    deprecated: true,
    dialect: paymentDialect,
  },
  {
    path: '/recurring',
    type: 'RECURRING',
    endpoint: 'recurring',
    deprecated: false,
    dialect: paymentDialect,
  },
] as const;

export function flatPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const { path, type, endpoint, deprecated, dialect } of ENDPOINTS) {
    app.withTypeProvider<JsonSchemaToTsProvider>().post(
      path,
      {
        ...(deprecated && { onSend: markDeprecated }),
        config: { dialect: { body: dialect, sentPaths: flatSentPaths } },
        schema: {
          ...(deprecated && { deprecated: true }),
          headers: idempotencyHeadersSchema,
          body: flatPaymentBodySchema,
          response: { 200: paymentResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        checkFlatMethod(request.body);
        checkFlatProducts(type, request.body);
        const body = flatToCheckout(type, request.body);
        const payment = await openCheckout(deps, callerOf(request), body, endpoint);
        return checkoutAnswer(payment, deps.config.publicUrl);
      },
    );
  }
}
