import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import {
  exampleMerchantProductId,
  subscriptionChangeExamples,
} from '../../contract/subscription-examples.ts';
import {
  subscriptionChangeSchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionParamsSchema,
  subscriptionProductQuerySchema,
  subscriptionResponseSchema,
} from '../../contract/subscription-schema.ts';
import { subscriptionClockOf } from '../../domain/clocks/sandbox-clocks.ts';
import type { AppDeps } from '../../domain/deps.ts';
import {
  type ChangeInput,
  changeSubscription,
} from '../../domain/subscriptions/change-subscription.ts';
import {
  listSubscriptions,
  readSubscription,
} from '../../domain/subscriptions/read-subscriptions.ts';
import { merchantOf } from '../../http/auth.ts';
import { subscriptionChangeDialect } from '../../http/dialects/endpoint-dialects.ts';

// The subscription endpoints — spec: Endpoints → Subscription endpoints; design: docs/subscriptions.md.
//   GET   /v1/subscription/{subscriptionId}                 one subscription
//   GET   /v1/subscription?transaction_id=&page=&size=      the subscriptions a transaction belongs to
//   PATCH /v1/subscription/{subscriptionId}                 change one
//   PATCH /v1/subscription?merchant_product_id=[&merchant_customer_id=]
//                                                           change the one open subscription to a product
// Every answer carries the subscription record a SUBSCRIPTION postback carries as `data`.

const CHANGE_TEXT =
  'Fields left out stay as they are. A change answers the new state (`version` one more) and ' +
  'sends a SUBSCRIPTION postback with it; a body that changes nothing answers the subscription ' +
  'as it is. An ended subscription (CANCELLED, UNPAID, NO_CARD_ON_FILE) is refused with 409.';

export function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const clockOf = subscriptionClockOf(deps);

  const change = async (input: ChangeInput) => {
    const { data, changed } = await changeSubscription({ db: deps.db, clockOf }, input);
    // The change's postback is queued: wake the delivery loop.
    if (changed) deps.onPostback();
    return { type: 'SUBSCRIPTION' as const, data };
  };

  api.get(
    '/subscription/:subscriptionId',
    {
      schema: {
        operationId: 'getSubscription',
        summary: 'Get a subscription by its id',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      type: 'SUBSCRIPTION' as const,
      data: await readSubscription(
        deps.db,
        merchantOf(request).merchantId,
        request.params.subscriptionId,
      ),
    }),
  );

  api.get(
    '/subscription',
    {
      schema: {
        operationId: 'listSubscriptionsByTransaction',
        summary: 'List the subscriptions a transaction belongs to, a page at a time',
        description:
          'Any transaction of a subscription finds it: one of the checkout that started it (a ' +
          'checkout starts one per SUBSCRIPTION product paid for) or one of its rebills. Pages ' +
          'count from 1 (`page=1&size=100`; 0 is the first page too). `meta` says the page, its ' +
          'size and how many there are in all, as `pageNumber`, `pageSize`, `totalElements`, ' +
          '`totalPages` and again as `page_number`, `page_size`, `total_elements`, `total_pages`.',
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSubscriptions(deps.db, merchantOf(request).merchantId, request.query),
  );

  api.patch(
    '/subscription/:subscriptionId',
    {
      config: { dialect: { body: subscriptionChangeDialect } },
      schema: {
        operationId: 'updateSubscription',
        summary:
          'Change a subscription: rebills on or off, the rebill amount, the interval, the next rebill',
        description: CHANGE_TEXT,
        params: subscriptionParamsSchema,
        body: { ...subscriptionChangeSchema, examples: subscriptionChangeExamples },
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      change({
        merchantId: merchantOf(request).merchantId,
        target: { subscriptionId: request.params.subscriptionId },
        change: request.body,
      }),
  );

  api.patch(
    '/subscription',
    {
      config: { dialect: { body: subscriptionChangeDialect } },
      schema: {
        operationId: 'updateSubscriptionOfProduct',
        summary: 'Change the one open subscription to one of your products',
        description:
          `${CHANGE_TEXT} When several open subscriptions have the merchant_product_id, the ` +
          'answer is 400 saying how many: merchant_customer_id names the customer.',
        querystring: {
          ...subscriptionProductQuerySchema,
          properties: {
            ...subscriptionProductQuerySchema.properties,
            merchant_product_id: {
              ...subscriptionProductQuerySchema.properties.merchant_product_id,
              examples: [exampleMerchantProductId],
            },
          },
        },
        body: { ...subscriptionChangeSchema, examples: subscriptionChangeExamples },
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      change({
        merchantId: merchantOf(request).merchantId,
        target: {
          merchantProductId: request.query.merchant_product_id,
          merchantCustomerId: request.query.merchant_customer_id,
        },
        change: request.body,
      }),
  );
}
