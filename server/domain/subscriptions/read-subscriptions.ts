import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '../../contract/api-error.ts';
import type {
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
} from '../../contract/subscription-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findMerchantSubscription, listSubscriptionsByTransaction } from './subscription-store.ts';
import { type SubscriptionData, subscriptionData } from './subscription-view.ts';

// GET /v1/subscription/{subscriptionId} and GET /v1/subscription?transaction_id=&page=&size=
// (spec: Subscription endpoints — "get a subscription by subscription id", "by transaction id").
// A checkout may start several subscriptions (one per SUBSCRIPTION product paid for), so the
// second answers a page of them, pages counted from 0 as the live service's lists count them.

export type SubscriptionListQuery = FromSchema<typeof subscriptionListQuerySchema>;
export type SubscriptionList = FromSchema<typeof subscriptionListResponseSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The merchant's subscription, or 404: another merchant's is answered as one that does not exist. */
export async function readSubscription(
  db: Queryable,
  merchantId: string,
  subscriptionId: string,
): Promise<SubscriptionData> {
  const found = await findMerchantSubscription(db, merchantId, subscriptionId);
  if (!found) throw ApiError.notFound(`subscription ${subscriptionId}`);
  return subscriptionData(found);
}

function pageOf(query: SubscriptionListQuery): { number: number; size: number } {
  const size = query.size === undefined ? DEFAULT_PAGE_SIZE : Number(query.size);
  if (size < 1 || size > MAX_PAGE_SIZE) {
    throw ApiError.badParameter('size', `must be from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { number: query.page === undefined ? 0 : Number(query.page), size };
}

/**
 * One page of the subscriptions the merchant's transaction started, oldest first. A transaction
 * that started none (or another merchant's) answers an empty page, as a filter that matches nothing.
 */
export async function listSubscriptions(
  db: Queryable,
  merchantId: string,
  query: SubscriptionListQuery,
): Promise<SubscriptionList> {
  const page = pageOf(query);
  const { subscriptions, total } = await listSubscriptionsByTransaction(
    db,
    merchantId,
    query.transaction_id,
    { offset: page.number * page.size, limit: page.size },
  );
  return {
    type: 'SUBSCRIPTION',
    data: subscriptions.map(subscriptionData),
    meta: {
      page_number: page.number,
      page_size: page.size,
      total_elements: total,
      total_pages: Math.ceil(total / page.size),
    },
  };
}
