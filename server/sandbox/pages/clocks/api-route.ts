import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contract/api-error.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from '../../../contract/card-number-text.ts';
import { dataAnswer } from '../../../contract/data-answer.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import { auditRecorder } from '../../../domain/audit/audit-store.ts';
import { advanceClock, MAX_ADVANCE_EVENTS } from '../../../domain/clocks/advance-clock.ts';
import {
  attachToClock,
  type ClockDeps,
  createClock,
  listClocks,
  readClock,
} from '../../../domain/clocks/sandbox-clocks.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import { rebillDepsOf } from '../../../domain/rebills/rebill.ts';
import { merchantOf } from '../../../http/auth.ts';
import { apiKeyActor } from '../../../http/key-actor.ts';
import { clockSchema, eventSchema } from './clock-schemas.ts';

// Sandbox clocks over HTTP (docs/subscriptions.md, Sandbox clocks), for `npm run clocks` and
// anyone scripting against the sandbox. Authenticated like /v1 (X-Api-Key) and scoped to the key's
// merchant: another merchant's clock or subscription is NOT_FOUND, like one that does not exist.
//
//   POST /sandbox/api/clocks                     {"time"?, "name"?}: a new clock
//   GET  /sandbox/api/clocks                     the merchant's clocks, newest first
//   GET  /sandbox/api/clocks/:clock_id           one clock and what lives on it
//   POST /sandbox/api/clocks/:clock_id/attach    {"subscription_id"} or {"merchant_customer_id"}
//   POST /sandbox/api/clocks/:clock_id/advance   {"to", "max_events"?}: runs what is due, in time
//                                                order, max_events at most (complete: false then)

const time = cardNumberExempt({ type: 'string', minLength: 1, maxLength: 64 }, EXEMPT_BECAUSE.time);
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

const createBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { time, name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const clockParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clock_id'],
  properties: { clock_id: id },
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'string', pattern: '^[0-9]{1,3}$' } },
} as const;

const attachBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { subscription_id: id, merchant_customer_id: id },
} as const;

const advanceBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: {
    to: time,
    max_events: { type: 'integer', minimum: 1, maximum: MAX_ADVANCE_EVENTS },
  },
} as const;

const oneResponseSchema = dataAnswer(clockSchema);

const listResponseSchema = dataAnswer({ type: 'array', items: clockSchema });

const advanceResponseSchema = dataAnswer({
  type: 'object',
  additionalProperties: false,
  required: ['clock', 'events', 'complete', 'reached', 'to'],
  properties: {
    clock: clockSchema,
    events: { type: 'array', items: eventSchema },
    complete: { type: 'boolean' },
    reached: { type: 'string' },
    to: { type: 'string' },
  },
});

export const MAX_CLOCKS_LISTED = 100;

/** The clocks' deps from the app's. */
export function clockDepsOf(deps: AppDeps): ClockDeps {
  return {
    db: deps.db,
    now: deps.now,
    onPostback: deps.onPostback,
    ...rebillDepsOf(deps),
  };
}

/** Registered in a scope whose hooks check the API key and its rate limit (server/app.ts). */
export function sandboxClockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const clockDeps = clockDepsOf(deps);
  const recordAudit = auditRecorder(deps.now);

  api.post(
    '/clocks',
    {
      schema: { body: createBodySchema, response: { 200: oneResponseSchema, ...errorResponses } },
      // `npm run clocks -- create` may post no body: a clock at the server's time.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      data: await createClock(clockDeps, merchantOf(request).merchantId, request.body ?? {}),
    }),
  );

  api.get(
    '/clocks',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const limit = request.query.limit === undefined ? 20 : Number(request.query.limit);
      if (limit < 1 || limit > MAX_CLOCKS_LISTED) {
        throw ApiError.badParameter('limit', `must be between 1 and ${MAX_CLOCKS_LISTED}`);
      }
      return { data: await listClocks(deps.db, merchantOf(request).merchantId, limit) };
    },
  );

  api.get(
    '/clocks/:clock_id',
    {
      schema: {
        params: clockParamsSchema,
        response: { 200: oneResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await readClock(deps.db, merchantOf(request).merchantId, request.params.clock_id),
    }),
  );

  api.post(
    '/clocks/:clock_id/attach',
    {
      schema: {
        params: clockParamsSchema,
        body: attachBodySchema,
        response: { 200: oneResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { subscription_id, merchant_customer_id } = request.body;
      if ((subscription_id === undefined) === (merchant_customer_id === undefined)) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          'the body names what to attach: subscription_id or merchant_customer_id, one of the two',
        );
      }
      const target =
        subscription_id === undefined
          ? { merchant_customer_id: merchant_customer_id ?? '' }
          : { subscription_id };
      return {
        data: await attachToClock(
          clockDeps,
          merchantOf(request).merchantId,
          request.params.clock_id,
          target,
        ),
      };
    },
  );

  api.post(
    '/clocks/:clock_id/advance',
    {
      schema: {
        params: clockParamsSchema,
        body: advanceBodySchema,
        response: { 200: advanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { merchantId } = merchantOf(request);
      const advanced = await advanceClock(clockDeps, merchantId, request.params.clock_id, {
        to: request.body.to,
        maxEvents: request.body.max_events,
      });
      // An advance commits batch by batch (its events are the subscriptions' own records); the
      // entry says where the clock got to once it stopped, in a statement of its own.
      await recordAudit(deps.db, {
        merchantId,
        actor: apiKeyActor(request),
        action: 'clock.advance',
        target: request.params.clock_id,
        changes: {
          time: { from: null, to: advanced.reached },
          events: { from: null, to: advanced.events.length },
        },
      });
      return { data: advanced };
    },
  );
}
