import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { dataAnswer } from '../../../contract/data-answer.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import { subscriptionSchema } from '../../../contract/subscription-schema.ts';
import { rebillNow } from '../../../domain/clocks/sandbox-clocks.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { forceNextRebillCode } from '../../../domain/subscriptions/next-rebill-code.ts';
import { merchantOf } from '../../../http/auth.ts';
import { clockDepsOf } from '../clocks/api-route.ts';
import { eventSchema } from '../clocks/clock-schemas.ts';

// The sandbox's subscription tools over HTTP, authenticated like /v1 (X-Api-Key) and scoped to the
// key's merchant (another merchant's subscription is NOT_FOUND, like one that does not exist):
//
//   POST /sandbox/api/subscriptions/:subscription_id/next-rebill {"code": 2004}
//        the subscription's next rebill (or retry) answers this code, once
//   POST /sandbox/api/subscriptions/:subscription_id/rebill-now
//        its next rebill (or retry) charged now, on its own time (its clock's, if it has one)

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subscription_id'],
  properties: { subscription_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const nextRebillBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'integer', minimum: 1000, maximum: 9999 } },
} as const;

const nextRebillResponseSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: ['subscription_id', 'next_rebill_code'],
  properties: {
    subscription_id: { type: 'string' },
    next_rebill_code: { type: 'integer' },
  },
});

const rebillNowResponseSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: ['event', 'subscription'],
  properties: { event: eventSchema, subscription: subscriptionSchema },
});

/** Registered in a scope whose hooks check the API key and its rate limit (server/app.ts). */
export function sandboxSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.post(
    '/subscriptions/:subscription_id/next-rebill',
    {
      schema: {
        params: paramsSchema,
        body: nextRebillBodySchema,
        response: { 200: nextRebillResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { subscription_id: subscriptionId } = request.params;
      const { code } = request.body;
      await forceNextRebillCode(deps.db, merchantOf(request).merchantId, subscriptionId, code);
      return { data: { subscription_id: subscriptionId, next_rebill_code: code } };
    },
  );

  api.post(
    '/subscriptions/:subscription_id/rebill-now',
    {
      schema: {
        params: paramsSchema,
        response: { 200: rebillNowResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await rebillNow(
        clockDepsOf(deps),
        merchantOf(request).merchantId,
        request.params.subscription_id,
      ),
    }),
  );
}
