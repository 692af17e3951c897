import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '../../contract/api-error.ts';
import type {
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
} from '../../contract/subscription-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findMerchantSubscription, listSubscriptionsOfTransaction } from './subscription-store.ts';
import { type SubscriptionData, subscriptionData } from './subscription-view.ts';

// GET /v1/subscription/{subscriptionId} and GET /v1/subscription?transaction_id=&page=&size=
// (spec: Subscription endpoints — "get a subscription by subscription id", "by transaction id").
// A checkout may start several subscriptions (one per SUBSCRIPTION product paid for), so the
// second answers a page of them. Pages count from 1, as the live service's reference writes its
// example (`page=1&size=100`); 0, which Kassa took for the first page before, is the first page
// too, so a client that asked for page 0 gets what it got.

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
  return { number: Math.max(1, query.page === undefined ? 1 : Number(query.page)), size };
}

/**
 * One page of the subscriptions the merchant's transaction belongs to, oldest first: those its
 * payment started, or the one its rebill charged. Another merchant's transaction, or one of a
 * payment with no subscription, answers an empty page, as a filter that matches nothing.
 */
export async function listSubscriptions(
  db: Queryable,
  merchantId: string,
  query: SubscriptionListQuery,
): Promise<SubscriptionList> {
  const page = pageOf(query);
  const { subscriptions, total } = await listSubscriptionsOfTransaction(
    db,
    merchantId,
    query.transaction_id,
    { offset: (page.number - 1) * page.size, limit: page.size },
  );
  const totalPages = Math.ceil(total / page.size);
  return {
    type: 'SUBSCRIPTION',
    data: subscriptions.map(subscriptionData),
    meta: {
      pageNumber: page.number,
      pageSize: page.size,
      totalElements: total,
      totalPages,
      page_number: page.number,
      page_size: page.size,
      total_elements: total,
      total_pages: totalPages,
    },
  };
}
