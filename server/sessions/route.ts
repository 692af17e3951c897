import type { FastifyInstance } from 'fastify';
import type { CardPaymentRequest } from '../../src/contract/session-api.ts';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../errors.ts';
import { findFormSettings } from '../merchants/store.ts';
import { findPaymentBySessionToken } from '../payments/store.ts';
import { perAddressLimit } from '../rate-limits.ts';
import { payWithCard } from './pay-with-card.ts';
import { sessionView } from './session-view.ts';

// The form's API (not the merchant API): addressed by the session token, no X-Api-Key.

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^cs_[A-Za-z0-9_-]{20,100}$' } },
} as const;

const cardPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'card'],
  properties: {
    method: { type: 'string', enum: ['CARD'] },
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'expiry_month', 'expiry_year', 'security_code', 'holder_name'],
      properties: {
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
        expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        security_code: { type: 'string', pattern: '^[0-9]{3,4}$' },
        holder_name: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    selected_product_ids: {
      type: 'array',
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Session data and outcomes are per shopper and change by the second: never cache them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Params: { token: string } }>(
    '/:token',
    { schema: { params: tokenParams } },
    async (request) => {
      const payment = await findPaymentBySessionToken(deps.db, request.params.token);
      if (!payment) throw ApiError.notFound('checkout session');
      const settings = await findFormSettings(deps.db, payment.merchantId);
      return sessionView(payment, deps.now(), settings);
    },
  );

  app.post<{ Params: { token: string }; Body: CardPaymentRequest }>(
    '/:token/payments',
    {
      schema: { params: tokenParams, body: cardPaymentSchema },
      // Card testing from one address is slowed down (issue #8); each session also caps attempts.
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.paymentsPerMinute) },
    },
    async (request) => {
      const result = await payWithCard(
        { db: deps.db, now: deps.now, pendingSettleMs: deps.config.pendingSettleMs },
        request.params.token,
        request.body,
      );
      deps.onPostback();
      return result;
    },
  );
}
