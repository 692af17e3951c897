import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APM_CANCEL_PATH,
  APM_PAYMENTS_PATH,
  apmPaymentSchema,
} from '../../../common/contract/apm-schemas.ts';
import {
  cardPaymentSchema,
  paymentResultSchema,
} from '../../../common/contract/payment-schemas.ts';
import { removedSavedCardSchema } from '../../../common/contract/saved-card-schemas.ts';
import { sessionViewSchema } from '../../../common/contract/session-view-schema.ts';
import {
  appleMerchantSessionSchema,
  appleMerchantValidationSchema,
  walletPaymentSchema,
} from '../../../common/contract/wallet-schemas.ts';
import { ApiError } from '../../contract/api-error.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import { appleMerchantSession } from '../../domain/attempts/apple-merchant-session.ts';
import { payWithApm } from '../../domain/attempts/pay-with-apm.ts';
import { payWithCard } from '../../domain/attempts/pay-with-card.ts';
import { payWithSavedCard } from '../../domain/attempts/pay-with-saved-card.ts';
import { payWithWallet } from '../../domain/attempts/pay-with-wallet.ts';
import { removeSavedCard } from '../../domain/attempts/remove-saved-card.ts';
import type { AppDeps } from '../../domain/deps.ts';
import type { RequestFacts } from '../../domain/ledger/payment-context.ts';
import { findPaymentBySessionToken } from '../../domain/ledger/payment-store.ts';
import { findFormSettings } from '../../domain/merchants/merchant-store.ts';
import { apmStep } from '../../domain/steps/apm/decide-apm.ts';
import { cancelStep } from '../../domain/steps/pending-step.ts';
import { threeDsStep } from '../../domain/steps/three-ds/challenge.ts';
import { perAddressLimit } from '../../http/rate-limits.ts';
import { currentSessionView } from './current-session-view.ts';
import { embeddingRoute } from './embedding.ts';

// The form's API (not the merchant API): addressed by the session token, no X-Api-Key.

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^cs_[A-Za-z0-9_-]{20,100}$' } },
} as const;

/** What a payment's context keeps of the request that made it (payment-context.ts). */
function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
  };
}

export function sessionRoutes(untyped: FastifyInstance, deps: AppDeps): void {
  // if/then/else: the card request's two variants (payment-schemas.ts cardPaymentSchema).
  const app =
    untyped.withTypeProvider<
      JsonSchemaToTsProvider<{ ValidatorSchemaOptions: { parseIfThenElseKeywords: true } }>
    >();
  // Session data and outcomes are per shopper and change by the second: never cache them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  embeddingRoute(app, deps);
  const challengeDeps = {
    db: deps.db,
    now: deps.now,
    processors: deps.processors,
    pendingSettleMs: deps.config.pendingSettleMs,
    publicUrl: deps.config.publicUrl,
  };
  const payDeps = { ...challengeDeps, challengeSeconds: deps.config.threeDsChallengeSeconds };
  const apmDeps = {
    ...challengeDeps,
    stepSeconds: deps.config.apmStepSeconds,
    autoPaySeconds: deps.config.apmAutoPaySeconds,
  };

  app.get(
    '/:token',
    { schema: { params: tokenParams, response: { 200: sessionViewSchema, ...errorResponses } } },
    async (request) => {
      const payment = await findPaymentBySessionToken(deps.db, request.params.token);
      if (!payment) throw ApiError.notFound('checkout session');
      return currentSessionView(deps, payment, await findFormSettings(deps.db, payment.merchantId));
    },
  );

  app.post(
    '/:token/payments',
    {
      schema: {
        params: tokenParams,
        body: cardPaymentSchema,
        response: { 200: paymentResultSchema, ...errorResponses },
      },
      // Card testing from one address is slowed down; each session also caps attempts.
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.paymentsPerMinute) },
    },
    async (request) => {
      const { body } = request;
      const result =
        'saved_card' in body
          ? await payWithSavedCard(payDeps, request.params.token, body, requestFacts(request))
          : await payWithCard(payDeps, request.params.token, body, requestFacts(request));
      deps.onPostback();
      return result;
    },
  );

  // The shopper's "Remove" on a saved card: hidden as the merchant API's hide does.
  app.post(
    '/:token/saved-cards/:payment_token_id/remove',
    {
      schema: {
        params: {
          type: 'object',
          required: ['token', 'payment_token_id'],
          properties: {
            ...tokenParams.properties,
            payment_token_id: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        response: { 200: removedSavedCardSchema, ...errorResponses },
      },
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.paymentsPerMinute) },
    },
    async (request) => removeSavedCard(deps, request.params.token, request.params.payment_token_id),
  );

  app.post(
    '/:token/wallet-payments',
    {
      schema: {
        params: tokenParams,
        body: walletPaymentSchema,
        response: { 200: paymentResultSchema, ...errorResponses },
      },
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.paymentsPerMinute) },
    },
    async (request) => {
      const result = await payWithWallet(
        payDeps,
        request.params.token,
        request.body,
        requestFacts(request),
      );
      deps.onPostback();
      return result;
    },
  );

  app.post(
    `/:token${APM_PAYMENTS_PATH}`,
    {
      schema: {
        params: tokenParams,
        body: apmPaymentSchema,
        response: { 200: paymentResultSchema, ...errorResponses },
      },
      config: { rateLimit: perAddressLimit(deps.config.rateLimits.paymentsPerMinute) },
    },
    async (request) => {
      const result = await payWithApm(
        apmDeps,
        request.params.token,
        request.body,
        requestFacts(request),
      );
      deps.onPostback();
      return result;
    },
  );

  app.post(
    `/:token${APM_CANCEL_PATH}`,
    { schema: { params: tokenParams, response: { 200: paymentResultSchema, ...errorResponses } } },
    async (request) => {
      const result = await cancelStep(apmDeps, apmStep(apmDeps), request.params.token);
      deps.onPostback();
      return result;
    },
  );

  app.post(
    '/:token/apple-pay/merchant-session',
    {
      schema: {
        params: tokenParams,
        body: appleMerchantValidationSchema,
        response: { 200: appleMerchantSessionSchema, ...errorResponses },
      },
    },
    async (request) =>
      appleMerchantSession(challengeDeps, request.params.token, request.body.validation_url),
  );

  app.post(
    '/:token/three-ds/cancel',
    { schema: { params: tokenParams, response: { 200: paymentResultSchema, ...errorResponses } } },
    async (request) => {
      const result = await cancelStep(
        challengeDeps,
        threeDsStep(challengeDeps),
        request.params.token,
      );
      deps.onPostback();
      return result;
    },
  );
}
