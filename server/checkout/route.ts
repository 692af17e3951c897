import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { paymentData } from '../payments/payment-view.ts';
import { insertPayment } from '../payments/store.ts';
import { createCheckout } from './create-checkout.ts';
import type { CheckoutBody } from './schema.ts';
import { checkoutBodySchema } from './schema.ts';

/** POST /v1/checkout — spec: Endpoints → POST /checkout. */
export function checkoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: CheckoutBody }>(
    '/checkout',
    { schema: { body: checkoutBodySchema } },
    async (request) => {
      const payment = createCheckout({
        merchantId: request.merchant.merchantId,
        allowedOrigins: request.merchant.allowedOrigins,
        body: request.body,
        now: deps.now(),
        ttlSeconds: deps.config.sessionTtlSeconds,
      });
      await insertPayment(deps.db, payment);
      return { type: 'PAYMENT', data: paymentData(payment, deps.config.publicUrl) };
    },
  );
}
